import { isNativeAddress } from '../addresses';
import type { NativeFeeKind } from '../config';
import {
  accrualHeight,
  checkMemo,
  recordTx,
  requireFunds,
  requirePositive,
  type ChainContext,
  type ChainEnv,
  type TxDraft,
} from '../context';
import { LedgerError } from '../errors';
import type { DelegateOp, OpPreview, Plan } from '../ops';
import { transfer } from '../postings';
import type { StoredTxType, TxRecord, TxStatus, Validator } from '../types';
import { accrueRewards } from './rewards';

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
 * Checks shared by every staking message that need no state: signer, amount, memo.
 * A plan then reads in one order — validators, the delegation, its entries, the balance last —
 * so row locks are always taken in the same order (no deadlock between two operations).
 */
export function checkStakingOp(
  env: ChainEnv,
  op: { delegator: string; amount: bigint; memo?: string | undefined },
): void {
  if (!isNativeAddress(op.delegator))
    throw new LedgerError('invalid_address', 'Invalid address', 'from');
  requirePositive(op.amount);
  checkMemo(env, op.memo);
}

function stakingPreview(
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

/** What a staking message states of its own; `planStakingMessage` does what every one does. */
export interface StakingMessage {
  /** The transaction type, which names the message's fixed fee too. */
  type: Exclude<NativeFeeKind, 'send'>;
  /** The submitted operation: its own fee (else the fixed one), memo and idempotency key. */
  op: Pick<DelegateOp, 'fee' | 'memo' | 'requestId'>;
  /** Who signs and pays the fee: the record's `from`. */
  signer: string;
  /** The validator the record names as its `to`. */
  to: string;
  amount: bigint;
  status: TxStatus;
  /** The record's validator fields. */
  record: Pick<TxDraft, 'validator' | 'fromValidator' | 'toValidator' | 'creationHeight'>;
  /**
   * The accounts the amount moves between: from the signer's balance (then the balance must
   * cover it with the fee) or from one module pool to another.
   */
  moves: { from: string; to: string };
  /** The message's own changes to the staking rows, once its transaction is recorded. */
  apply(tx: TxRecord): Promise<void>;
}

/**
 * The end of every staking plan, once the message's own checks and reads are done: the funds
 * check (read last, see checkStakingOp), the preview, and a commit that records the transaction
 * with one entry (the amount's move, then the fee to the fee collector) before the message's own
 * changes.
 */
export async function planStakingMessage(
  ctx: ChainContext,
  message: StakingMessage,
): Promise<Plan> {
  const { type, op, signer, amount, moves } = message;
  const { chainId, feeDenom } = ctx.spec;
  const fee = op.fee ?? ctx.config.nativeFees[type];
  const spent = moves.from === signer ? amount : 0n;
  await requireFunds(ctx, signer, feeDenom, spent + fee);
  const preview = stakingPreview(ctx, type, signer, message.to, amount, fee);
  return {
    preview,
    checkFunds: () => Promise.resolve(),
    commit: async () => {
      const tx = await recordTx(
        ctx,
        {
          ...preview,
          memo: op.memo,
          status: message.status,
          ...message.record,
          requestId: op.requestId,
        },
        [
          ...transfer(chainId, preview.denom, moves.from, moves.to, amount),
          ...transfer(chainId, preview.denom, signer, ctx.accounts.feeCollector, fee),
        ],
      );
      await message.apply(tx);
      return tx;
    },
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
