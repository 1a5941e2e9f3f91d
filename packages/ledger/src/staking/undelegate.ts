import { recordTx, type ChainContext } from '../context';
import { LedgerError } from '../errors';
import type { DelegateOp, Plan } from '../ops';
import { transfer } from '../postings';
import { changeDelegation, checkStakingOp, requireValidator, stakingPreview } from './common';

/**
 * Moves bonded tokens into an unbonding entry that completes after the unbonding period.
 * Undelegations from one validator in one block share an entry, as in the Cosmos SDK.
 */
export async function planUndelegate(ctx: ChainContext, op: DelegateOp): Promise<Plan> {
  const { state, head, config } = ctx;
  const fee = config.nativeFees.undelegate;
  await checkStakingOp(ctx, op, fee, 0n);
  await requireValidator(ctx, op.validator, 'to');
  const delegation = await state.getDelegation(head.chainId, op.delegator, op.validator);
  if (!delegation) throw new LedgerError('no_delegation', 'No stake with this validator', 'to');
  if (op.amount > delegation.amount) {
    throw new LedgerError(
      'unbond_more_than_delegated',
      'Amount is more than the staked balance',
      'amount',
    );
  }
  const entries = await state.listUnbondings(head.chainId, {
    delegator: op.delegator,
    validator: op.validator,
  });
  const sameBlock = entries.find((e) => e.creationHeight === head.height);
  if (!sameBlock && entries.length >= config.maxEntries) {
    throw new LedgerError(
      'too_many_entries',
      `At most ${config.maxEntries} pending unstakes per validator`,
      'amount',
    );
  }
  const preview = stakingPreview(ctx, 'undelegate', op.delegator, op.validator, op.amount, fee);
  return {
    preview,
    commit: async () => {
      const tx = await recordTx(
        ctx,
        {
          ...preview,
          memo: op.memo,
          status: 'pending',
          validator: op.validator,
          creationHeight: head.height,
          requestId: op.requestId,
        },
        [
          ...transfer(
            head.chainId,
            preview.denom,
            ctx.accounts.bondedPool,
            ctx.accounts.unbondingPool,
            op.amount,
          ),
          ...transfer(head.chainId, preview.denom, op.delegator, ctx.accounts.feeCollector, fee),
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
              chainId: head.chainId,
              delegator: op.delegator,
              validator: op.validator,
              creationHeight: head.height,
              completionTime: head.time + config.unbondingMs,
              initialBalance: op.amount,
              balance: op.amount,
              txHashes: [tx.hash],
            },
      );
      return tx;
    },
  };
}
