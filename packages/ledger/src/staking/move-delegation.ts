import { recordTx, requireFunds, type ChainContext } from '../context';
import { LedgerError } from '../errors';
import type { MoveDelegationOp, Plan } from '../ops';
import { transfer } from '../postings';
import { changeDelegation, checkStakingOp, requireValidator, stakingPreview } from './common';

/**
 * Redelegation with the spec's grace period: the tokens leave the old validator now and reach the
 * new one when the entry completes; meanwhile they sit in the redelegation pool and earn nothing.
 */
export async function planMoveDelegation(ctx: ChainContext, op: MoveDelegationOp): Promise<Plan> {
  const { state, config } = ctx;
  const { chainId } = ctx.spec;
  const fee = op.fee ?? config.nativeFees.moveDelegation;
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
  await requireFunds(ctx, op.delegator, ctx.spec.feeDenom, fee);
  const preview = stakingPreview(
    ctx,
    'moveDelegation',
    op.delegator,
    op.toValidator,
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
          status: 'pending',
          fromValidator: op.fromValidator,
          toValidator: op.toValidator,
          validator: op.toValidator,
          requestId: op.requestId,
        },
        [
          ...transfer(
            chainId,
            preview.denom,
            ctx.accounts.bondedPool,
            ctx.accounts.redelegationPool,
            op.amount,
          ),
          ...transfer(chainId, preview.denom, op.delegator, ctx.accounts.feeCollector, fee),
        ],
      );
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
      return tx;
    },
  };
}
