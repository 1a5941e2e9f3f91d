import { recordTx, type ChainContext } from '../context';
import type { DelegateOp, Plan } from '../ops';
import { transfer } from '../postings';
import { changeDelegation, checkStakingOp, requireValidator, stakingPreview } from './common';

/** Bonds tokens from the delegator's balance to a validator. */
export async function planDelegate(ctx: ChainContext, op: DelegateOp): Promise<Plan> {
  const fee = ctx.config.nativeFees.delegate;
  await checkStakingOp(ctx, op, fee, op.amount);
  await requireValidator(ctx, op.validator, 'to');
  const preview = stakingPreview(ctx, 'delegate', op.delegator, op.validator, op.amount, fee);
  const { chainId } = ctx.head;
  return {
    preview,
    commit: async () => {
      const tx = await recordTx(
        ctx,
        {
          ...preview,
          memo: op.memo,
          status: 'success',
          validator: op.validator,
          requestId: op.requestId,
        },
        [
          ...transfer(chainId, preview.denom, op.delegator, ctx.accounts.bondedPool, op.amount),
          ...transfer(chainId, preview.denom, op.delegator, ctx.accounts.feeCollector, fee),
        ],
      );
      await changeDelegation(ctx, op.delegator, op.validator, op.amount);
      return tx;
    },
  };
}
