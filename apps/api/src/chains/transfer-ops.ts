import { amountParseError, translate, tryParseAmount } from '@optwallet/domain';
import type { TransferPreviewRequest, TransferPreviewResponse } from '@optwallet/contract';
import { type ChainOp, LedgerError, type OpPreview } from '@optwallet/ledger';
import type { RequestKey, WalletRef } from './gateway';
import { prepared, runPrepared } from '../db/prepared';
import { invalid, walletNotFound } from '../lib/errors';
import type { Deps } from '../deps';
import { ledgerHttpError } from './chain-call';
import { TX_COLUMNS_TEXT, txOf } from './history-rows';
import { addressOn, assetBySymbol, display } from './presentation';
import { type BalanceLeft, balancesAfterOf } from './balances-after';

/** What every gateway shares of a transfer: the body as a ledger operation, replays, answers. */

/** An amount the contract let through (a plain decimal in range) in the token's base units. */
export function baseUnitsOf(chainId: string, symbol: string, amount: string): bigint {
  const asset = assetBySymbol(chainId, symbol);
  if (!asset) throw invalid('symbol', `No token ${symbol} on chain ${chainId}`);
  const parsed = tryParseAmount(amount, asset.decimals);
  if (parsed.ok) return parsed.value;
  throw invalid('amount', amountParseError(parsed.reason, asset.decimals).message);
}

/** The request -> the ledger operation (amounts in base units), for a wallet's addresses. */
export function toOp(
  wallet: { nativeAddress: string; evmAddress: string },
  body: TransferPreviewRequest,
  receiver: string,
  requestId?: string,
): ChainOp {
  const { chainId } = body;
  const amount = baseUnitsOf(chainId, body.symbol, body.amount);
  if (amount <= 0n && body.transferType !== 'claim-rewards') {
    throw invalid('amount', translate('validation.amount_positive'));
  }
  const memo = body.memo ? body.memo : undefined;
  const base = { chainId, ...(memo ? { memo } : {}), ...(requestId ? { requestId } : {}) };
  const delegator = wallet.nativeAddress;
  switch (body.transferType) {
    case 'send':
      return {
        ...base,
        type: 'send',
        from: addressOn(wallet, chainId),
        to: receiver,
        symbol: body.symbol,
        amount,
      };
    case 'delegate':
    case 'undelegate':
      return { ...base, type: body.transferType, delegator, validator: body.to, amount };
    case 'move-delegation':
      if (!body.from) throw invalid('from', 'Choose the validator the stake moves from');
      return {
        ...base,
        type: 'moveDelegation',
        delegator,
        fromValidator: body.from,
        toValidator: body.to,
        amount,
      };
    case 'cancel-undelegate': {
      const height = Number(body.creationHeight);
      if (!body.creationHeight || !Number.isSafeInteger(height) || height < 1) {
        throw invalid('creationHeight', 'Choose the unstake to cancel (its creation height)');
      }
      return {
        ...base,
        type: 'cancelUndelegate',
        delegator,
        validator: body.to,
        amount,
        creationHeight: height,
      };
    }
    case 'claim-rewards':
      throw invalid('transferType', 'Claims are not operations of the ledger');
  }
}

/** The engine's answer to an operation on a chain it does not run (422 on chainId). */
export function unknownChain(chainId: string) {
  return ledgerHttpError(new LedgerError('unknown_chain', `Unknown chain ${chainId}`, 'chainId'));
}

function keyReused() {
  return invalid(
    'Idempotency-Key',
    'This Idempotency-Key was already used with a different request',
  );
}

const FIRST_OF = prepared(
  'chain_first_of_request',
  `SELECT ${TX_COLUMNS_TEXT}, t.request_fingerprint FROM ledger_transactions t WHERE t.request_id = $1::text`,
);

/** The first transaction of a request id, if any; 422 when it was made by another request. */
export async function firstOf(deps: Deps, request: RequestKey) {
  const [row] = await runPrepared<Record<string, unknown>>(deps.db, FIRST_OF, [request.id]);
  if (!row) return undefined;
  const used = row.request_fingerprint as string | null;
  if (used !== null && used !== request.fingerprint) throw keyReused();
  return txOf(row);
}

/** The wallet (its owner checked) with its balances on a chain, per denom. */
const PREVIEW_WALLET = prepared(
  'chain_preview_wallet',
  `SELECT w.native_address, w.evm_address,
    (SELECT coalesce(json_object_agg(b.denom, b.amount::text), '{}'::json) FROM ledger_balances b
     WHERE b.chain_id = $3::text AND b.account IN (w.native_address, w.evm_address)) AS balances
  FROM wallets w WHERE w.id = $1::text AND w.user_id = $2::text`,
);

/** The previewed wallet's addresses and its ledger balances on the chain (404 if not the caller's). */
export async function previewWallet(deps: Deps, ref: WalletRef, chainId: string) {
  const [wallet] = await runPrepared<{
    native_address: string;
    evm_address: string;
    balances: unknown;
  }>(deps.db, PREVIEW_WALLET, [ref.walletId, ref.userId, chainId]);
  if (!wallet) throw walletNotFound();
  return {
    addresses: { nativeAddress: wallet.native_address, evmAddress: wallet.evm_address },
    balances: wallet.balances as Record<string, string>,
  };
}

/** A previewed operation as the contract answers it, with the balances it leaves. */
export function previewResponse(
  op: ChainOp,
  preview: OpPreview,
  left: readonly BalanceLeft[],
): TransferPreviewResponse {
  return {
    amount: display(preview.chainId, preview.denom, preview.amount),
    gasFeeEstimate: display(preview.chainId, preview.feeDenom, preview.fee),
    to: preview.to,
    from: op.type === 'moveDelegation' ? op.fromValidator : preview.from,
    balancesAfter: balancesAfterOf(preview.chainId, left),
  };
}
