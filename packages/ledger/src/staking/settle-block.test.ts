import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { devnetAddress } from '../addresses';
import { chainEnv, openChain } from '../context';
import { isLedgerError } from '../errors';
import { checkInvariants } from '../invariants';
import { addValidator, CHAIN, DAY_MS, GENESIS, makeChain, OPT } from '../test-support';
import type { ChainOp } from '../ops';
import type { TxRecord } from '../types';
import { settleDue, type SettledEvent } from './settle';
import { settleBlock, type SettleBudget } from './settle-block';

const HOUR_MS = 3_600_000;
const PEOPLE = [0, 1, 2, 3, 4, 5].map((i) => devnetAddress(`staker-${i}`));
/** Hourly, every 12 h, daily: created together, so their payouts meet at every day's end. */
const FREQUENCIES = [3_600, 43_200, 86_400];

/** A stake, then part of it unbonded and part moved (to another validator) a little later. */
type Step = {
  who: number;
  validator: number;
  amount: number;
  unbondPercent: number;
  movePercent: number;
  moveTo: number;
  afterMinutes: number;
};

const step: fc.Arbitrary<Step> = fc.record({
  who: fc.nat(PEOPLE.length - 1),
  validator: fc.nat(FREQUENCIES.length - 1),
  amount: fc.integer({ min: 1, max: 150 }),
  unbondPercent: fc.nat(60),
  movePercent: fc.nat(40),
  moveTo: fc.nat(FREQUENCIES.length - 1),
  afterMinutes: fc.nat(600),
});

/** A plain stake on the hourly validator. */
const stake: Step = {
  who: 0,
  validator: 0,
  amount: 1,
  unbondPercent: 0,
  movePercent: 0,
  moveTo: 0,
  afterMinutes: 0,
};

/** Validators, stakers, and unbondings and moves under way; refused operations change nothing. */
async function chainOf(steps: readonly Step[]) {
  const fx = makeChain();
  const validators: string[] = [];
  for (const [i, frequency] of FREQUENCIES.entries()) {
    validators.push(
      await addValidator(fx, `val-${i}`, { frequency, commissionBps: 500 + 300 * i }),
    );
  }
  for (const who of PEOPLE) await fx.chain.faucet(who, CHAIN);
  let elapsed = 0;
  const submit = (op: ChainOp) =>
    fx.chain.submit(op).catch((error: unknown) => {
      if (!isLedgerError(error)) throw error;
    });
  for (const s of steps) {
    fx.tick(s.afterMinutes * 60_000);
    elapsed += s.afterMinutes * 60_000;
    const delegator = PEOPLE[s.who] ?? '';
    const validator = validators[s.validator] ?? '';
    const amount = BigInt(s.amount) * OPT;
    await submit({ type: 'delegate', chainId: CHAIN, delegator, validator, amount });
    fx.tick(60_000);
    elapsed += 60_000;
    const part = (percent: number) => (amount * BigInt(percent)) / 100n;
    if (s.unbondPercent > 0) {
      await submit({
        type: 'undelegate',
        chainId: CHAIN,
        delegator,
        validator,
        amount: part(s.unbondPercent),
      });
    }
    if (s.movePercent > 0 && s.moveTo !== s.validator) {
      await submit({
        type: 'moveDelegation',
        chainId: CHAIN,
        delegator,
        fromValidator: validator,
        toValidator: validators[s.moveTo] ?? '',
        amount: part(s.movePercent),
      });
    }
  }
  return { ...fx, now: GENESIS + elapsed };
}

type Fixture = Awaited<ReturnType<typeof chainOf>>;

/** The node's context for its block `height` (heights count blocks, rewards accrue by time). */
function nodeBlock(fx: Fixture, height: number, time: number) {
  let n = 0;
  return openChain(fx.state, {
    ...chainEnv(fx.config, CHAIN, time, () => `${height}:${(n += 1)}`),
    blockHeight: height,
  });
}

