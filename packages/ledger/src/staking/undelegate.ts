import type { ChainContext } from '../context';
import { LedgerError } from '../errors';
import type { DelegateOp, Plan } from '../ops';
import { changeDelegation, checkStakingOp, planStakingMessage, requireValidator } from './common';

/**
 * Moves bonded tokens into an unbonding entry that completes after the unbonding period.
 * Undelegations from one validator in one block share an entry, as in the Cosmos SDK.
 */
export async function planUndelegate(ctx: ChainContext, op: DelegateOp): Promise<Plan> {
  const { state, config } = ctx;
  const { chainId } = ctx.spec;
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
  return planStakingMessage(ctx, {
    type: 'undelegate',
    op,
    signer: op.delegator,
    to: op.validator,
    amount: op.amount,
    status: 'pending',
    record: { validator: op.validator, creationHeight: ctx.height },
    moves: { from: ctx.accounts.bondedPool, to: ctx.accounts.unbondingPool },
    apply: async (tx) => {
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
    },
  });
}
