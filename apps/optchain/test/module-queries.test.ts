import { sha256 } from '@noble/hashes/sha2.js';
import { bech32 } from '@scure/base';
import {
  createProtobufRpcClient,
  QueryClient,
  setupBankExtension,
  setupDistributionExtension,
  setupGovExtension,
  setupMintExtension,
  setupSlashingExtension,
  setupStakingExtension,
  type StargateClient,
} from '@cosmjs/stargate';
import { Comet38Client } from '@cosmjs/tendermint-rpc';
import { ServiceClientImpl } from 'cosmjs-types/cosmos/base/tendermint/v1beta1/query';
import { PubKey as Ed25519PubKey } from 'cosmjs-types/cosmos/crypto/ed25519/keys';
import { ProposalStatus } from 'cosmjs-types/cosmos/gov/v1beta1/gov';
import { toOperatorAddress } from '@optwallet/ledger';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningOptchain } from '../src/start';
import { createValidatorMsg } from './support/create-validator';
import {
  advance,
  balanceOf,
  clients,
  faucet,
  freshWallet,
  OPT,
  startNode,
  VALIDATORS,
} from './support/node';

const YEAR_S = 365 * 86_400;

/** A validator's consensus address as the SDK writes it, from its consensus key. */
function valcons(consensusPubkey: { value: Uint8Array } | undefined): string {
  const key = Ed25519PubKey.decode(consensusPubkey?.value ?? new Uint8Array()).key;
  return bech32.encode('optvalcons', bech32.toWords(sha256(key).slice(0, 20)));
}

/** A cosmjs Decimal (what the mint extension answers) as a number. */
/** OptChain's own payout schedule of a validator: its next payout time, epoch ms. */
async function nextPayoutOf(restUrl: string, operator: string): Promise<number> {
  const response = await fetch(`${restUrl}/optchain/distribution/v1/payout_schedules`);
  const { payout_schedules: schedules } = (await response.json()) as {
    payout_schedules: { operator_address: string; next_payout_time: string }[];
  };
  const schedule = schedules.find((s) => s.operator_address === operator);
  return new Date(schedule?.next_payout_time ?? 0).getTime();
}

const asNumber = (d: { toString(): string }) => Number(d.toString());