const recordsOf = (events: readonly SettledEvent[]): TxRecord[] =>
  events.flatMap((e) => (e.kind === 'payout' ? e.records : []));

/** What each recipient was paid by each validator. */
function paidBy(records: readonly TxRecord[]): Record<string, string> {
  const sums = new Map<string, bigint>();
  for (const r of records)
    sums.set(`${r.from}>${r.to}`, (sums.get(`${r.from}>${r.to}`) ?? 0n) + r.amount);
  return Object.fromEntries([...sums].sort().map(([k, v]) => [k, String(v)]));
}

/** Everything settling changes, as one comparable value. */
async function stateOf(fx: Fixture) {
  return JSON.stringify(
    {
      balances: fx.state
        .allBalances()
        .map((b) => [b.account, b.denom, b.amount])
        .sort(),
      validators: await fx.state.listValidators(CHAIN),
      delegations: (await fx.state.listDelegations(CHAIN)).sort((a, b) =>
        `${a.delegator}${a.validator}`.localeCompare(`${b.delegator}${b.validator}`),
      ),
      unbondings: await fx.state.listUnbondings(CHAIN),
      moves: await fx.state.listRedelegations(CHAIN),
      pending: fx.state
        .allTransactions()
        .filter((t) => t.status === 'pending')
        .map((t) => t.hash),
    },
    (_key, value: unknown) => (typeof value === 'bigint' ? String(value) : value),
  );
}

/** Block by block as a node catching up: settleBlock with `budget` until the target is reached. */
async function inBlocks(fx: Fixture, target: number, budget?: SettleBudget) {
  const blocks: { through: number; events: SettledEvent[] }[] = [];
  for (let height = 1_000; ; height += 1) {
    const settled = await settleBlock(await nodeBlock(fx, height, target), target, { budget });
    blocks.push(settled);
    if (!settled.more) return blocks;
  }
}

