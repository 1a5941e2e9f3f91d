import { recordTx, requireFunds, type ChainContext } from '../context';
import { LedgerError } from '../errors';
import type { DelegateOp, Plan } from '../ops';
import { transfer } from '../postings';
import { changeDelegation, checkStakingOp, requireValidator, stakingPreview } from './common';

/**
 * Moves bonded tokens into an unbonding entry that completes after the unbonding period.
 * Undelegations from one validator in one block share an entry, as in the Cosmos SDK.
 */
export async function planUndelegate(ctx: ChainContext, op: DelegateOp): Promise<Plan> {
  const { state, config } = ctx;
  const { chainId } = ctx.spec;
  const fee = op.fee ?? config.nativeFees.undelegate;
  checkStakingOp(ctx, op);
  await requireValidator(ctx, op.validator, 'to');
  const delegation = await state.getDelegation(chainId, op.delegator, op.validator);
  if (!delegation) throw new LedgerError('no_delegation', 'No stake with this validator', 'to');
  if (op.amount > delegation.amount) {
    throw new LedgerError(
      'unbond_more_than_delegated',
      'Amount is more than the staked balance',
      'amount',
    );
  }
  const entries = await state.listUnbondings(chainId, {
    delegator: op.delegator,
    validator: op.validator,
  });
  const sameBlock = entries.find((e) => e.creationHeight === ctx.height);
  if (!sameBlock && entries.length >= config.maxEntries) {
    throw new LedgerError(
      'too_many_entries',
      `At most ${config.maxEntries} pending unstakes per validator`,
      'amount',
    );
  }
  await requireFunds(ctx, op.delegator, ctx.spec.feeDenom, fee);
  const preview = stakingPreview(ctx, 'undelegate', op.delegator, op.validator, op.amount, fee);
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
          validator: op.validator,
          creationHeight: ctx.height,
          requestId: op.requestId,
        },
        [
          ...transfer(
            chainId,
            preview.denom,
            ctx.accounts.bondedPool,
            ctx.accounts.unbondingPool,
            op.amount,
          ),
          ...transfer(chainId, preview.denom, op.delegator, ctx.accounts.feeCollector, fee),
        ],
      );
      await changeDelegation(ctx, op.delegator, op.validator, -op.amount);
      await state.putUnbonding(
        sameBlock
          ? {
              ...sameBlock,
              initialBalance: sameBlock.initialBalance + op.amount,
              balance: sameBlock.balance + op.amount,
              txHashes: [...sameBlock.txHashes, tx.hash],
            }
          : {
              chainId: chainId,
              delegator: op.delegator,
              validator: op.validator,
              creationHeight: ctx.height,
              completionTime: ctx.time + config.unbondingMs,
              initialBalance: op.amount,
              balance: op.amount,
              txHashes: [tx.hash],
            },
      );
      return tx;
    },
  };
}
