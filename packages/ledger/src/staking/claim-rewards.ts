import type { ChainContext } from '../context';
import { LedgerError } from '../errors';
import type { ChainId } from '../types';
import { requireValidator } from './common';
import { payOutRewardsRecorded, type Payout } from './rewards';

export interface ClaimRewardsOp {
  chainId: ChainId;
  delegator: string;
  validator: string;
}

/**
 * Cosmos MsgWithdrawDelegatorReward on a chain that pushes rewards: the claim brings the
 * validator's payout forward to now (its cycle restarts from here), so the claimer and every other
 * delegator of it receive what accrued, as ordinary `distribution` records. Nothing accrued pays
 * nothing and still succeeds, as a withdrawal of zero does in the SDK.
 */
export async function claimRewards(ctx: ChainContext, op: ClaimRewardsOp): Promise<Payout> {
  const validator = await requireValidator(ctx, op.validator, 'to');
  const stake = await ctx.state.getDelegation(ctx.spec.chainId, op.delegator, op.validator);
  if (!stake) throw new LedgerError('no_delegation', 'No stake with this validator', 'to');
  const payout = await payOutRewardsRecorded(ctx, { ...validator, nextPayoutAt: ctx.time });
  await ctx.state.putValidator(payout.validator);
  return payout;
}
