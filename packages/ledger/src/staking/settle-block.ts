import { at, type ChainContext } from '../context';
import type { Delegation, TxRecord } from '../types';
import { dueBy, type Due } from './due';
import { complete } from './maturity';
import { addShares, byDelegator, mintPayout, payoutAmounts, withoutZeros } from './rewards';
import type { SettledEvent } from './settle';

/** How much one block may settle. */
export interface SettleBudget {
  /** Records written: one per completed unbonding or move, one per validator and recipient paid. */
  records: number;
  /** Shares computed: each payout of a validator computes one per recipient. */
  shares: number;
}

const UNBOUNDED: SettleBudget = {
  records: Number.POSITIVE_INFINITY,
  shares: Number.POSITIVE_INFINITY,
};

export interface SettleBlockOptions {
  /** What the block may settle; unbounded unless given (a node's replay). */
  budget?: SettleBudget;
  /**
   * Awaited now and then (every PAUSE_SHARES shares computed, every PAUSE_RECORDS records
   * written): a server lets requests in while a large block settles. Nothing else may use the
   * state meanwhile.
   */
  pause?: () => Promise<void>;
}

const PAUSE_SHARES = 20_000;
const PAUSE_RECORDS = 200;

export interface BlockSettlement {
  /**
   * The block's time: everything that fell due by it is settled, nothing after it. The target,
   * unless the budget stopped short of it (then the time of the last thing settled).
   */
  through: number;
  /** Whether something due by the target is left for the next block. */
  more: boolean;
  /** What was settled, in time order (a payout at the last of the payouts it sums). */
  events: SettledEvent[];
}

/** A validator's payouts in this block, summed per recipient (in paying order). */
interface Run {
  operator: string;
  account: string;
  order: number;
  last: number;
  /** Sums of the payouts before its delegations last changed (a move reached the validator). */
  shares: Map<string, bigint>;
  /** Sums since, aligned with the delegations they paid: while those stand, no recipient is new. */
  since: { delegations: readonly Delegation[]; commission: bigint; sums: bigint[] };
  /** Every recipient the budget counted for it (a share may round to nothing, then grow). */
  counted: Set<string>;
}

/** A run's sums by recipient, in paying order. */
function sharesOf(run: Run): Map<string, bigint> {
  const { delegations, commission, sums } = run.since;
  addShares(run.shares, run.account, commission, delegations, sums);
  run.since = { delegations: [], commission: 0n, sums: [] };
  return run.shares;
}

/**
 * Settles, for a node's block, what fell due by `target`: matured unbondings and completed moves
 * (each its own record, in the block of its time or the first block after), and each validator's
 * reward payouts, computed one by one at their own times exactly as `settleDue` computes them
 * (accrual up to each payout time on the tokens of the moment, commission, shares rounded down,
 * the dust carried to the next) but paid as ONE `distribution` record per validator and
 * recipient: the sum of its payouts in the block. So the amounts are those of block-by-block
 * settlement, to the last uopt, and only the number of records changes.
 *
 * `budget` bounds the block: the things due at one time are settled together (never split), and
 * before each time after the first the settlement stops if that time would take the block past
 * its budget of records or shares. So a block holds at most the budget, or the things due at one
 * time if they alone exceed it (a validator's payout pays all its delegators in one block). The
 * block's time is then the last time settled (`through`, with `more`) and the next block goes on
 * from there. Everything due by `through` is settled, so settling again to `through` without a
 * budget (a node's replay) settles the same.
 */
