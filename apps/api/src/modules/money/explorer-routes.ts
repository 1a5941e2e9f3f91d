import { Hono } from 'hono';
import { chainName } from '@optwallet/domain';
import { PAGE_CSP, escapeHtml, page } from '../../lib/html';
import type { AppEnv } from '../../lib/http';
import type { Deps } from '../../deps';
import type { TxRecord } from '@optwallet/ledger';
import { sql } from 'drizzle-orm';
import { queryRows } from '../../db/client';
import { TX_COLUMNS, txOf } from '../../chains/history-rows';
import { assetByDenom, display } from '../../chains/presentation';

/** GET /explorer/tx/{hash}: the page every blockExplorerLink opens (404 page when unknown). */
export function explorerPages(deps: Deps) {
  const app = new Hono<AppEnv>();
  app.get('/explorer/tx/:hash', async (c) => {
    const hash = c.req.param('hash');
    const tx = /^[0-9A-Za-z]{1,80}$/.test(hash) ? await findTransaction(deps, hash) : undefined;
    if (!tx) {
      c.header('Content-Security-Policy', PAGE_CSP);
      return c.html(
        page(
          'Transaction not found',
          `<h1>Transaction not found</h1><p class="muted">No transaction with hash <code>${escapeHtml(hash)}</code> on the OptWallet devnet.</p>`,
        ),
        404,
      );
    }
    const rows: [string, string][] = [
      ['Hash', `<code>${escapeHtml(tx.hash)}</code>`],
      ['Status', escapeHtml(tx.status)],
      ['Type', escapeHtml(tx.type)],
      ['Network', `${escapeHtml(chainName(tx.chainId))} (<code>${escapeHtml(tx.chainId)}</code>)`],
      ['Height', String(tx.height)],
      ['Time', escapeHtml(new Date(tx.time).toISOString())],
      ['From', `<code>${escapeHtml(tx.from)}</code>`],
      ['To', `<code>${escapeHtml(tx.to)}</code>`],
      [
        'Amount',
        `${escapeHtml(display(tx.chainId, tx.denom, tx.amount))} ${escapeHtml(tx.symbol)}`,
      ],
      // In display units with the token's symbol ("0.005 OPT"), like the amount, never the denom.
      [
        'Fee',
        `${escapeHtml(display(tx.chainId, tx.feeDenom, tx.fee))} ${escapeHtml(assetByDenom(tx.chainId, tx.feeDenom)?.symbol ?? tx.feeDenom)}`,
      ],
      ['Memo', tx.memo ? escapeHtml(tx.memo) : '<span class="muted">none</span>'],
    ];
    if (tx.completedOn !== null) {
      rows.push(['Completed', escapeHtml(new Date(tx.completedOn).toISOString())]);
    }
    if (tx.creationHeight !== undefined) rows.push(['Creation height', String(tx.creationHeight)]);
    const body = rows.map(([k, v]) => `<tr><th scope="row">${k}</th><td>${v}</td></tr>`).join('');
    c.header('Content-Security-Policy', PAGE_CSP);
    return c.html(
      page(
        `Transaction ${tx.hash}`,
        `<h1>Transaction</h1><p class="muted">OptWallet devnet explorer</p><table><tbody>${body}</tbody></table>`,
      ),
    );
  });
  return app;
}

/** The explorer's view of one transaction: a plain read of its record. */
async function findTransaction(deps: Deps, hash: string): Promise<TxRecord | undefined> {
  const [row] = await queryRows<Record<string, unknown>>(
    deps.db,
    sql`SELECT ${TX_COLUMNS} FROM ledger_transactions t WHERE t.hash = ${hash}`,
  );
  return row && txOf(row);
}
