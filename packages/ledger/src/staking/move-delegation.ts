import type { ChainContext } from '../context';
import { LedgerError } from '../errors';
import type { MoveDelegationOp, Plan } from '../ops';
import { changeDelegation, checkStakingOp, planStakingMessage, requireValidator } from './common';

/**
 * Redelegation with the spec's grace period: the tokens leave the old validator now and reach the
 * new one when the entry completes; meanwhile they sit in the redelegation pool and earn nothing.
 */
export async function planMoveDelegation(ctx: ChainContext, op: MoveDelegationOp): Promise<Plan> {
  const { state, config } = ctx;
  const { chainId } = ctx.spec;
  checkStakingOp(ctx, op);
  if (op.fromValidator === op.toValidator) {
    throw new LedgerError('same_validator', 'Choose a different validator', 'to');
  }
  // Both validators in one order (by address), whichever way the stake moves.
  const [first, second] = [op.fromValidator, op.toValidator].sort();
  const fields = { [op.fromValidator]: 'from', [op.toValidator]: 'to' };
  await requireValidator(ctx, first ?? '', fields[first ?? ''] ?? 'to');
  await requireValidator(ctx, second ?? '', fields[second ?? ''] ?? 'to');
  const delegation = await state.getDelegation(chainId, op.delegator, op.fromValidator);
  if (!delegation) throw new LedgerError('no_delegation', 'No stake with this validator', 'from');
  if (op.amount > delegation.amount) {
    throw new LedgerError(
      'move_more_than_delegated',
      'Amount is more than the staked balance',
      'amount',
    );
  }
  const pending = (await state.listRedelegations(chainId, { delegator: op.delegator })).filter(
    (r) => r.fromValidator === op.fromValidator && r.toValidator === op.toValidator,
  );
  if (pending.length >= config.maxEntries) {
    throw new LedgerError(
      'too_many_entries',
      `At most ${config.maxEntries} pending moves between two validators`,
      'amount',
    );
  }
  return planStakingMessage(ctx, {
    type: 'moveDelegation',
    op,
    signer: op.delegator,
    to: op.toValidator,
    amount: op.amount,
    status: 'pending',
    record: {
      fromValidator: op.fromValidator,
      toValidator: op.toValidator,
      validator: op.toValidator,
    },
    moves: { from: ctx.accounts.bondedPool, to: ctx.accounts.redelegationPool },
    apply: async (tx) => {
      await changeDelegation(ctx, op.delegator, op.fromValidator, -op.amount);
      await state.putRedelegation({
        chainId: chainId,
        id: tx.hash,
        delegator: op.delegator,
        fromValidator: op.fromValidator,
        toValidator: op.toValidator,
        creationHeight: ctx.height,
        completionTime: ctx.time + config.redelegationMs,
        amount: op.amount,
      });
    },
  });
}
