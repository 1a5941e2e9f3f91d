import { DirectSecp256k1HdWallet } from '@cosmjs/proto-signing';
import { QueryClient, setupAuthzExtension, setupStakingExtension } from '@cosmjs/stargate';
import { Comet38Client } from '@cosmjs/tendermint-rpc';
import { endpoints } from '@optwallet/contract';
import { parseAmount } from '@optwallet/domain';
import { DEFAULT_SEED_VALIDATORS, devnetAddress, toOperatorAddress } from '@optwallet/ledger';
import { GenericAuthorization } from 'cosmjs-types/cosmos/authz/v1beta1/authz';
import { AuthorizationType, StakeAuthorization } from 'cosmjs-types/cosmos/staking/v1beta1/authz';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { walletsDue } from '../../src/chains/cosmos/compound-job';
import { DEV_RESTAKE_MNEMONIC } from '../../src/config/env';
import { cosmosAutoCompound } from '../../src/db/schema';
import { send } from '../support/harness';
import {
  type ChainHarness,
  type NodeHarness,
  createChainHarness,
  startNodeHarness,
  transferOpt,
} from '../support/node-harness';
import { PASSCODE, userWithWallet } from '../support/wallet-fixture';

/*
 * Auto-compound rewards: the wallet grants the product's restake account (x/authz: a
 * StakeAuthorization for delegate within a cap and the validators it stakes with, and the
 * withdraw right), the job's MsgExec delegates the rewards again, and turning off revokes. Read
 * on the node with cosmjs, unchanged, after each action.
 */

vi.setConfig({ testTimeout: 120_000 });

const CHAIN = 'optchain-1';
const OPT = 1_000_000n;
const DAY_S = 86_400;
const AURORA = toOperatorAddress(
  devnetAddress(DEFAULT_SEED_VALIDATORS.find((v) => v.moniker === 'aurora')!.label),
);
const DELEGATE = '/cosmos.staking.v1beta1.MsgDelegate';

let h: ChainHarness;
let queries: ReturnType<typeof queryClient>;
let restake: string;

const queryClient = (comet: Comet38Client) =>
  QueryClient.withExtensions(comet, setupAuthzExtension, setupStakingExtension);

beforeAll(async () => {
  h = await createChainHarness({}, undefined, undefined, {
    restake: { mnemonic: DEV_RESTAKE_MNEMONIC },
  });
  queries = queryClient(await Comet38Client.connect(h.chain.config.rpcUrl));
  const [account] = await (
    await DirectSecp256k1HdWallet.fromMnemonic(DEV_RESTAKE_MNEMONIC, { prefix: 'opt' })
  ).getAccounts();
  restake = account?.address ?? '';
}, 120_000);
afterAll(async () => {
  await h.close();
});

type Person = Awaited<ReturnType<typeof userWithWallet>>;

const stateOf = (p: Person) =>
  send(h, endpoints.autoCompound, { token: p.token, params: { id: p.walletId, chainId: CHAIN } });
const turnOn = (p: Person, cap: string, walletPasscode = PASSCODE) =>
  send(h, endpoints.autoCompoundOn, {
    token: p.token,
    params: { id: p.walletId, chainId: CHAIN },
    body: { cap, walletPasscode },
  });
const turnOff = (p: Person) =>
  send(h, endpoints.autoCompoundOff, {
    token: p.token,
    params: { id: p.walletId, chainId: CHAIN },
    body: { walletPasscode: PASSCODE },
  });

/** The wallet's stake with a validator as the node answers it. */
async function delegationOf(address: string, validator: string): Promise<bigint> {
  const answer = await queries.staking.delegation(address, validator);
  return BigInt(answer.delegationResponse?.balance?.amount ?? '0');
}

/** The wallet's grants to the restake account as the node answers them (none: empty). */
async function grantsOf(address: string) {
  try {
    return (await queries.authz.grants(address, restake, '')).grants;
  } catch (error) {
    if (/no authorization found/.test(String(error))) return [];
    throw error;
  }
}

async function staked(p: Person, amount: string) {
  const res = await transferOpt(h, p, { amount, to: AURORA, transferType: 'delegate' });
  expect(res.status, JSON.stringify(res.error)).toBe(200);
  await h.indexed();
}