describe('settleBlock: a node block settles what fell due, each validator paid once per recipient', () => {
  it('22 days of hourly payouts: one record per recipient, the sum of the 528 payouts settleDue makes', async () => {
    const steps = [0, 1, 2].map((who) => ({
      ...stake,
      who,
      amount: 100 + 37 * who,
      afterMinutes: 7,
    }));
    const [apart, summed] = [await chainOf(steps), await chainOf(steps)];
    const target = apart.now + 22 * DAY_MS;

    const oneByOne = await settleDue(await nodeBlock(apart, 1_000, target), target);
    const [block] = await inBlocks(summed, target);

    const hourly = oneByOne.events.filter(
      (e) => e.kind === 'payout' && e.records.some((r) => r.to === PEOPLE[0]),
    );
    expect(hourly).toHaveLength(22 * 24);
    const records = recordsOf(block?.events ?? []).filter(
      (r) => r.from === recordsOf(hourly)[0]?.from,
    );
    // The operator's commission and three delegators: four records instead of 4 x 528.
    expect(records).toHaveLength(4);
    expect(paidBy(recordsOf(block?.events ?? []))).toEqual(paidBy(recordsOf(oneByOne.events)));
    expect(await stateOf(summed)).toEqual(await stateOf(apart));
  });

  it('bounded blocks pay what block-by-block settlement pays, complete everything in the block of its time or the first after, and replay alike', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(step, { minLength: 1, maxLength: 12 }),
        fc.integer({ min: 0, max: 48 }),
        fc.record({
          records: fc.integer({ min: 80, max: 160 }),
          shares: fc.integer({ min: 24, max: 400 }),
        }),
        async (steps, extraHours, budget) => {
          const [apart, bounded, replayed] = await Promise.all([
            chainOf(steps),
            chainOf(steps),
            chainOf(steps),
          ]);
          // Past the 21-day unbondings and moves: they complete inside the span.
          const start = apart.now;
          const target = start + 22 * DAY_MS + extraHours * HOUR_MS;
          const oneByOne = await settleDue(await nodeBlock(apart, 1_000, target), target);
          const blocks = await inBlocks(bounded, target, budget);
          console.log(
            'STAT',
            blocks.length,
            blocks.flatMap((b) => b.events).filter((e) => e.kind === 'move').length,
            blocks.flatMap((b) => b.events).filter((e) => e.kind === 'unbonding').length,
          );

          // The same amounts to the last uopt, and the same state.
          const records = blocks.flatMap((b) => recordsOf(b.events));
          expect(paidBy(records)).toEqual(paidBy(recordsOf(oneByOne.events)));
          expect(await stateOf(bounded)).toEqual(await stateOf(apart));
          expect(await checkInvariants(bounded.state, bounded.config)).toEqual([]);

          // Each block within its budget (a time's things never exceed it here), times rising to the target.
          let previous = start;
          for (const block of blocks) {
            expect(block.through).toBeGreaterThan(previous);
            const completions = block.events.filter((e) => e.kind !== 'payout');
            expect(recordsOf(block.events).length + completions.length).toBeLessThanOrEqual(
              budget.records,
            );
            for (const e of block.events) {
              expect(e.time).toBeGreaterThan(previous);
              expect(e.time).toBeLessThanOrEqual(block.through);
            }
            previous = block.through;
          }
          expect(previous).toBe(target);
          expect(blocks.flatMap((b) => b.events.filter((e) => e.kind !== 'payout'))).toEqual(
            oneByOne.events.filter((e) => e.kind !== 'payout'),
          );

          // A replay opens each block at its time without a budget: the same blocks again.
          for (const [i, block] of blocks.entries()) {
            const again = await settleBlock(
              await nodeBlock(replayed, 1_000 + i, block.through),
              block.through,
            );
            expect(again.events).toEqual(block.events);
          }
          expect(await stateOf(replayed)).toEqual(await stateOf(bounded));
        },
      ),
      { numRuns: 10 },
    );
  }, 120_000);

  it('a budget smaller than one payout still moves on: each block settles one time', async () => {
    const steps = [0, 1].map((who) => ({ ...stake, who, amount: 50, afterMinutes: 1 }));
    const fx = await chainOf(steps);
    const target = fx.now + 5 * HOUR_MS;
    const blocks = await inBlocks(fx, target, { records: 1, shares: 1 });
    // Hours 1 to 5 of the hourly validator, one block each; the last block reaches the target.
    expect(blocks.map((b) => b.events.length)).toEqual([1, 1, 1, 1, 1]);
    expect(blocks.at(-1)?.through).toBe(target);
  });
});

describe('settleBlock with a pause', () => {
  it('awaits it while a large block settles (shares computed, records written) and settles the same', async () => {
    const manyStakers = async () => {
      const fx = makeChain();
      const hourly = await addValidator(fx, 'val-busy', { frequency: 3_600 });
      for (let i = 0; i < 250; i += 1) {
        const delegator = devnetAddress(`busy-${i}`);
        await fx.chain.faucet(delegator, CHAIN);
        await fx.chain.submit({
          type: 'delegate',
          chainId: CHAIN,
          delegator,
          validator: hourly,
          amount: BigInt(1 + i) * OPT,
        });
      }
      return { ...fx, now: GENESIS };
    };
    const [paused, straight] = [await manyStakers(), await manyStakers()];
    const target = GENESIS + 22 * DAY_MS;
    let pauses = 0;
    const withPauses = await settleBlock(await nodeBlock(paused, 1_000, target), target, {
      pause: () => {
        pauses += 1;
        return Promise.resolve();
      },
    });
    const without = await settleBlock(await nodeBlock(straight, 1_000, target), target);
    // 528 payouts of 252 shares (a pause every 80 payouts: 20 000 shares), then 251 records
    // (a pause after the first 200).
    expect(pauses).toBe(6 + 1);
    expect(withPauses).toEqual(without);
    expect(await stateOf(paused)).toEqual(await stateOf(straight));
  }, 60_000);
});
