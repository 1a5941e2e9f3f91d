import { isAddressFor } from '../addresses';
import { findAsset } from '../config';
import { checkMemo, recordTx, requireFunds, requirePositive, type ChainContext } from '../context';
import { LedgerError } from '../errors';
import { evmFee } from '../evm/fees';
import type { Plan, SendOp } from '../ops';
import { transfer } from '../postings';

/** A token transfer on either chain kind; the fee is paid in the chain's fee denom. */
export async function planSend(ctx: ChainContext, op: SendOp): Promise<Plan> {
  const { spec, config, accounts, head } = ctx;
  const asset = findAsset(config, spec.chainId, op.symbol);
  if (!asset)
    throw new LedgerError(
      'unknown_token',
      `No token ${op.symbol} on chain ${spec.chainId}`,
      'symbol',
    );
  requirePositive(op.amount);
  checkMemo(ctx, op.memo);
  if (!isAddressFor(spec.kind, op.from))
    throw new LedgerError('invalid_address', 'Invalid sender address', 'from');
  if (!isAddressFor(spec.kind, op.to))
    throw new LedgerError('invalid_address', 'Invalid receiver address', 'to');
  const fee = spec.kind === 'native' ? config.nativeFees.send : evmFee(config, asset);
  if (asset.denom === spec.feeDenom) {
    await requireFunds(ctx, op.from, asset.denom, op.amount + fee);
  } else {
    await requireFunds(ctx, op.from, asset.denom, op.amount);
    await requireFunds(ctx, op.from, spec.feeDenom, fee);
  }
  const feeSymbol = spec.assets.find((a) => a.denom === spec.feeDenom)?.symbol ?? asset.symbol;
  return {
    preview: {
      chainId: head.chainId,
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
    commit: () =>
      recordTx(
        ctx,
        {
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
        },
        [
          ...transfer(head.chainId, asset.denom, op.from, op.to, op.amount),
          ...transfer(head.chainId, spec.feeDenom, op.from, accounts.feeCollector, fee),
        ],
      ),
  };
}
