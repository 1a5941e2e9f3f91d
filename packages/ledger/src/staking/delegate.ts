import { recordTx, requireFunds, type ChainContext } from '../context';
import type { DelegateOp, Plan } from '../ops';
import { transfer } from '../postings';
import { changeDelegation, checkStakingOp, requireValidator, stakingPreview } from './common';

/** Bonds tokens from the delegator's balance to a validator. */
export async function planDelegate(ctx: ChainContext, op: DelegateOp): Promise<Plan> {
  const fee = op.fee ?? ctx.config.nativeFees.delegate;
  checkStakingOp(ctx, op);
  await requireValidator(ctx, op.validator, 'to');
  await requireFunds(ctx, op.delegator, ctx.spec.feeDenom, op.amount + fee);
  const preview = stakingPreview(ctx, 'delegate', op.delegator, op.validator, op.amount, fee);
  const { chainId } = ctx.spec;
  return {
    preview,
    checkFunds: () => Promise.resolve(),
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
