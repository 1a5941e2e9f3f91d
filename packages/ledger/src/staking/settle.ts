import { at, type ChainContext } from '../context';
import type { RedelegationEntry, TxRecord, UnbondingEntry } from '../types';
import { dueBy } from './due';
import { complete } from './maturity';
import { payOutRewardsRecorded } from './rewards';

/**
 * One thing settled, at the time it fell due (a node emits these as block events). A payout
 * settled by `settleBlock` sums the validator's payouts that fell due in the block: its time is
 * the last of them.
 */
export type SettledEvent =
  | { kind: 'unbonding'; time: number; entry: UnbondingEntry }
  | { kind: 'move'; time: number; entry: RedelegationEntry }
  | { kind: 'payout'; time: number; operator: string; records: TxRecord[] };

export interface Settlement {
  /** Events settled: unbondings and moves completed, payouts made. */
  settled: number;
  /** Whether more fell due by the target than the limit allowed (settle again). */
  more: boolean;
  /** What was settled, in order. */
  events: SettledEvent[];
}

/**
 * Settles, in time order, what fell due on a chain by `target`: matured unbondings, completed
 * moves, and each validator's reward payouts, each recorded in the block it fell due in. At most
 * `limit` events per call, so a server settles a long gap in bounded transactions; `more` says
 * whether to call again. At one time, unbondings go first, then moves, then payouts (oldest
 * validator first). One question (`nextDueTime`) when nothing is due.
 */
export async function settleDue(
  ctx: ChainContext,
  target: number,
  limit = Number.POSITIVE_INFINITY,
): Promise<Settlement> {
  const { state } = ctx;
  const chainId = ctx.spec.chainId;
  const queue = await dueBy(ctx, target);
  if (!queue) return { settled: 0, more: false, events: [] };

  let settled = 0;
  const events: SettledEvent[] = [];
  for (let event = queue.peek(); event; event = queue.peek()) {
    if (settled >= limit) return { settled, more: true, events };
    const when = at(ctx, event.time);
    if (event.kind !== 'payout') {
      queue.take(event);
      await complete(when, event);
      events.push(event);
    } else {
      const validator = await state.getValidator(chainId, event.operator);
      if (!validator) throw new Error(`Validator ${event.operator} vanished while settling`);
      const paid = await payOutRewardsRecorded(when, validator);
      await state.putValidator(paid.validator);
      queue.take(event, paid.validator.nextPayoutAt);
      events.push({ ...event, records: paid.records });
    }
    settled += 1;
  }
  return { settled, more: false, events };
}