describe('auto-compound rewards', () => {
  it('turned on, the job compounds two days of rewards into the stake; turned off, no grant is left', async () => {
    const ana = await userWithWallet(h, 'compoundana');
    await staked(ana, '500');
    const off = await stateOf(ana);
    expect(off.data).toMatchObject({ status: 'off', cap: null, lastRunAt: null });
    // Twice a year's 12 % on 500 OPT, whole OPT.
    expect(off.data?.defaultCap).toBe('120');

    const on = await turnOn(ana, '50');
    expect(on.status, JSON.stringify(on.error)).toBe(200);
    expect(on.data).toMatchObject({
      status: 'on',
      cap: '50',
      capLeft: '50',
      validators: [{ address: AURORA, moniker: 'aurora' }],
      lastRunAt: null,
      totalCompounded: '0',
    });

    const grants = await grantsOf(ana.native);
    const stakeGrant = grants.find((g) => g.authorization?.typeUrl === StakeAuthorization.typeUrl);
    const stake = StakeAuthorization.decode(stakeGrant?.authorization?.value ?? new Uint8Array());
    expect(stake).toMatchObject({
      maxTokens: { denom: 'uopt', amount: String(50n * OPT) },
      allowList: { address: [AURORA] },
      authorizationType: AuthorizationType.AUTHORIZATION_TYPE_DELEGATE,
    });
    const withdraw = grants.find((g) => g.authorization?.typeUrl === GenericAuthorization.typeUrl);
    expect(GenericAuthorization.decode(withdraw?.authorization?.value ?? new Uint8Array())).toEqual(
      {
        msg: '/cosmos.distribution.v1beta1.MsgWithdrawDelegatorReward',
      },
    );
    // A year of chain time from the grant.
    const chainNow = Date.parse((await h.node.reader.getBlock()).header.time);
    const expires = Number(stakeGrant?.expiration?.seconds ?? 0n) * 1000;
    expect(Math.abs(expires - (chainNow + 365 * DAY_S * 1000))).toBeLessThan(60_000);

    const before = await delegationOf(ana.native, AURORA);
    expect(before).toBe(500n * OPT);
    const advanced = await send(h, endpoints.devAdvance, { body: { seconds: 2 * DAY_S } });
    expect(advanced.status).toBe(200);

    // The job (every 5 s on the devnet) compounds what the two days paid.
    let ran = await stateOf(ana);
    const deadline = Date.now() + 30_000;
    while (ran.data?.lastRunAt === null && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 250));
      ran = await stateOf(ana);
    }
    expect(ran.data?.lastRunAt).not.toBeNull();
    const compounded = parseAmount(ran.data?.lastCompounded ?? '0', 6);
    // Two days of 12 % a year on 500 OPT, less aurora's commission: about 0.31 OPT.
    expect(compounded).toBeGreaterThan(250_000n);
    expect(compounded).toBeLessThan(330_000n);
    expect(await delegationOf(ana.native, AURORA)).toBe(before + compounded);
    expect(ran.data?.totalCompounded).toBe(ran.data?.lastCompounded);
    expect(parseAmount(ran.data?.capLeft ?? '0', 6)).toBe(50n * OPT - compounded);
    const left = StakeAuthorization.decode(
      (await grantsOf(ana.native)).find(
        (g) => g.authorization?.typeUrl === StakeAuthorization.typeUrl,
      )?.authorization?.value ?? new Uint8Array(),
    );
    expect(left.maxTokens?.amount).toBe(String(50n * OPT - compounded));

    const revoked = await turnOff(ana);
    expect(revoked.status, JSON.stringify(revoked.error)).toBe(200);
    expect(revoked.data).toMatchObject({ status: 'off', validators: [] });
    expect(revoked.data?.totalCompounded).toBe(ran.data?.lastCompounded);
    expect(await grantsOf(ana.native)).toEqual([]);
    expect((await queries.authz.granterGrants(ana.native)).grants).toEqual([]);
  });

  it('a stake with a validator the grant does not name is listed as not compounded', async () => {
    const ben = await userWithWallet(h, 'compoundben');
    await staked(ben, '100');
    expect((await turnOn(ben, '5')).status).toBe(200);
    const borealis = toOperatorAddress(
      devnetAddress(DEFAULT_SEED_VALIDATORS.find((v) => v.moniker === 'borealis')!.label),
    );
    const res = await transferOpt(h, ben, { amount: '10', to: borealis, transferType: 'delegate' });
    expect(res.status, JSON.stringify(res.error)).toBe(200);
    await h.indexed();
    expect((await stateOf(ben)).data).toMatchObject({
      status: 'on',
      validators: [{ address: AURORA }],
      notCompounded: [{ address: borealis, moniker: 'borealis' }],
    });
    // Granted again, the new validator is in the allow list.
    expect((await turnOn(ben, '5')).data?.notCompounded).toEqual([]);
    const grants = await grantsOf(ben.native);
    const stake = StakeAuthorization.decode(
      grants.find((g) => g.authorization?.typeUrl === StakeAuthorization.typeUrl)?.authorization
        ?.value ?? new Uint8Array(),
    );
    expect(stake.allowList?.address.sort()).toEqual([AURORA, borealis].sort());
  });

  it('refuses a wrong wallet key, a wallet with no stake and a cap of 0, granting nothing', async () => {
    const cleo = await userWithWallet(h, 'compoundcleo');
    const unstaked = await turnOn(cleo, '5');
    expect(unstaked.status).toBe(422);
    expect(unstaked.error?.message).toBe(
      'Stake with a validator first: there are no rewards to compound yet',
    );
    await staked(cleo, '100');
    const wrongKey = await turnOn(cleo, '5', 'Wrong#key1');
    expect(wrongKey.status).toBe(400);
    expect(wrongKey.error?.errors).toHaveProperty('walletPasscode');
    const zero = await turnOn(cleo, '0');
    expect(zero.status).toBe(422);
    expect(zero.error?.errors).toEqual({ cap: ['The cap must be more than 0'] });
    expect(await grantsOf(cleo.native)).toEqual([]);
    expect((await stateOf(cleo)).data?.status).toBe('off');
    expect(
      (await queries.authz.grants(cleo.native, restake, DELEGATE).catch(() => undefined))?.grants,
    ).toBeUndefined();
  });
});

