import type { ChainContext } from '../context';
import type { RedelegationEntry, UnbondingEntry } from '../types';

/** One thing that fell due: an unbonding or a move to complete, or a validator's payout. */
export type Due =
  | { kind: 'unbonding'; time: number; entry: UnbondingEntry }
  | { kind: 'move'; time: number; entry: RedelegationEntry }
  | { kind: 'payout'; time: number; operator: string };

/** What fell due by a target time, in settling order; a settler takes each as it settles it. */
export interface DueQueue {
  /** The next thing to settle, or none left by the target. */
  peek(): Due | undefined;
  /** Everything due at the next time, in settling order (settling one adds nothing at that time). */
  group(): Due[];
  /** Removes `due` (the one `peek` answered); a payout answers the validator's next time. */
  take(due: Due, nextPayoutAt?: number): void;
  /** The validators in the order their payouts go at one time (oldest first). */
  validators: readonly string[];
}

/**
 * What fell due on a chain by `target`, in time order; at one time, unbondings go first, then
 * moves, then payouts (oldest validator first). Undefined when nothing is due (one question to
 * the state, `nextDueTime`). Nothing settled creates an unbonding or a move, so both lists are read
 * once; a payout's next time comes back through `take`.
 */
export async function dueBy(ctx: ChainContext, target: number): Promise<DueQueue | undefined> {
  const { state } = ctx;
  const chainId = ctx.spec.chainId;
  if (ctx.spec.kind !== 'native') return undefined;
  const first = await state.nextDueTime(chainId);
  if (first === undefined || first > target) return undefined;

  // Validators first: a state that locks what it reads then locks in the order operations do.
  const payouts = new Map(
    (await state.listValidators(chainId)).map((v) => [v.operatorAddress, v.nextPayoutAt]),
  );
  const unbondings = await state.listUnbondings(chainId, { completesBy: target });
  const moves = await state.listRedelegations(chainId, { completesBy: target });
  const peek = (): Due | undefined => {
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
  const takeWhile = <T>(list: T[], keep: (item: T) => boolean) => {
    const end = list.findIndex((item) => !keep(item));
    return end === -1 ? list : list.slice(0, end);
  };
  const group = (): Due[] => {
    const time = peek()?.time;
    if (time === undefined) return [];
    return [
      ...takeWhile(unbondings, (u) => u.completionTime === time).map((entry) => ({
        kind: 'unbonding' as const,
        time,
        entry,
      })),
      ...takeWhile(moves, (m) => m.completionTime === time).map((entry) => ({
        kind: 'move' as const,
        time,
        entry,
      })),
      ...[...payouts]
        .filter(([, at]) => at === time)
        .map(([operator]) => ({ kind: 'payout' as const, time, operator })),
    ];
  };
  return {
    peek,
    group,
    take(due, nextPayoutAt) {
      if (due.kind === 'unbonding') unbondings.shift();
      else if (due.kind === 'move') moves.shift();
      else payouts.set(due.operator, nextPayoutAt ?? Number.POSITIVE_INFINITY);
    },
    validators: [...payouts.keys()],
  };
}
