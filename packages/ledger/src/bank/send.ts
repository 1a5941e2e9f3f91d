import { isAddressFor } from '../addresses';
import { findAsset } from '../config';
import {
  checkMemo,
  draftRecord,
  requireFunds,
  requirePositive,
  type ChainContext,
  type ChainEnv,
} from '../context';
import { LedgerError } from '../errors';
import type { OpPreview, Plan, SendOp } from '../ops';
import { transfer } from '../postings';
import type { TransferCommit } from '../state';

export interface SendPlan {
  preview: OpPreview;
  /** The record and its postings; committing it guards the sender's balances. */
  commit: TransferCommit;
}

/**
 * A token transfer on a native chain, planned without reading anything: the fee is paid in
 * the chain's fee denom, and the sender's funds are guarded by the commit (no balance may go
 * below zero), so a send needs no lock beyond the rows it writes.
 */
export function planSendTransfer(env: ChainEnv, op: SendOp): SendPlan {
  const { spec, config, accounts } = env;
  const asset = findAsset(config, spec.chainId, op.symbol);
  if (!asset)
    throw new LedgerError(
      'unknown_token',
      `No token ${op.symbol} on chain ${spec.chainId}`,
      'symbol',
    );
  requirePositive(op.amount);
  checkMemo(env, op.memo);
  if (!isAddressFor(spec.kind, op.from))
    throw new LedgerError('invalid_address', 'Invalid sender address', 'from');
  if (!isAddressFor(spec.kind, op.to))
    throw new LedgerError('invalid_address', 'Invalid receiver address', 'to');
  const fee = op.fee ?? config.nativeFees.send;
  const feeSymbol = spec.assets.find((a) => a.denom === spec.feeDenom)?.symbol ?? asset.symbol;
  const tx = draftRecord(env, {
    type: 'send',
    from: op.from,
    to: op.to,
    amount: op.amount,
    denom: asset.denom,
    symbol: asset.symbol,
    fee,
    memo: op.memo,
    status: 'success',
    requestId: op.requestId,
  });
  return {
    preview: {
      chainId: spec.chainId,
      type: 'send',
      from: op.from,
      to: op.to,
      amount: op.amount,
      symbol: asset.symbol,
      denom: asset.denom,
      fee,
      feeDenom: spec.feeDenom,
      feeSymbol,
    },
    commit: {
      chainId: spec.chainId,
      clockMs: env.clockMs,
      blockTimeMs: spec.blockTimeMs,
      txs: [
        {
          tx,
          postings: [
            ...transfer(spec.chainId, asset.denom, op.from, op.to, op.amount),
            ...transfer(spec.chainId, spec.feeDenom, op.from, accounts.feeCollector, fee),
          ],
        },
      ],
    },
  };
}

/** The send as a gateway plan: the preview checks the balance, the commit guards it. */
export function planSend(ctx: ChainContext, op: SendOp): Plan {
  const plan = planSendTransfer(ctx, op);
  const { preview } = plan;
  return {
    preview,
    checkFunds: async () => {
      if (preview.denom === preview.feeDenom) {
        await requireFunds(ctx, op.from, preview.denom, op.amount + preview.fee);
      } else {
        await requireFunds(ctx, op.from, preview.denom, op.amount);
        await requireFunds(ctx, op.from, preview.feeDenom, preview.fee);
      }
    },
    commit: async () => {
      const [tx] = await ctx.state.commitTransfer(plan.commit);
      if (!tx) throw new Error('commitTransfer wrote no transaction');
      return tx;
    },
  };
}
