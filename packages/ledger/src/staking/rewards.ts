import { YEAR_MS } from '../config';
import { recordTx, type ChainContext } from '../context';
import { transfer } from '../postings';
import type { Validator } from '../types';

/**
 * Accrues block rewards from `fromHeight` to `toHeight` on every active validator, exactly:
 * tokens x rate x blocks / (10 000 x blocks per year), the fractional part carried over.
 */
export function accrueRewards(ctx: ChainContext, validator: Validator, blocks: number): Validator {
  if (blocks <= 0 || validator.status !== 'active' || validator.tokens === 0n) return validator;
  const blocksPerYear = BigInt(Math.floor(YEAR_MS / ctx.spec.blockTimeMs));
  const denominator = 10_000n * blocksPerYear;
  const numerator =
    validator.tokens * BigInt(ctx.config.rewardRateBps) * BigInt(blocks) +
    validator.accrualRemainder;
  return {
    ...validator,
    accruedRewards: validator.accruedRewards + numerator / denominator,
    accrualRemainder: numerator % denominator,
  };
}

/**
 * Pays a validator's accrued rewards as `distribution` transactions minted to each recipient:
 * the commission to the operator's account first, the rest pro rata to delegators (the operator's
 * own share is added to its commission). Rounding dust stays accrued for the next payout.
 */
export async function payOutRewards(ctx: ChainContext, validator: Validator): Promise<Validator> {
  const { state, head, accounts } = ctx;
  const next = {
    ...validator,
    nextPayoutAt: validator.nextPayoutAt + validator.rewardPayoutFrequencySeconds * 1000,
  };
  if (validator.accruedRewards === 0n || validator.tokens === 0n) return next;
  const commission = (validator.accruedRewards * BigInt(validator.commissionBps)) / 10_000n;
  const pool = validator.accruedRewards - commission;
  const payouts = new Map<string, bigint>([[validator.accountAddress, commission]]);
  const delegations = (
    await state.listDelegations(head.chainId, { validator: validator.operatorAddress })
  ).sort((a, b) => a.delegator.localeCompare(b.delegator));
  for (const d of delegations) {
    payouts.set(
      d.delegator,
      (payouts.get(d.delegator) ?? 0n) + (pool * d.amount) / validator.tokens,
    );
  }
  let paid = 0n;
  const asset = ctx.spec.assets[0];
  if (!asset) return next;
  for (const [recipient, amount] of payouts) {
    if (amount === 0n) continue;
    paid += amount;
    await recordTx(
      ctx,
      {
        type: 'distribution',
        from: validator.operatorAddress,
        to: recipient,
        amount,
        denom: asset.denom,
        symbol: asset.symbol,
        fee: 0n,
        status: 'success',
        validator: validator.operatorAddress,
      },
      transfer(head.chainId, asset.denom, accounts.mint, recipient, amount),
    );
  }
  return { ...next, accruedRewards: validator.accruedRewards - paid };
}