describe('SDK module queries through unchanged cosmjs (abci_query)', () => {
  let node: RunningOptchain;
  let comet: Comet38Client;
  let reader: StargateClient;
  let q: ReturnType<typeof queries>;
  const queries = (client: Comet38Client) =>
    QueryClient.withExtensions(
      client,
      setupBankExtension,
      setupMintExtension,
      setupDistributionExtension,
      setupSlashingExtension,
      setupGovExtension,
      setupStakingExtension,
    );
  /** The delegator whose payouts the APR is checked against: 200 OPT with aurora, nothing else. */
  const staker = { address: '', stake: 200n * OPT, height: 0 };

  beforeAll(async () => {
    node = await startNode();
    comet = await Comet38Client.connect(node.rpcUrl);
    q = queries(comet);
    const wallet = await freshWallet();
    staker.address = wallet.address;
    await faucet(node.restUrl, wallet.address);
    const { reader: r, signer } = await clients(node.rpcUrl, wallet.wallet);
    reader = r;
    const delegated = await signer.delegateTokens(
      wallet.address,
      VALIDATORS.aurora,
      { denom: 'uopt', amount: String(staker.stake) },
      'auto',
    );
    staker.height = delegated.height;

    // Someone else unbonds and moves, so the unbonding and redelegation pools hold tokens.
    const other = await freshWallet();
    await faucet(node.restUrl, other.address);
    const { signer: otherSigner } = await clients(node.rpcUrl, other.wallet);
    const stake = { denom: 'uopt', amount: String(100n * OPT) };
    await otherSigner.delegateTokens(other.address, VALIDATORS.cygnus, stake, 'auto');
    await otherSigner.undelegateTokens(
      other.address,
      VALIDATORS.cygnus,
      { denom: 'uopt', amount: String(30n * OPT) },
      'auto',
    );
  });
  afterAll(async () => {
    comet.disconnect();
    await node.stop();
  });

  /** Every x/auth account's uopt by module name ('' for a user account), read with cosmjs. */
  async function holdings() {
    const byModule = new Map<string, bigint>();
    let users = 0n;
    for (const account of node.node.app.accounts.all()) {
      const amount = BigInt(
        (await q.bank.allBalances(account.address)).find((c) => c.denom === 'uopt')?.amount ?? '0',
      );
      if (account.module) byModule.set(account.module, amount);
      else users += amount;
    }
    return { users, byModule };
  }

  async function supplyEqualsHoldings() {
    const total = await q.bank.totalSupply();
    expect(total.supply).toHaveLength(1);
    const supply = BigInt(total.supply[0]?.amount ?? '-1');
    expect(BigInt((await q.bank.supplyOf('uopt')).amount)).toBe(supply);
    const { users, byModule } = await holdings();
    const { pool } = await q.staking.pool();
    const bonded = BigInt(pool?.bondedTokens ?? '-1');
    const notBonded = BigInt(pool?.notBondedTokens ?? '-1');
    // The staking pool is the pools' balances: bonded = validators' tokens, not bonded = unbondings.
    expect(byModule.get('bonded_tokens_pool')).toBe(bonded);
    expect(byModule.get('not_bonded_tokens_pool')).toBe(notBonded);
    const { validators } = await q.staking.validators('');
    expect(validators.reduce((sum, v) => sum + BigInt(v.tokens), 0n)).toBe(bonded);
    const moving = byModule.get('redelegation_pool') ?? 0n;
    const fees = byModule.get('fee_collector') ?? 0n;
    expect(supply).toBe(users + bonded + notBonded + moving + fees);
    return { supply, bonded, notBonded, fees };
  }

  it('bank: the supply is every account plus the bonded, unbonding and module pools; OPT metadata', async () => {
    const { notBonded, fees } = await supplyEqualsHoldings();
    expect(notBonded).toBe(30n * OPT);
    expect(fees).toBeGreaterThan(0n);
    expect(await q.bank.supplyOf('uatom')).toEqual({ denom: 'uatom', amount: '0' });

    const metadata = await q.bank.denomMetadata('uopt');
    expect(metadata).toMatchObject({ base: 'uopt', display: 'OPT', name: 'OPT', symbol: 'OPT' });
    expect(metadata.denomUnits.map((u) => [u.denom, u.exponent])).toEqual([
      ['uopt', 0],
      ['OPT', 6],
    ]);
    expect(await q.bank.denomsMetadata()).toEqual([metadata]);
    await expect(q.bank.denomMetadata('uatom')).rejects.toThrow(
      /client metadata for denom uatom: key not found/,
    );
  });

  it("mint: Keplr's APR (inflation / bonded ratio) is the 12 % a delegator is paid before commission over a devnet advance", async () => {
    const params = await q.mint.params();
    expect(params.mintDenom).toBe('uopt');
    expect(asNumber(params.inflationMax)).toBe(0.12);
    expect(params.blocksPerYear).toBe(BigInt(YEAR_S));

    const { supply, bonded } = await supplyEqualsHoldings();
    const inflation = await q.mint.inflation();
    const provisions = await q.mint.annualProvisions();
    const { communityTax } = (await q.distribution.params()).params ?? { communityTax: '-1' };
    expect(communityTax).toBe('0');
    const apr = (asNumber(inflation) * (1 - 0)) / (Number(bonded) / Number(supply));
    expect(apr).toBeCloseTo(0.12, 6);
    expect(asNumber(provisions)).toBeCloseTo(0.12 * Number(bonded), 0);

    // Aurora (5 % commission) pays daily: two payouts cover the 2 days since the delegation.
    const before = await balanceOf(reader, staker.address);
    const from = (await reader.getBlock(staker.height)).header.time;
    await advance(node.restUrl, 2 * 86_400);
    const paid = (await balanceOf(reader, staker.address)) - before;
    // The last payout the advance made: one period before the next.
    const lastPayout = (await nextPayoutOf(node.restUrl, VALIDATORS.aurora)) - 86_400_000;
    const years = (lastPayout - new Date(from).getTime()) / 1000 / YEAR_S;
    const expected = Number(staker.stake) * apr * (1 - 0.05) * years;
    expect(paid).toBeGreaterThan(0n);
    expect(Number(paid) / expected).toBeCloseTo(1, 3);
    // Minting the rewards kept the supply the sum of what everyone holds.
    expect((await supplyEqualsHoldings()).supply).toBeGreaterThan(supply);
  });

  it('distribution: params, an empty community pool, a validator outstanding rewards and its commission share', async () => {
    expect((await q.distribution.params()).params).toMatchObject({
      communityTax: '0',
      withdrawAddrEnabled: false,
    });
    expect((await q.distribution.communityPool()).pool).toEqual([]);
    const outstanding =
      BigInt(
        (await q.distribution.validatorOutstandingRewards(VALIDATORS.aurora)).rewards?.rewards[0]
          ?.amount ?? '0',
      ) /
      10n ** 18n;
    const commission =
      BigInt(
        (await q.distribution.validatorCommission(VALIDATORS.aurora)).commission?.commission[0]
          ?.amount ?? '0',
      ) /
      10n ** 18n;
    const mine =
      BigInt(
        (await q.distribution.delegationRewards(staker.address, VALIDATORS.aurora)).rewards[0]
          ?.amount ?? '0',
      ) /
      10n ** 18n;
    const { validator } = await q.staking.validator(VALIDATORS.aurora);
    const tokens = BigInt(validator.tokens);
    expect(outstanding).toBeGreaterThan(0n);
    // Read one after the other: the chain may accrue a slot (a few uopt) between two reads.
    const slack = 20n;
    const expectedCommission = (outstanding * 500n) / 10_000n;
    expect(commission - expectedCommission).toBeLessThanOrEqual(slack);
    expect(expectedCommission - commission).toBeLessThanOrEqual(slack);
    const expectedMine = ((outstanding - expectedCommission) * staker.stake) / tokens;
    expect(mine - expectedMine).toBeLessThanOrEqual(slack);
    expect(expectedMine - mine).toBeLessThanOrEqual(slack);
    await expect(
      q.distribution.validatorCommission(toOperatorAddress(staker.address)),
    ).rejects.toThrow(/validator does not exist/);
  });

  it('slashing: one signing info per validator, from its creation height, none missed; params', async () => {
    const params = (await q.slashing.params()).params;
    expect(params?.signedBlocksWindow).toBe(100n);
    expect(new TextDecoder().decode(params?.slashFractionDowntime)).toBe('0');
    expect(new TextDecoder().decode(params?.minSignedPerWindow)).toBe('500000000000000000');

    const owner = await freshWallet();
    await faucet(node.restUrl, owner.address);
    const { signer } = await clients(node.rpcUrl, owner.wallet);
    const operator = toOperatorAddress(owner.address);
    const created = await signer.signAndBroadcast(
      owner.address,
      [createValidatorMsg({ moniker: 'vega', operator, amount: 50n * OPT, keyByte: 9 })],
      'auto',
    );
    expect(created.code).toBe(0);

    const { validators } = await q.staking.validators('');
    const { info } = await q.slashing.signingInfos();
    expect(info.map((i) => i.address).sort()).toEqual(
      validators.map((v) => valcons(v.consensusPubkey)).sort(),
    );
    const vega = validators.find((v) => v.operatorAddress === operator);
    const { valSigningInfo } = await q.slashing.signingInfo(valcons(vega?.consensusPubkey));
    expect(valSigningInfo).toMatchObject({
      startHeight: BigInt(created.height),
      missedBlocksCounter: 0n,
      tombstoned: false,
    });
    for (const i of info) expect(i.missedBlocksCounter).toBe(0n);
  });

  it('gov: params by type and no proposals; a proposal id is not found', async () => {
    const voting = await q.gov.params('voting');
    expect(voting.votingParams.votingPeriod.seconds).toBe(172_800n);
    const tallying = await q.gov.params('tallying');
    // v1beta1 carries a LegacyDec in bytes: its atomics' digits (0.334 x 10^18).
    expect(new TextDecoder().decode(tallying.tallyParams.quorum)).toBe('334000000000000000');
    const deposit = await q.gov.params('deposit');
    expect(deposit.depositParams.minDeposit).toEqual([{ denom: 'uopt', amount: '10000000' }]);
    const { proposals, pagination } = await q.gov.proposals(
      ProposalStatus.PROPOSAL_STATUS_UNSPECIFIED,
      '',
      '',
    );
    expect(proposals).toEqual([]);
    expect(pagination?.total).toBe(0n);
    await expect(q.gov.proposal(1)).rejects.toThrow(/proposal 1 doesn't exist: key not found/);
  });

  it('staking historical info: the header and the bonded set as each block opened; validator sets by height', async () => {
    const wallet = await freshWallet();
    await faucet(node.restUrl, wallet.address);
    const { signer } = await clients(node.rpcUrl, wallet.wallet);
    const delegated = await signer.delegateTokens(
      wallet.address,
      VALIDATORS.draco,
      { denom: 'uopt', amount: String(77n * OPT) },
      'auto',
    );
    await advance(node.restUrl, 1);
    const h = delegated.height;
    const dracoAt = async (height: number) => {
      const { hist } = await q.staking.historicalInfo(height);
      expect(hist?.header.height).toBe(BigInt(height));
      expect(hist?.header.chainId).toBe('optchain-1');
      return BigInt(hist?.valset.find((v) => v.operatorAddress === VALIDATORS.draco)?.tokens ?? 0);
    };
    // The delegation is in block h: the set as h opened has not seen it, the set of h + 1 has.
    expect((await dracoAt(h + 1)) - (await dracoAt(h))).toBe(77n * OPT);
    const { hist } = await q.staking.historicalInfo(h);
    const block = await reader.getBlock(h);
    expect(hist?.header.time.seconds).toBe(
      BigInt(Math.floor(new Date(block.header.time).getTime() / 1000)),
    );
    expect(hist?.valset.map((v) => BigInt(v.tokens))).toEqual(
      [...(hist?.valset ?? [])]
        .map((v) => BigInt(v.tokens))
        .sort((a, b) => (a > b ? -1 : a < b ? 1 : 0)),
    );
    await expect(q.staking.historicalInfo(10_000_000)).rejects.toThrow(
      /historical info for height 10000000 not found/,
    );

    const tendermint = new ServiceClientImpl(createProtobufRpcClient(new QueryClient(comet)));
    const bySet = await tendermint.GetValidatorSetByHeight({ height: BigInt(h + 1) });
    const draco = hist?.valset.find((v) => v.operatorAddress === VALIDATORS.draco);
    const dracoNow = bySet.validators.find((v) => v.address === valcons(draco?.consensusPubkey));
    expect(dracoNow?.votingPower).toBe((await dracoAt(h + 1)) / OPT);
    const latest = await tendermint.GetLatestValidatorSet({});
    expect(latest.validators.length).toBe(bySet.validators.length);
    expect(latest.blockHeight).toBeGreaterThan(BigInt(h));
  });
});