export async function settleBlock(
  ctx: ChainContext,
  target: number,
  { budget = UNBOUNDED, pause }: SettleBlockOptions = {},
): Promise<BlockSettlement> {
  const queue = await dueBy(ctx, target);
  if (!queue) return { through: target, more: false, events: [] };
  const { state } = ctx;
  const chainId = ctx.spec.chainId;
  // A validator's delegations change only when a move reaches it: read once until then.
  const delegations = new Map<string, Delegation[]>();
  const delegationsOf = async (operator: string) => {
    const known = delegations.get(operator);
    if (known) return known;
    const read = byDelegator(await state.listDelegations(chainId, { validator: operator }));
    delegations.set(operator, read);
    return read;
  };
  const runs = new Map<string, Run>();
  /** Records and shares `due` may take: a move counts the recipient it may add to a payout. */
  const costOf = async (due: Due) => {
    if (due.kind !== 'payout') return { records: due.kind === 'move' ? 2 : 1, shares: 0 };
    const current = await delegationsOf(due.operator);
    const run = runs.get(due.operator);
    const added =
      run?.since.delegations === current
        ? 0
        : current.filter((d) => !run?.counted.has(d.delegator)).length;
    return { records: added + (run ? 0 : 1), shares: current.length + 1 };
  };

  const completions: SettledEvent[] = [];
  const used = { records: 0, shares: 0 };
  let through: number | undefined;
  let pausedAt = 0;
  for (let group = queue.group(); group.length > 0; group = queue.group()) {
    if (pause && used.shares - pausedAt >= PAUSE_SHARES) {
      pausedAt = used.shares;
      await pause();
    }
    const cost = { records: used.records, shares: used.shares };
    for (const due of group) {
      const { records, shares } = await costOf(due);
      cost.records += records;
      cost.shares += shares;
    }
    if (through !== undefined && (cost.records > budget.records || cost.shares > budget.shares))
      break;
    for (const due of group) {
      const when = at(ctx, due.time);
      if (due.kind !== 'payout') {
        queue.take(due);
        await complete(when, due);
        if (due.kind === 'move') delegations.delete(due.entry.toValidator);
        completions.push(due);
      } else {
        const validator = await state.getValidator(chainId, due.operator);
        if (!validator) throw new Error(`Validator ${due.operator} vanished while settling`);
        const current = await delegationsOf(due.operator);
        const paid = payoutAmounts(when, validator, current);
        await state.putValidator(paid.validator);
        queue.take(due, paid.validator.nextPayoutAt);
        const run = runs.get(due.operator) ?? {
          operator: due.operator,
          account: validator.accountAddress,
          order: queue.validators.indexOf(due.operator),
          last: due.time,
          shares: new Map<string, bigint>(),
          since: { delegations: [], commission: 0n, sums: [] },
          counted: new Set([validator.accountAddress]),
        };
        if (run.since.delegations !== current) {
          sharesOf(run);
          run.since = { delegations: current, commission: 0n, sums: current.map(() => 0n) };
          for (const d of current) run.counted.add(d.delegator);
        }
        const { since } = run;
        since.commission += paid.commission;
        paid.amounts.forEach((amount, i) => (since.sums[i] = (since.sums[i] ?? 0n) + amount));
        run.last = due.time;
        runs.set(due.operator, run);
      }
    }
    used.records = cost.records;
    used.shares = cost.shares;
    through = group[0]?.time;
  }
  const more = queue.peek() !== undefined;

  // Each validator's sums at its last payout; at one time completions first, validators in order.
  const events: SettledEvent[] = [...completions];
  const ordered = [...runs.values()].sort((a, b) => a.last - b.last || a.order - b.order);
  let minted = 0;
  for (const run of ordered) {
    const shares = [...withoutZeros(sharesOf(run))];
    if (shares.length === 0) continue;
    const records: TxRecord[] = [];
    for (let from = 0; from < shares.length; from += PAUSE_RECORDS) {
      if (pause && minted >= PAUSE_RECORDS) {
        minted = 0;
        await pause();
      }
      const slice = new Map(shares.slice(from, from + PAUSE_RECORDS));
      records.push(...(await mintPayout(at(ctx, run.last), run.operator, slice)));
      minted += slice.size;
    }
    events.push({ kind: 'payout', time: run.last, operator: run.operator, records });
  }
  events.sort((a, b) => a.time - b.time);
  return { through: more ? (through ?? target) : target, more, events };
}
