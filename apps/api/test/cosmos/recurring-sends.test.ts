import { DirectSecp256k1HdWallet, decodeTxRaw } from '@cosmjs/proto-signing';
import { QueryClient, setupAuthzExtension, setupBankExtension } from '@cosmjs/stargate';
import { Comet38Client } from '@cosmjs/tendermint-rpc';
import { type RecurringSend, endpoints } from '@optwallet/contract';
import { SendAuthorization } from 'cosmjs-types/cosmos/bank/v1beta1/authz';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { eq } from 'drizzle-orm';
import { DEV_SCHEDULER_MNEMONIC } from '../../src/config/env';
import { cosmosRecurringSends } from '../../src/db/schema';
import { send } from '../support/harness';
import {
  type ChainHarness,
  type NodeHarness,
  createChainHarness,
  startNodeHarness,
} from '../support/node-harness';
import { PASSCODE, userWithWallet } from '../support/wallet-fixture';

/*
 * Recurring sends: the wallet grants the product's scheduler account a SendAuthorization capped
 * at the schedule's total, to the recipient only; each run after a devnet advance is the
 * scheduler's MsgExec; stopping revokes the grant. Read on the node with cosmjs, unchanged.
 */

vi.setConfig({ testTimeout: 180_000 });

const CHAIN = 'optchain-1';
const OPT = 1_000_000n;
const WEEK_S = 7 * 86_400;
const SEND = '/cosmos.bank.v1beta1.MsgSend';

let h: ChainHarness;
let queries: ReturnType<typeof queryClient>;
let scheduler: string;

const queryClient = (comet: Comet38Client) =>
  QueryClient.withExtensions(comet, setupAuthzExtension, setupBankExtension);

beforeAll(async () => {
  h = await createChainHarness({}, undefined, undefined, {
    scheduler: { mnemonic: DEV_SCHEDULER_MNEMONIC },
  });
  queries = queryClient(await Comet38Client.connect(h.chain.config.rpcUrl));
  const [account] = await (
    await DirectSecp256k1HdWallet.fromMnemonic(DEV_SCHEDULER_MNEMONIC, { prefix: 'opt' })
  ).getAccounts();
  scheduler = account?.address ?? '';
}, 120_000);
afterAll(async () => {
  await h.close();
});

type Person = Awaited<ReturnType<typeof userWithWallet>>;

const repeat = (p: Person, body: Record<string, unknown>, walletPasscode = PASSCODE) =>
  send(h, endpoints.createRecurringSend, {
    token: p.token,
    params: { id: p.walletId },
    body: { chainId: CHAIN, every: 'week', walletPasscode, ...body },
  });
const schedulesOf = async (p: Person) =>
  (await send(h, endpoints.recurringSends, { token: p.token, params: { id: p.walletId } })).data
    ?.schedules ?? [];
const stop = (p: Person, scheduleId: string) =>
  send(h, endpoints.cancelRecurringSend, {
    token: p.token,
    params: { id: p.walletId, scheduleId },
    body: { walletPasscode: PASSCODE },
  });
const advance = async (seconds: number) =>
  expect((await send(h, endpoints.devAdvance, { body: { seconds } })).status).toBe(200);

const balanceOf = async (address: string) =>
  BigInt((await queries.bank.balance(address, 'uopt')).amount);

/** The wallet's send grant to the scheduler on the node; undefined: none. */
async function sendGrantOf(granter: string) {
  try {
    const { grants } = await queries.authz.grants(granter, scheduler, SEND);
    const any = grants[0]?.authorization;
    return any && SendAuthorization.decode(any.value);
  } catch (error) {
    if (/no authorization found|not found/i.test(String(error))) return undefined;
    throw error;
  }
}

