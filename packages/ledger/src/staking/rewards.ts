import { YEAR_MS } from '../config';
import { accrualHeight, recordTx, type ChainContext, type ChainEnv } from '../context';
import { transfer } from '../postings';
import type { Delegation, TxRecord, Validator } from '../types';

/**
 * Accrues a validator's block rewards from its `accruedHeight` up to `toHeight`, exactly:
 * tokens x rate x blocks / (10 000 x blocks per year), the fractional part carried over. Lazy
 * accrual over stretches of constant tokens gives the same result as accruing every block.
 */
/** What accrual reads of a validator. */
export type AccrualFields = Pick<
  Validator,
  'status' | 'tokens' | 'accruedRewards' | 'accrualRemainder' | 'accruedHeight'
>;

export function accrueRewards<V extends AccrualFields>(
  env: ChainEnv,
  validator: V,
  toHeight: number,
): V {
  const blocks = toHeight - validator.accruedHeight;
  if (blocks <= 0) return validator;
  if (validator.status !== 'active' || validator.tokens === 0n) {
    return { ...validator, accruedHeight: toHeight };
  }
  const blocksPerYear = BigInt(Math.floor(YEAR_MS / env.spec.blockTimeMs));
  const denominator = 10_000n * blocksPerYear;
  const numerator =
    validator.tokens * BigInt(env.config.rewardRateBps) * BigInt(blocks) +
    validator.accrualRemainder;
  return {
    ...validator,
    accruedRewards: validator.accruedRewards + numerator / denominator,
    accrualRemainder: numerator % denominator,
    accruedHeight: toHeight,
  };
}

/** What a validator has accrued and not yet paid, as of `height` (a read: nothing is written). */
export function pendingRewards(env: ChainEnv, validator: AccrualFields, height: number): bigint {
  return accrueRewards(env, validator, height).accruedRewards;
}

/** A delegator's share of what its validator accrued since the last payout, after commission. */
export function delegatorReward(
  validator: Pick<Validator, 'tokens' | 'commissionBps'>,
  accrued: bigint,
  delegated: bigint,
): bigint {
  if (validator.tokens === 0n) return 0n;
  return (
    (accrued * BigInt(10_000 - validator.commissionBps) * delegated) / (10_000n * validator.tokens)
  );
}

/**
 * Pays a validator's accrued rewards, in the context's block, as `distribution` transactions
 * minted to each recipient: the commission to the operator's account first, the rest pro rata to
 * delegators (the operator's own share is added to its commission). Rounding dust stays accrued
 * for the next payout. The next payout is one period after this one.
 */
export async function payOutRewards(ctx: ChainContext, due: Validator): Promise<Validator> {
  return (await payOutRewardsRecorded(ctx, due)).validator;
}

/** A payout: the validator as it is after it, and the `distribution` records written (in order). */
export interface Payout {
  validator: Validator;
  records: TxRecord[];
}

/** `payOutRewards`, also answering the records it wrote (a node emits them as events). */
export async function payOutRewardsRecorded(ctx: ChainContext, due: Validator): Promise<Payout> {
  const delegations = byDelegator(
    await ctx.state.listDelegations(ctx.spec.chainId, { validator: due.operatorAddress }),
  );
  const { validator, commission, amounts } = payoutAmounts(ctx, due, delegations);
  const shares = new Map<string, bigint>();
  addShares(shares, validator.accountAddress, commission, delegations, amounts);
  return {
    validator,
    records: await mintPayout(ctx, validator.operatorAddress, withoutZeros(shares)),
  };
}

/** Delegations in the order a payout pays them (by delegator address). */
export function byDelegator(delegations: Delegation[]): Delegation[] {
  return delegations.sort((a, b) => a.delegator.localeCompare(b.delegator));
}

/** A payout computed, nothing written: the commission, and each delegation's share in order. */
export interface PayoutAmounts {
  validator: Validator;
  commission: bigint;
  /** One per delegation given, in its order (empty when nothing accrued). */
  amounts: bigint[];
}

/**
 * What a validator's payout at the context's time pays, without writing anything: its rewards
 * accrued up to then, the commission to the operator's account, the rest pro rata to
 * `delegations` (the validator's, in `byDelegator` order), each share rounded down. The validator
 * keeps the rounding dust accrued and its next payout moves one period on.
 */
export function payoutAmounts(
  ctx: ChainContext,
  due: Validator,
  delegations: readonly Delegation[],
): PayoutAmounts {
  const validator = accrueRewards(ctx, due, accrualHeight(ctx));
  const next = {
    ...validator,
    nextPayoutAt: validator.nextPayoutAt + validator.rewardPayoutFrequencySeconds * 1000,
  };
  if (validator.accruedRewards === 0n || validator.tokens === 0n)
    return { validator: next, commission: 0n, amounts: [] };
  const commission = (validator.accruedRewards * BigInt(validator.commissionBps)) / 10_000n;
  const pool = validator.accruedRewards - commission;
  let paid = commission;
  const amounts = delegations.map((d) => {
    const amount = (pool * d.amount) / validator.tokens;
    paid += amount;
    return amount;
  });
  return {
    validator: { ...next, accruedRewards: validator.accruedRewards - paid },
    commission,
    amounts,
  };
}

/**
 * Adds a payout's amounts to what each recipient gets: the commission to the operator's account
 * (first, if new), each delegation's share to its delegator (the operator's own share joins its
 * commission).
 */
export function addShares(
  shares: Map<string, bigint>,
  operatorAccount: string,
  commission: bigint,
  delegations: readonly Delegation[],
  amounts: readonly bigint[],
): void {
  shares.set(operatorAccount, (shares.get(operatorAccount) ?? 0n) + commission);
  delegations.forEach((d, i) =>
    shares.set(d.delegator, (shares.get(d.delegator) ?? 0n) + (amounts[i] ?? 0n)),
  );
}

/** The shares that pay something (a share may round down to nothing). */
export function withoutZeros(shares: Map<string, bigint>): Map<string, bigint> {
  for (const [recipient, amount] of shares) if (amount === 0n) shares.delete(recipient);
  return shares;
}

/**
 * Mints a validator's payout in the context's block: one `distribution` record per recipient,
 * in the shares' order.
 */
export async function mintPayout(
  ctx: ChainContext,
  operator: string,
  shares: ReadonlyMap<string, bigint>,
): Promise<TxRecord[]> {
  const { accounts } = ctx;
  const chainId = ctx.spec.chainId;
  const asset = ctx.spec.assets[0];
  if (!asset) throw new Error(`Chain ${chainId} has no native asset`);
  const records: TxRecord[] = [];
  for (const [recipient, amount] of shares) {
    records.push(
      await recordTx(
        ctx,
        {
          type: 'distribution',
          from: operator,
          to: recipient,
          amount,
          denom: asset.denom,
          symbol: asset.symbol,
          fee: 0n,
          status: 'success',
          validator: operator,
        },
        transfer(chainId, asset.denom, accounts.mint, recipient, amount),
      ),
    );
  }
  return records;
}
