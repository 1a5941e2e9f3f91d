import type { ChainContext } from '../context';
import type { DelegateOp, Plan } from '../ops';
import { changeDelegation, checkStakingOp, planStakingMessage, requireValidator } from './common';

/** Bonds tokens from the delegator's balance to a validator. */
export async function planDelegate(ctx: ChainContext, op: DelegateOp): Promise<Plan> {
  checkStakingOp(ctx, op);
  await requireValidator(ctx, op.validator, 'to');
  return planStakingMessage(ctx, {
    type: 'delegate',
    op,
    signer: op.delegator,
    to: op.validator,
    amount: op.amount,
    status: 'success',
    record: { validator: op.validator },
    moves: { from: op.delegator, to: ctx.accounts.bondedPool },
    apply: () => changeDelegation(ctx, op.delegator, op.validator, op.amount),
  });
}
