import { at, type ChainContext } from '../context';
import type { RedelegationEntry, TxRecord, UnbondingEntry } from '../types';
import { completeRedelegation, completeUnbonding } from './maturity';
import { payOutRewardsRecorded } from './rewards';

/** One thing settled, at the time it fell due (a node emits these as block events). */
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

type Due =
  | { kind: 'unbonding'; time: number; entry: UnbondingEntry }
  | { kind: 'move'; time: number; entry: RedelegationEntry }
  | { kind: 'payout'; time: number; operator: string };

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
  if (ctx.spec.kind !== 'native') return { settled: 0, more: false, events: [] };
  const first = await state.nextDueTime(chainId);
  if (first === undefined || first > target) return { settled: 0, more: false, events: [] };

  // Validators first: a state that locks what it reads then locks in the order operations do.
  const payouts = new Map(
    (await state.listValidators(chainId)).map((v) => [v.operatorAddress, v.nextPayoutAt]),
  );
  // Nothing settled creates an unbonding or a move: both lists are read once.
  const unbondings = await state.listUnbondings(chainId, { completesBy: target });
  const moves = await state.listRedelegations(chainId, { completesBy: target });
  const next = (): Due | undefined => {
    const unbonding = unbondings[0];
    const move = moves[0];
    let payout: Due | undefined;
    for (const [operator, time] of payouts) {
      if (time <= target && (!payout || time < payout.time))
        payout = { kind: 'payout', time, operator };
    }
    const candidates: Due[] = [
      ...(unbonding
        ? [{ kind: 'unbonding' as const, time: unbonding.completionTime, entry: unbonding }]
        : []),
      ...(move ? [{ kind: 'move' as const, time: move.completionTime, entry: move }] : []),
      ...(payout ? [payout] : []),
    ];
    // Stable: on equal times the earlier kind in this list wins.
    return candidates.reduce<Due | undefined>(
      (best, c) => (!best || c.time < best.time ? c : best),
      undefined,
    );
  };

  let settled = 0;
  const events: SettledEvent[] = [];
  for (let event = next(); event; event = next()) {
    if (settled >= limit) return { settled, more: true, events };
    const when = at(ctx, event.time);
    if (event.kind === 'unbonding') {
      unbondings.shift();
      await completeUnbonding(when, event.entry);
      events.push(event);
    } else if (event.kind === 'move') {
      moves.shift();
      await completeRedelegation(when, event.entry);
      events.push(event);
    } else {
      const validator = await state.getValidator(chainId, event.operator);
      if (!validator) throw new Error(`Validator ${event.operator} vanished while settling`);
      const paid = await payOutRewardsRecorded(when, validator);
      await state.putValidator(paid.validator);
      payouts.set(event.operator, paid.validator.nextPayoutAt);
      events.push({ ...event, records: paid.records });
    }
    settled += 1;
  }
  return { settled, more: false, events };
}
