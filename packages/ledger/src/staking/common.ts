import { isNativeAddress } from '../addresses';
import {
  accrualHeight,
  checkMemo,
  requirePositive,
  type ChainContext,
  type ChainEnv,
} from '../context';
import { LedgerError } from '../errors';
import type { OpPreview } from '../ops';
import type { StoredTxType, Validator } from '../types';
import { accrueRewards } from './rewards';

export function requireStakingChain(env: ChainEnv): void {
  if (env.spec.kind !== 'native') {
    throw new LedgerError(
      'unsupported_operation',
      `Chain ${env.spec.chainId} has no staking`,
      'chainId',
    );
  }
}

export async function requireValidator(
  ctx: ChainContext,
  operator: string,
  field: string,
): Promise<Validator> {
  const validator = await ctx.state.getValidator(ctx.spec.chainId, operator);
  if (!validator) throw new LedgerError('unknown_validator', 'Unknown validator', field);
  return validator;
}

/**
 * Checks shared by every staking message that need no state: chain, signer, amount, memo.
 * A plan then reads in one order — validators, the delegation, its entries, the balance last —
 * so row locks are always taken in the same order (no deadlock between two operations).
 */
export function checkStakingOp(
  env: ChainEnv,
  op: { delegator: string; amount: bigint; memo?: string | undefined },
): void {
  requireStakingChain(env);
  if (!isNativeAddress(op.delegator))
    throw new LedgerError('invalid_address', 'Invalid address', 'from');
  requirePositive(op.amount);
  checkMemo(env, op.memo);
}

export function stakingPreview(
  env: ChainEnv,
  type: StoredTxType,
  from: string,
  to: string,
  amount: bigint,
  fee: bigint,
): OpPreview {
  const asset = env.spec.assets[0];
  if (!asset) throw new Error(`Chain ${env.spec.chainId} has no native asset`);
  return {
    chainId: env.spec.chainId,
    type,
    from,
    to,
    amount,
    symbol: asset.symbol,
    denom: asset.denom,
    fee,
    feeDenom: env.spec.feeDenom,
    feeSymbol: asset.symbol,
  };
}

/**
 * Changes a delegation and the validator's voting power together. The validator first accrues
 * its rewards up to this block on the tokens it had, so the change counts from here on.
 */
export async function changeDelegation(
  ctx: ChainContext,
  delegator: string,
  operator: string,
  delta: bigint,
): Promise<void> {
  const { state } = ctx;
  const chainId = ctx.spec.chainId;
  const validator = await requireValidator(ctx, operator, 'validator');
  const delegation = (await state.getDelegation(chainId, delegator, operator)) ?? {
    chainId,
    delegator,
    validator: operator,
    amount: 0n,
  };
  const accrued = accrueRewards(ctx, validator, accrualHeight(ctx));
  await state.putDelegation({ ...delegation, amount: delegation.amount + delta });
  await state.putValidator({ ...accrued, tokens: accrued.tokens + delta });
}
