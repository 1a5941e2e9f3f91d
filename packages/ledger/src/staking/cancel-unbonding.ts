import { settleTx, type ChainContext } from '../context';
import { LedgerError } from '../errors';
import type { CancelUndelegateOp, Plan } from '../ops';
import { changeDelegation, checkStakingOp, planStakingMessage, requireValidator } from './common';

/**
 * Cosmos MsgCancelUnbondingDelegation: returns all or part of a pending unbonding entry, found by
 * its creation height, to the validator. A fully cancelled entry marks its undelegate as cancelled.
 */
export async function planCancelUnbonding(
  ctx: ChainContext,
  op: CancelUndelegateOp,
): Promise<Plan> {
  const { state } = ctx;
  const { chainId } = ctx.spec;
  checkStakingOp(ctx, op);
  await requireValidator(ctx, op.validator, 'to');
  const entry = (
    await state.listUnbondings(chainId, { delegator: op.delegator, validator: op.validator })
  ).find((e) => e.creationHeight === op.creationHeight);
  if (!entry) {
    throw new LedgerError(
      'no_unbonding_at_height',
      `No pending unstake created at height ${op.creationHeight}`,
      'creationHeight',
    );
  }
  if (op.amount > entry.balance) {
    throw new LedgerError(
      'cancel_more_than_unbonding',
      'Amount is more than the pending unstake',
      'amount',
    );
  }
  return planStakingMessage(ctx, {
    type: 'cancelUndelegate',
    op,
    signer: op.delegator,
    to: op.validator,
    amount: op.amount,
    status: 'success',
    record: { validator: op.validator, creationHeight: op.creationHeight },
    moves: { from: ctx.accounts.unbondingPool, to: ctx.accounts.bondedPool },
    apply: async () => {
      // SDK 0.50's CancelUnbondingDelegation lowers the entry's balance and initial balance alike.
      const balance = entry.balance - op.amount;
      await state.putUnbonding({
        ...entry,
        balance,
        initialBalance: entry.initialBalance - op.amount,
      });
      await changeDelegation(ctx, op.delegator, op.validator, op.amount);
      if (balance === 0n) {
        for (const hash of entry.txHashes) await settleTx(ctx, hash, [], 'cancelled');
      }
    },
  });
}