describe("the job's turns", () => {
  it('beyond what one run takes, the wallets looked at longest ago come first (never looked at: first of all)', async () => {
    // A chain of its own, which the running job does not read.
    const chainId = 'turns-test-1';
    const row = (wallet: string, checkedAt: number | null) => ({
      chainId,
      wallet,
      grantee: restake,
      validators: AURORA,
      cap: 5n * OPT,
      capLeft: 5n * OPT,
      grantedAt: 0,
      expiresAt: 0,
      compoundedToHeight: 0,
      totalCompounded: 0n,
      checkedAt,
    });
    await h.deps.db
      .insert(cosmosAutoCompound)
      .values([row('opt1c', 2_000), row('opt1a', 1_000), row('opt1d', null), row('opt1b', null)]);
    await h.deps.db
      .insert(cosmosAutoCompound)
      .values({ ...row('opt1revoked', null), revokedAt: 1 });
    const due = async (limit: number) =>
      (await walletsDue(h.deps.db, chainId, limit)).map((s) => s.wallet);
    expect(await due(2)).toEqual(['opt1b', 'opt1d']);
    expect(await due(10)).toEqual(['opt1b', 'opt1d', 'opt1a', 'opt1c']);
  });
});

describe('auto-compound on a server with no restake account', () => {
  let n: NodeHarness;
  beforeAll(async () => {
    n = await startNodeHarness();
  }, 120_000);
  afterAll(() => n.close());

  it('says it is unavailable and refuses to turn on (422 with the reason)', async () => {
    const dan = await userWithWallet(n.h, 'compounddan');
    const params = { id: dan.walletId, chainId: CHAIN };
    const state = await send(n.h, endpoints.autoCompound, { token: dan.token, params });
    expect(state.data?.status).toBe('unavailable');
    const on = await send(n.h, endpoints.autoCompoundOn, {
      token: dan.token,
      params,
      body: { cap: '5', walletPasscode: PASSCODE },
    });
    expect(on.status).toBe(422);
    expect(on.error?.message).toBe('Auto-compound rewards is not available on this server');
  });
});