/** Waits (the job runs every 5 s on the devnet) until the person's schedule is as `done` says. */
async function until(p: Person, done: (s: RecurringSend) => boolean): Promise<RecurringSend> {
  const deadline = Date.now() + 45_000;
  for (;;) {
    const [schedule] = await schedulesOf(p);
    if (schedule && done(schedule)) return schedule;
    if (Date.now() > deadline) throw new Error(`schedule stayed ${JSON.stringify(schedule)}`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

const titlesOf = async (p: Person) =>
  (await send(h, endpoints.notifications, { token: p.token, query: { page: '1' } })).data?.data.map(
    (n) => `${n.title}: ${n.message}`,
  ) ?? [];

describe('recurring sends', () => {
  it('a weekly send of 3 runs is granted as 3 × the amount to the recipient only, runs after each advanced week, and stops when cancelled', async () => {
    const ana = await userWithWallet(h, 'repeatana');
    const bob = await userWithWallet(h, 'repeatbob');
    const created = await repeat(ana, { to: bob.native, amount: '2.5', count: 3 });
    expect(created.status, JSON.stringify(created.error)).toBe(200);
    const [schedule] = created.data?.schedules ?? [];
    expect(schedule).toMatchObject({
      to: bob.native,
      amount: '2.5',
      every: 'week',
      runs: 3,
      total: '7.5',
      status: 'active',
      sent: 0,
      failed: 0,
      lastRun: null,
    });
    // The first run is a week of chain time after the start.
    const weekMs = WEEK_S * 1000;
    const startedAt = Date.parse(schedule?.startedAt ?? '');
    expect(Date.parse(schedule?.nextRunAt ?? '')).toBe(startedAt + weekMs);

    const grant = await sendGrantOf(ana.native);
    expect(grant).toEqual({
      spendLimit: [{ denom: 'uopt', amount: String(3n * 2_500_000n) }],
      allowList: [bob.native],
    });
    const listed = await send(h, endpoints.chainGrants, {
      token: ana.token,
      params: { id: ana.walletId },
    });
    expect(listed.data?.grants).toEqual([
      expect.objectContaining({ grantee: scheduler, msgTypeUrl: SEND, recurringSends: true }),
    ]);

    const before = await balanceOf(bob.native);
    await advance(WEEK_S);
    const first = await until(ana, (s) => s.sent === 1);
    await h.indexed();
    expect(await balanceOf(bob.native)).toBe(before + 2_500_000n);
    expect(first).toMatchObject({ status: 'active', lastRun: { status: 'sent', error: null } });
    expect(Date.parse(first.nextRunAt ?? '')).toBe(startedAt + 2 * weekMs);
    expect((await sendGrantOf(ana.native))?.spendLimit).toEqual([
      { denom: 'uopt', amount: String(2n * 2_500_000n) },
    ]);
    // The sender by the job, the recipient by the follower's "Funds received".
    await vi.waitFor(
      async () => {
        expect(await titlesOf(ana)).toContain(
          'Recurring send made: Your recurring send of 2.5 OPT to @repeatbob was made (run 1 of 3).',
        );
        expect(await titlesOf(bob)).toContainEqual(expect.stringMatching(/^Funds received: /));
      },
      { timeout: 15_000, interval: 250 },
    );

    await advance(WEEK_S);
    await until(ana, (s) => s.sent === 2);
    expect(await balanceOf(bob.native)).toBe(before + 2n * 2_500_000n);

    const stopped = await stop(ana, schedule?.id ?? '');
    expect(stopped.status, JSON.stringify(stopped.error)).toBe(200);
    expect(stopped.data?.schedules[0]).toMatchObject({ status: 'cancelled', nextRunAt: null });
    expect(await sendGrantOf(ana.native)).toBeUndefined();
    expect((await queries.authz.granterGrants(ana.native)).grants).toEqual([]);
    await advance(WEEK_S);
    // Two job passes later nothing more was sent.
    await new Promise((resolve) => setTimeout(resolve, 12_000));
    expect(await balanceOf(bob.native)).toBe(before + 2n * 2_500_000n);
    expect((await schedulesOf(ana))[0]).toMatchObject({ sent: 2, status: 'cancelled' });
  });

  it('a run the job never heard back from is settled from its block on the next pass, not paid twice', async () => {
    const kit = await userWithWallet(h, 'repeatkit');
    const lou = await userWithWallet(h, 'repeatlou');
    const created = await repeat(kit, { to: lou.native, amount: '1.5', count: 2 });
    expect(created.status, JSON.stringify(created.error)).toBe(200);
    const id = created.data?.schedules[0]?.id ?? '';
    const before = await balanceOf(lou.native);
    await advance(WEEK_S);
    const first = await until(kit, (s) => s.sent === 1);
    const hash = first.lastRun?.transactionHash ?? '';
    const landed = await h.node.reader.getTx(hash);
    const sequence = Number(
      decodeTxRaw(landed?.tx ?? new Uint8Array()).authInfo.signerInfos[0]?.sequence,
    );

    // As if the API stopped after the broadcast, before its block came back: the run is due,
    // its transaction in flight.
    const row = eq(cosmosRecurringSends.id, id);
    const [due] = await h.deps.db.select().from(cosmosRecurringSends).where(row);
    await h.deps.db
      .update(cosmosRecurringSends)
      .set({
        sent: 0,
        nextRunAt: due?.lastRunAt ?? 0,
        lastRunAt: null,
        lastRunStatus: null,
        lastHash: null,
        pendingHash: hash,
        pendingSequence: sequence,
      })
      .where(row);
    const settled = await until(kit, (s) => s.sent === 1);
    expect(settled.lastRun).toMatchObject({ status: 'sent', transactionHash: hash });
    await h.indexed();
    expect(await balanceOf(lou.native)).toBe(before + 1_500_000n);
    const [after] = await h.deps.db.select().from(cosmosRecurringSends).where(row);
    expect(after).toMatchObject({ pendingHash: null, pendingSequence: null });
  });

  it('a run in flight when its schedule is stopped is still settled from its block, and nothing more is sent', async () => {
    const kim = await userWithWallet(h, 'repeatkim');
    const max = await userWithWallet(h, 'repeatmax');
    const created = await repeat(kim, { to: max.native, amount: '1.25', count: 3 });
    expect(created.status, JSON.stringify(created.error)).toBe(200);
    const id = created.data?.schedules[0]?.id ?? '';
    const before = await balanceOf(max.native);
    await advance(WEEK_S);
    const first = await until(kim, (s) => s.sent === 1);
    const hash = first.lastRun?.transactionHash ?? '';
    const landed = await h.node.reader.getTx(hash);
    const sequence = Number(
      decodeTxRaw(landed?.tx ?? new Uint8Array()).authInfo.signerInfos[0]?.sequence,
    );

    // As if the API stopped after the broadcast, and the sender pressed Stop before its block
    // came back: the schedule is stopped with its run in flight.
    const row = eq(cosmosRecurringSends.id, id);
    await h.deps.db
      .update(cosmosRecurringSends)
      .set({ sent: 0, lastRunAt: null, lastRunStatus: null, lastHash: null })
      .where(row);
    await h.deps.db
      .update(cosmosRecurringSends)
      .set({ pendingHash: hash, pendingSequence: sequence })
      .where(row);
    expect((await stop(kim, id)).status).toBe(200);
    const settled = await until(kim, (s) => s.sent === 1);
    expect(settled).toMatchObject({ status: 'cancelled', nextRunAt: null });
    expect(settled.lastRun).toMatchObject({ status: 'sent', transactionHash: hash });
    await advance(2 * WEEK_S);
    await h.indexed();
    expect(await balanceOf(max.native)).toBe(before + 1_250_000n);
    const [after] = await h.deps.db.select().from(cosmosRecurringSends).where(row);
    expect(after).toMatchObject({ pendingHash: null, pendingSequence: null, sent: 1 });
  });

  it('a run in flight that never landed is not broadcast again once its schedule is stopped', async () => {
    const ned = await userWithWallet(h, 'repeatned');
    const ola = await userWithWallet(h, 'repeatola');
    const created = await repeat(ned, { to: ola.native, amount: '2', count: 2 });
    expect(created.status, JSON.stringify(created.error)).toBe(200);
    const id = created.data?.schedules[0]?.id ?? '';
    const before = await balanceOf(ola.native);
    const row = eq(cosmosRecurringSends.id, id);
    await h.deps.db
      .update(cosmosRecurringSends)
      .set({ pendingHash: 'AB'.repeat(32), pendingSequence: 0 })
      .where(row);
    expect((await stop(ned, id)).status).toBe(200);
    await advance(WEEK_S);
    await expect
      .poll(
        async () =>
          (await h.deps.db.select().from(cosmosRecurringSends).where(row))[0]?.pendingHash,
        { timeout: 45_000, interval: 250 },
      )
      .toBeNull();
    await h.indexed();
    expect(await balanceOf(ola.native)).toBe(before);
    expect((await schedulesOf(ned))[0]).toMatchObject({
      status: 'cancelled',
      sent: 0,
      lastRun: null,
    });
  });

  it('a run the wallet cannot pay is shown as retrying, retried once, then failed for that run', async () => {
    const cleo = await userWithWallet(h, 'repeatcleo');
    const dan = await userWithWallet(h, 'repeatdan');
    const more = (await balanceOf(cleo.native)) / OPT + 1n;
    const created = await repeat(cleo, { to: dan.native, amount: String(more), count: 2 });
    expect(created.status, JSON.stringify(created.error)).toBe(200);
    const before = await balanceOf(dan.native);

    await advance(WEEK_S);
    const retrying = await until(cleo, (s) => s.lastRun !== null);
    expect(retrying).toMatchObject({
      sent: 0,
      failed: 0,
      lastRun: { status: 'retrying', error: 'Not enough OPT in the wallet' },
    });
    const failed = await until(cleo, (s) => s.failed === 1);
    expect(failed).toMatchObject({
      sent: 0,
      status: 'active',
      lastRun: { status: 'failed', error: 'Not enough OPT in the wallet' },
    });
    // The schedule goes on to its second run, two weeks after the start.
    expect(Date.parse(failed.nextRunAt ?? '')).toBe(
      Date.parse(failed.startedAt) + 2 * WEEK_S * 1000,
    );
    expect(await balanceOf(dan.native)).toBe(before);
    expect(await titlesOf(cleo)).toContain(
      `Recurring send failed: Your recurring send of ${more} OPT to @repeatdan failed (run 1 of 2): Not enough OPT in the wallet.`,
    );
  });

  it('refuses a wrong wallet key (400), and an amount, a count or a date that cannot be (422), granting nothing', async () => {
    const eve = await userWithWallet(h, 'repeateve');
    const fay = await userWithWallet(h, 'repeatfay');
    const wrongKey = await repeat(eve, { to: fay.native, amount: '1', count: 3 }, 'Wrong#key1');
    expect(wrongKey.status).toBe(400);
    expect(wrongKey.error?.errors).toHaveProperty('walletPasscode');
    const refused = [
      [{ amount: '0', count: 3 }, { amount: ['The amount must be more than 0'] }],
      [{ amount: '1', count: 0 }, { count: ['The schedule must have at least one run'] }],
      [{ amount: '1', count: 105 }, { count: ['The schedule can have at most 104 runs'] }],
      [
        { amount: '1', count: 2, until: '2099-01-01' },
        { count: ['Give either a number of times or an end date'] },
      ],
      [
        { amount: '1', until: '2000-01-01' },
        { until: ['The end date must be on or after the first repeat'] },
      ],
      [
        { amount: '1', until: '2026-02-30' },
        { until: ['The end date must be on or after the first repeat'] },
      ],
      [{ amount: '1', until: '2199-01-01' }, { until: ['The schedule can have at most 104 runs'] }],
    ] as const;
    for (const [body, errors] of refused) {
      const res = await repeat(eve, { to: fay.native, ...body });
      expect({ body, status: res.status, errors: res.error?.errors }).toEqual({
        body,
        status: 422,
        errors,
      });
    }
    expect(await sendGrantOf(eve.native)).toBeUndefined();
    expect(await schedulesOf(eve)).toEqual([]);
  });

  it('until a date: the runs due by that day, granted as their total', async () => {
    const gus = await userWithWallet(h, 'repeatgus');
    const hal = await userWithWallet(h, 'repeathal');
    const now = Date.parse((await h.node.reader.getBlock()).header.time);
    // A month and a day later: four weekly runs fall due by then.
    const day = new Date(now + 31 * 86_400_000).toISOString().slice(0, 10);
    const created = await repeat(gus, { to: hal.native, amount: '1', until: day });
    expect(created.status, JSON.stringify(created.error)).toBe(200);
    expect(created.data?.schedules[0]).toMatchObject({ runs: 4, until: day, total: '4' });
    expect((await sendGrantOf(gus.native))?.spendLimit).toEqual([
      { denom: 'uopt', amount: String(4n * OPT) },
    ]);
  });
});

describe('recurring sends on a server with no scheduler account', () => {
  let n: NodeHarness;
  beforeAll(async () => {
    n = await startNodeHarness();
  }, 120_000);
  afterAll(() => n.close());

  it('says they are unavailable and refuses to set one up (422), granting nothing', async () => {
    const ivy = await userWithWallet(n.h, 'repeativy');
    const jon = await userWithWallet(n.h, 'repeatjon');
    const list = await send(n.h, endpoints.recurringSends, {
      token: ivy.token,
      params: { id: ivy.walletId },
    });
    expect(list.data).toEqual({ available: false, schedules: [] });
    const res = await send(n.h, endpoints.createRecurringSend, {
      token: ivy.token,
      params: { id: ivy.walletId },
      body: {
        chainId: CHAIN,
        to: jon.native,
        amount: '1',
        every: 'week',
        count: 3,
        walletPasscode: PASSCODE,
      },
    });
    expect(res.status).toBe(422);
    expect(res.error?.message).toBe('Recurring sends are not available on this server');
    const authz = QueryClient.withExtensions(
      await Comet38Client.connect(n.chain.config.rpcUrl),
      setupAuthzExtension,
    );
    expect((await authz.authz.granterGrants(ivy.native)).grants).toEqual([]);
  });
});
