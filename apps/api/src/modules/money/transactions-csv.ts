import { TRANSACTIONS_CSV_COLUMNS } from '@optwallet/contract';
import { hasMarketValue, usdValueAt, viewOf } from '@optwallet/ledger';
import { runPrepared } from '../../db/prepared';
import { csvRecord, spreadsheetText } from '../../lib/csv';
import type { Deps } from '../../deps';
import { CATALOGUE } from '../../chains/catalogue';
import { txOf } from '../../chains/history-rows';
import { walletNotFound } from '../../lib/errors';
import { EXPORT_CHUNK, WALLET_OWNED } from './read-statements';
import { type WalletRef, filterParams } from './wallet-reads';
import { assetByDenom, transactionView } from '../../chains/presentation';
import { BEFORE_NEWEST, positionOf, positionParams } from './transactions-cursor';

/** Rows per statement: a long history streams out in chunks, never held whole in memory. */
const EXPORT_CHUNK_ROWS = 500;

/** One transaction as a CSV record (TRANSACTIONS_CSV_COLUMNS), as the wallet's address sees it. */
function csvLine(deps: Deps, row: Record<string, unknown>): string {
  const tx = txOf(row);
  const perspective = String(row.perspective);
  const view = transactionView(deps.config, viewOf(tx, perspective), perspective);
  const asset = assetByDenom(tx.chainId, tx.denom);
  // At the price of its own moment (the chart's series); a testnet token has no market.
  const usd =
    asset && hasMarketValue(CATALOGUE, tx.chainId)
      ? usdValueAt(CATALOGUE, tx.symbol, tx.amount, asset.decimals, tx.time)
      : '';
  const feeToken =
    view.gasFee === null ? '' : (assetByDenom(tx.chainId, tx.feeDenom)?.symbol ?? tx.feeDenom);
  return csvRecord([
    view.date,
    view.type,
    view.status,
    view.network,
    view.symbol,
    view.amount,
    view.gasFee ?? '',
    feeToken,
    usd,
    view.walletAddress,
    spreadsheetText(view.memo ?? ''),
    view.hash,
  ]);
}

/**
 * GET /wallets/{id}/transactions.csv: the owner check first (a 404 before anything is sent),
 * then the header and every transaction, newest first, each automatic
 * reward payout its own row, read EXPORT_CHUNK_ROWS at a time after a keyset cursor as the client
 * reads the stream.
 */
export async function transactionsCsv(
  deps: Deps,
  ref: WalletRef,
  chunkRows: number = EXPORT_CHUNK_ROWS,
): Promise<ReadableStream<Uint8Array>> {
  const [owned] = await runPrepared(deps.db, WALLET_OWNED, [ref.walletId, ref.userId]);
  if (!owned) throw walletNotFound();
  const encoder = new TextEncoder();
  const filters = filterParams({});
  let cursor = BEFORE_NEWEST;
  let started = false;
  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      if (!started) {
        started = true;
        controller.enqueue(encoder.encode(csvRecord(TRANSACTIONS_CSV_COLUMNS)));
        return;
      }
      const rows = await runPrepared<Record<string, unknown>>(deps.db, EXPORT_CHUNK, [
        ref.walletId,
        ref.userId,
        ...filters,
        ...positionParams(cursor),
        chunkRows,
      ]);
      if (rows.length > 0) {
        controller.enqueue(encoder.encode(rows.map((row) => csvLine(deps, row)).join('')));
      }
      const last = rows.at(-1);
      if (!last || rows.length < chunkRows) {
        controller.close();
        return;
      }
      cursor = positionOf(last);
    },
  });
}
