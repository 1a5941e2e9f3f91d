import { DEFAULT_SEED_VALIDATORS, devnetAddress } from '@optwallet/ledger';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningOptchain } from '../src/start';
import {
  advance,
  clients,
  faucet,
  freshWallet,
  matching,
  OPT,
  startNode,
  VALIDATORS,
} from './support/node';

type Json = Record<string, unknown>;
const DEC = /^\d+\.\d{18}$/;
const UINT = /^\d+$/;
const RFC3339 = /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(\.\d+)?Z$/;

describe('Cosmos REST: the SDK module queries wallets and explorers call, in gRPC-gateway JSON', () => {
  let node: RunningOptchain;
  let delegator: string;
  const get = async (route: string, status = 200) => {
    const response = await fetch(`${node.restUrl}${route}`);
    const body = (await response.json()) as Json;
    expect(response.status, `${route}: ${JSON.stringify(body)}`).toBe(status);
    return body;
  };
  /** Every item of a paginated list, walked `limit` at a time by next_key; and the page count. */
  const walk = async (route: string, field: string, limit: number) => {
    const items: unknown[] = [];
    let key: string | null = null;
    let pages = 0;
    do {
      const query: string = key ? `&pagination.key=${encodeURIComponent(key)}` : '';
      const body = await get(`${route}?pagination.limit=${limit}${query}`);
      items.push(...(body[field] as unknown[]));
      key = (body.pagination as { next_key: string | null }).next_key;
      pages += 1;
    } while (key);
    return { items, pages };
  };

  beforeAll(async () => {
    node = await startNode();
    const { wallet, address } = await freshWallet();
    delegator = address;
    await faucet(node.restUrl, address);
    const { signer } = await clients(node.rpcUrl, wallet);
    for (const validator of [VALIDATORS.aurora, VALIDATORS.cygnus]) {
      await signer.delegateTokens(
        address,
        validator,
        { denom: 'uopt', amount: String(10n * OPT) },
        'auto',
      );
    }
    await advance(node.restUrl, 600);
  });
  afterAll(() => node.stop());

  it('bank: supply (paginated) and by denom, OPT metadata, params', async () => {
    const supply = await get('/cosmos/bank/v1beta1/supply?pagination.count_total=true');
    expect(supply).toEqual({
      supply: [{ denom: 'uopt', amount: matching(UINT) }],
      pagination: { next_key: null, total: '1' },
    });
    const page = await get('/cosmos/bank/v1beta1/supply?pagination.limit=1&pagination.offset=1');
    expect(page).toEqual({ supply: [], pagination: { next_key: null, total: '0' } });
    const amount = (supply.supply as { amount: string }[])[0]?.amount;
    expect(await get('/cosmos/bank/v1beta1/supply/by_denom?denom=uopt')).toEqual({
      amount: { denom: 'uopt', amount },
    });
    await get('/cosmos/bank/v1beta1/supply/by_denom', 400);

    const metadata = {
      description: matching(/OptChain/),
      denom_units: [
        { denom: 'uopt', exponent: 0, aliases: ['microopt'] },
        { denom: 'OPT', exponent: 6, aliases: [] },
      ],
      base: 'uopt',
      display: 'OPT',
      name: 'OPT',
      symbol: 'OPT',
      uri: '',
      uri_hash: '',
    };
    expect(await get('/cosmos/bank/v1beta1/denoms_metadata')).toEqual({
      metadatas: [metadata],
      pagination: { next_key: null, total: '1' },
    });
    expect(await get('/cosmos/bank/v1beta1/denoms_metadata/uopt')).toEqual({ metadata });
    expect(await get('/cosmos/bank/v1beta1/denoms_metadata/uatom', 404)).toEqual({
      code: 5,
      message: 'client metadata for denom uatom',
      details: [],
    });
    expect(await get('/cosmos/bank/v1beta1/params')).toEqual({
      params: { send_enabled: [], default_send_enabled: true },
    });
  });

  it('auth and mint params, inflation and annual provisions', async () => {
    expect(await get('/cosmos/auth/v1beta1/params')).toEqual({
      params: {
        max_memo_characters: '256',
        tx_sig_limit: '1',
        tx_size_cost_per_byte: '10',
        sig_verify_cost_ed25519: '590',
        sig_verify_cost_secp256k1: '1000',
      },
    });
    expect(await get('/cosmos/mint/v1beta1/params')).toEqual({
      params: {
        mint_denom: 'uopt',
        inflation_rate_change: '0.000000000000000000',
        inflation_max: '0.120000000000000000',
        inflation_min: '0.000000000000000000',
        goal_bonded: '1.000000000000000000',
        blocks_per_year: '31536000',
      },
    });
    const { inflation } = await get('/cosmos/mint/v1beta1/inflation');
    const { annual_provisions: provisions } = await get('/cosmos/mint/v1beta1/annual_provisions');
    expect(inflation).toEqual(matching(DEC));
    const { pool } = (await get('/cosmos/staking/v1beta1/pool')) as {
      pool: { bonded_tokens: string };
    };
    expect(provisions).toBe(`${(BigInt(pool.bonded_tokens) * 12n) / 100n}.000000000000000000`);
  });

  it('distribution: params, community pool, a validator commission, outstanding rewards and info, a delegator validators', async () => {
    expect(await get('/cosmos/distribution/v1beta1/params')).toEqual({
      params: {
        community_tax: '0.000000000000000000',
        base_proposer_reward: '0.000000000000000000',
        bonus_proposer_reward: '0.000000000000000000',
        withdraw_addr_enabled: false,
      },
    });
    expect(await get('/cosmos/distribution/v1beta1/community_pool')).toEqual({ pool: [] });
    const decCoins = [{ denom: 'uopt', amount: matching(DEC) }];
    const v = VALIDATORS.borealis;
    expect(await get(`/cosmos/distribution/v1beta1/validators/${v}/commission`)).toEqual({
      commission: { commission: decCoins },
    });
    expect(await get(`/cosmos/distribution/v1beta1/validators/${v}/outstanding_rewards`)).toEqual({
      rewards: { rewards: decCoins },
    });
    const borealis = DEFAULT_SEED_VALIDATORS.find((s) => s.moniker === 'borealis');
    expect(await get(`/cosmos/distribution/v1beta1/validators/${v}`)).toEqual({
      operator_address: devnetAddress(borealis?.label ?? ''),
      self_bond_rewards: decCoins,
      commission: decCoins,
    });
    expect(await get(`/cosmos/distribution/v1beta1/delegators/${delegator}/validators`)).toEqual({
      validators: [VALIDATORS.aurora, VALIDATORS.cygnus].sort(),
    });
    const none = (await freshWallet()).address;
    expect(await get(`/cosmos/distribution/v1beta1/delegators/${none}/validators`)).toEqual({
      validators: [],
    });
  });

  it('slashing: params and signing infos, paginated by next_key, one by consensus address', async () => {
    expect(await get('/cosmos/slashing/v1beta1/params')).toEqual({
      params: {
        signed_blocks_window: '100',
        min_signed_per_window: '0.500000000000000000',
        downtime_jail_duration: '600s',
        slash_fraction_double_sign: '0.000000000000000000',
        slash_fraction_downtime: '0.000000000000000000',
      },
    });
    const whole = await get('/cosmos/slashing/v1beta1/signing_infos');
    expect(whole.pagination).toEqual({ next_key: null, total: '4' });
    const info = whole.info as { address: string }[];
    for (const one of info) {
      expect(one).toEqual({
        address: matching(/^optvalcons1/),
        start_height: '1',
        index_offset: matching(UINT),
        jailed_until: '1970-01-01T00:00:00Z',
        tombstoned: false,
        missed_blocks_counter: '0',
      });
    }
    const walked = await walk('/cosmos/slashing/v1beta1/signing_infos', 'info', 3);
    expect(walked.pages).toBe(2);
    expect((walked.items as { address: string }[]).map((i) => i.address)).toEqual(
      info.map((i) => i.address),
    );
    const first = info[0]?.address ?? '';
    expect(await get(`/cosmos/slashing/v1beta1/signing_infos/${first}`)).toEqual({
      val_signing_info: expect.objectContaining({ address: first }) as unknown,
    });
    await get('/cosmos/slashing/v1beta1/signing_infos/optvalcons1nobody', 404);
  });

  it('gov: params by type (v1 and v1beta1), no proposals, and the SDK not-found for an id', async () => {
    const v1 = await get('/cosmos/gov/v1/params/voting');
    expect(v1).toMatchObject({
      voting_params: { voting_period: '172800s' },
      deposit_params: null,
      tally_params: null,
      params: {
        min_deposit: [{ denom: 'uopt', amount: '10000000' }],
        voting_period: '172800s',
        quorum: '0.334000000000000000',
        expedited_voting_period: '86400s',
        burn_vote_veto: true,
      },
    });
    expect(await get('/cosmos/gov/v1/params/tallying')).toMatchObject({
      tally_params: {
        quorum: '0.334000000000000000',
        threshold: '0.500000000000000000',
        veto_threshold: '0.334000000000000000',
      },
    });
    expect(await get('/cosmos/gov/v1beta1/params/deposit')).toEqual({
      voting_params: { voting_period: '0s' },
      deposit_params: {
        min_deposit: [{ denom: 'uopt', amount: '10000000' }],
        max_deposit_period: '172800s',
      },
      tally_params: {
        quorum: '0.000000000000000000',
        threshold: '0.000000000000000000',
        veto_threshold: '0.000000000000000000',
      },
    });
    expect(await get('/cosmos/gov/v1beta1/params/nonsense', 400)).toMatchObject({ code: 3 });
    for (const version of ['v1', 'v1beta1']) {
      expect(await get(`/cosmos/gov/${version}/proposals`)).toEqual({
        proposals: [],
        pagination: { next_key: null, total: '0' },
      });
      expect(await get(`/cosmos/gov/${version}/proposals/7`, 404)).toEqual({
        code: 5,
        message: "proposal 7 doesn't exist: key not found",
        details: [],
      });
    }
  });

  it('upgrade: no current plan, no applied plan', async () => {
    expect(await get('/cosmos/upgrade/v1beta1/current_plan')).toEqual({ plan: null });
    expect(await get('/cosmos/upgrade/v1beta1/applied_plan/v2')).toEqual({ height: '0' });
  });

  it('staking historical info and the validator sets by height, paginated', async () => {
    const height = Number(
      (
        (await get('/cosmos/base/tendermint/v1beta1/blocks/latest')).block as {
          header: { height: string };
        }
      ).header.height,
    );
    const { hist } = (await get(`/cosmos/staking/v1beta1/historical_info/${height}`)) as {
      hist: { header: Json; valset: { operator_address: string }[] };
    };
    expect(hist.header).toMatchObject({ chain_id: 'optchain-1', height: String(height) });
    expect(hist.header.time).toEqual(matching(RFC3339));
    expect(hist.valset.map((v) => v.operator_address)).toEqual([
      VALIDATORS.aurora,
      VALIDATORS.borealis,
      VALIDATORS.cygnus,
      VALIDATORS.draco,
    ]);
    expect(await get('/cosmos/staking/v1beta1/historical_info/99999999', 404)).toEqual({
      code: 5,
      message: 'historical info for height 99999999 not found',
      details: [],
    });

    const latest = await get('/cosmos/base/tendermint/v1beta1/validatorsets/latest');
    expect(latest).toEqual({
      block_height: matching(UINT),
      validators: expect.any(Array) as unknown,
      pagination: { next_key: null, total: '4' },
    });
    expect((latest.validators as unknown[])[0]).toEqual({
      address: matching(/^optvalcons1/),
      pub_key: { '@type': '/cosmos.crypto.ed25519.PubKey', key: matching(/^[A-Za-z0-9+/]{43}=$/) },
      voting_power: '410',
      proposer_priority: '0',
    });
    const walked = await walk(
      `/cosmos/base/tendermint/v1beta1/validatorsets/${height}`,
      'validators',
      3,
    );
    expect(walked.pages).toBe(2);
    expect(walked.items).toEqual(latest.validators);
    await get('/cosmos/base/tendermint/v1beta1/validatorsets/99999999', 400);
  });

  it("OptChain's payout schedules: each validator's real frequency and next payout, paginated", async () => {
    const { items, pages } = await walk(
      '/optchain/distribution/v1/payout_schedules',
      'payout_schedules',
      3,
    );
    expect(pages).toBe(2);
    const byOperator = Object.fromEntries(
      (
        items as {
          operator_address: string;
          payout_frequency_seconds: string;
          next_payout_time: string;
        }[]
      ).map((s) => [s.operator_address, s]),
    );
    for (const seed of DEFAULT_SEED_VALIDATORS) {
      const schedule = byOperator[VALIDATORS[seed.moniker as keyof typeof VALIDATORS]];
      expect(schedule?.payout_frequency_seconds).toBe(String(seed.rewardPayoutFrequencySeconds));
      expect(schedule?.next_payout_time).toEqual(matching(RFC3339));
    }
    const now = Date.parse(
      (
        (await get('/cosmos/base/tendermint/v1beta1/blocks/latest')).block as {
          header: { time: string };
        }
      ).header.time,
    );
    const cygnus = byOperator[VALIDATORS.cygnus];
    const next = Date.parse(cygnus?.next_payout_time ?? '');
    // Hourly: the next payout is within the hour ahead of the chain's time.
    expect(next).toBeGreaterThan(now);
    expect(next - now).toBeLessThanOrEqual(3_600_000);
  });
});
