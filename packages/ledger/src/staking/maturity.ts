import { settleTx, type ChainContext } from '../context';
import { transfer } from '../postings';
import type { RedelegationEntry, UnbondingEntry } from '../types';
import { changeDelegation } from './common';

/** A completed unbonding: the remaining balance reaches the delegator, the undelegate succeeds. */
async function completeUnbonding(ctx: ChainContext, entry: UnbondingEntry): Promise<void> {
  const { head, accounts, spec, state } = ctx;
  const [first, ...rest] = entry.txHashes;
  await state.putUnbonding({ ...entry, balance: 0n });
  if (first === undefined) return;
  await settleTx(
    ctx,
    first,
    transfer(head.chainId, spec.feeDenom, accounts.unbondingPool, entry.delegator, entry.balance),
    'success',
  );
  for (const hash of rest) await settleTx(ctx, hash, [], 'success');
}

/** A completed move: the tokens reach the new validator after the grace period. */
async function completeRedelegation(ctx: ChainContext, entry: RedelegationEntry): Promise<void> {
  const { head, accounts, spec, state } = ctx;
  await state.deleteRedelegation(head.chainId, entry.id);
  await changeDelegation(ctx, entry.delegator, entry.toValidator, entry.amount);
  await settleTx(
    ctx,
    entry.id,
    transfer(
      head.chainId,
      spec.feeDenom,
      accounts.redelegationPool,
      accounts.bondedPool,
      entry.amount,
    ),
    'success',
  );
}

/** A matured unbonding or a completed move, as a settler takes it off its queue. */
export type Completion =
  { kind: 'unbonding'; entry: UnbondingEntry } | { kind: 'move'; entry: RedelegationEntry };

export function complete(ctx: ChainContext, due: Completion): Promise<void> {
  return due.kind === 'unbonding'
    ? completeUnbonding(ctx, due.entry)
    : completeRedelegation(ctx, due.entry);
}
