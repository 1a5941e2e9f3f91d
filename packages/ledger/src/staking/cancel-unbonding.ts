import { recordTx, requireFunds, settleTx, type ChainContext } from '../context';
import { LedgerError } from '../errors';
import type { CancelUndelegateOp, Plan } from '../ops';
import { transfer } from '../postings';
import { changeDelegation, checkStakingOp, requireValidator, stakingPreview } from './common';

/**
 * Cosmos MsgCancelUnbondingDelegation: returns all or part of a pending unbonding entry, found by
 * its creation height, to the validator. A fully cancelled entry marks its undelegate as cancelled.
 */
export async function planCancelUnbonding(
  ctx: ChainContext,
  op: CancelUndelegateOp,
): Promise<Plan> {
  const { state, config } = ctx;
  const { chainId } = ctx.spec;
  const fee = op.fee ?? config.nativeFees.cancelUndelegate;
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
  await requireFunds(ctx, op.delegator, ctx.spec.feeDenom, fee);
  const preview = stakingPreview(
    ctx,
    'cancelUndelegate',
    op.delegator,
    op.validator,
    op.amount,
    fee,
  );
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
          creationHeight: op.creationHeight,
          requestId: op.requestId,
        },
        [
          ...transfer(
            chainId,
            preview.denom,
            ctx.accounts.unbondingPool,
            ctx.accounts.bondedPool,
            op.amount,
          ),
          ...transfer(chainId, preview.denom, op.delegator, ctx.accounts.feeCollector, fee),
        ],
      );
      const balance = entry.balance - op.amount;
      await state.putUnbonding({ ...entry, balance });
      await changeDelegation(ctx, op.delegator, op.validator, op.amount);
      if (balance === 0n) {
        for (const hash of entry.txHashes) await settleTx(ctx, hash, [], 'cancelled');
      }
      return tx;
    },
  };
}
