import { at, type ChainContext } from '../context';
import type { Delegation } from '../types';
import { dueBy, type Due } from './due';
import { completeRedelegation, completeUnbonding } from './maturity';
import { byDelegator, computePayout, mintPayout } from './rewards';
import type { SettledEvent } from './settle';

/** How much one block may settle. */
export interface SettleBudget {
  /** Records written: one per completed unbonding or move, one per validator and recipient paid. */
  records: number;
  /** Shares computed: each payout of a validator computes one per recipient. */
  shares: number;
}

export const UNBOUNDED: SettleBudget = {
  records: Number.POSITIVE_INFINITY,
  shares: Number.POSITIVE_INFINITY,
};

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
  order: number;
  last: number;
  shares: Map<string, bigint>;
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
  budget: SettleBudget = UNBOUNDED,
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
    const recipients = (await delegationsOf(due.operator)).map((d) => d.delegator);
    const run = runs.get(due.operator);
    return {
      records: run ? recipients.filter((r) => !run.shares.has(r)).length : recipients.length + 1,
      shares: recipients.length + 1,
    };
  };

  const completions: SettledEvent[] = [];
  const used = { records: 0, shares: 0 };
  let through: number | undefined;
  for (let group = queue.group(); group.length > 0; group = queue.group()) {
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
      if (due.kind === 'unbonding') {
        queue.take(due);
        await completeUnbonding(when, due.entry);
        completions.push(due);
      } else if (due.kind === 'move') {
        queue.take(due);
        await completeRedelegation(when, due.entry);
        delegations.delete(due.entry.toValidator);
        completions.push(due);
      } else {
        const validator = await state.getValidator(chainId, due.operator);
        if (!validator) throw new Error(`Validator ${due.operator} vanished while settling`);
        const paid = computePayout(when, validator, await delegationsOf(due.operator));
        await state.putValidator(paid.validator);
        queue.take(due, paid.validator.nextPayoutAt);
        const run = runs.get(due.operator) ?? {
          operator: due.operator,
          order: queue.validators.indexOf(due.operator),
          last: due.time,
          shares: new Map<string, bigint>(),
        };
        for (const [recipient, amount] of paid.shares)
          run.shares.set(recipient, (run.shares.get(recipient) ?? 0n) + amount);
        run.last = due.time;
        runs.set(due.operator, run);
      }
    }
    used.records = cost.records;
    used.shares = cost.shares;
    through = group[0]?.time;
  }
  const more = queue.peek() !== undefined;

  // Each validator's sum at its last payout; at one time completions first, validators in order.
  const summed = [...runs.values()]
    .filter((run) => run.shares.size > 0)
    .sort((a, b) => a.last - b.last || a.order - b.order);
  const events: SettledEvent[] = [...completions];
  for (const run of summed) {
    const records = await mintPayout(at(ctx, run.last), run.operator, run.shares);
    events.push({ kind: 'payout', time: run.last, operator: run.operator, records });
  }
  events.sort((a, b) => a.time - b.time);
  return { through: more ? (through ?? target) : target, more, events };
}
