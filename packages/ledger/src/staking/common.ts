import { isNativeAddress } from '../addresses';
import { checkMemo, requireFunds, requirePositive, type ChainContext } from '../context';
import { LedgerError } from '../errors';
import type { OpPreview } from '../ops';
import type { StoredTxType, Validator } from '../types';

export function requireStakingChain(ctx: ChainContext): void {
  if (ctx.spec.kind !== 'native') {
    throw new LedgerError(
      'unsupported_operation',
      `Chain ${ctx.spec.chainId} has no staking`,
      'chainId',
    );
  }
}

export async function requireValidator(
  ctx: ChainContext,
  operator: string,
  field: string,
): Promise<Validator> {
  const validator = await ctx.state.getValidator(ctx.head.chainId, operator);
  if (!validator) throw new LedgerError('unknown_validator', 'Unknown validator', field);
  return validator;
}

/** Checks shared by every staking message: chain, signer, amount, memo, the fee (plus `spend`). */
export async function checkStakingOp(
  ctx: ChainContext,
  op: { delegator: string; amount: bigint; memo?: string | undefined },
  fee: bigint,
  spend: bigint,
): Promise<void> {
  requireStakingChain(ctx);
  if (!isNativeAddress(op.delegator))
    throw new LedgerError('invalid_address', 'Invalid address', 'from');
  requirePositive(op.amount);
  checkMemo(ctx, op.memo);
  await requireFunds(ctx, op.delegator, ctx.spec.feeDenom, spend + fee);
}

export function stakingPreview(
  ctx: ChainContext,
  type: StoredTxType,
  from: string,
  to: string,
  amount: bigint,
  fee: bigint,
): OpPreview {
  const asset = ctx.spec.assets[0];
  if (!asset) throw new Error(`Chain ${ctx.spec.chainId} has no native asset`);
  return {
    chainId: ctx.head.chainId,
    type,
    from,
    to,
    amount,
    symbol: asset.symbol,
    denom: asset.denom,
    fee,
    feeDenom: ctx.spec.feeDenom,
    feeSymbol: asset.symbol,
  };
}

/** Changes a delegation and the validator's voting power together. */
export async function changeDelegation(
  ctx: ChainContext,
  delegator: string,
  operator: string,
  delta: bigint,
): Promise<void> {
  const { state, head } = ctx;
  const delegation = (await state.getDelegation(head.chainId, delegator, operator)) ?? {
    chainId: head.chainId,
    delegator,
    validator: operator,
    amount: 0n,
  };
  const validator = await requireValidator(ctx, operator, 'validator');
  await state.putDelegation({ ...delegation, amount: delegation.amount + delta });
  await state.putValidator({ ...validator, tokens: validator.tokens + delta });
}
