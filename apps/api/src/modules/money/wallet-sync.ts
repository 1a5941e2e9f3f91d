import type { WalletSyncResponse } from '@optwallet/contract';
import { eq, sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../db/client';
import { wallets } from '../../db/schema';
import type { Deps } from '../../deps';
import { inTransaction } from '../../chains/chain-call';
import { int } from '../../chains/history-rows';
import { LEDGER_CONFIG, servedChains } from '../../chains/catalogue';
import type { ChainHead } from '../../chains/gateway';
import { indexedHeads } from '../../chains/registry';
import { type ChainWallet, type WalletRef, walletTokens } from './wallet-reads';

/**
 * How many of the wallet's transactions the chain settled within (since, until] of each chain's
 * time: settlements are what the chain does by itself once time passes — an unbonding or a
 * stake move completing, a reward payout. What the owner submitted is not counted.
 */
function settledSql(address: string, chains: { chainId: string; since: number; until: number }[]) {
  const perChain = chains.map(
    ({ chainId, since, until }) => sql`(t.chain_id = ${chainId} AND (
      (t.type = 'distribution' AND t.to_address = ${address} AND t.time > ${since}::bigint AND t.time <= ${until}::bigint)
      OR (t.type IN ('undelegate', 'moveDelegation') AND t.from_address = ${address} AND t.status = 'success'
          AND t.completed_on > ${since}::bigint AND t.completed_on <= ${until}::bigint)))`,
  );
  return perChain.length === 0
    ? sql`SELECT 0 AS settled`
    : sql`SELECT count(*) AS settled FROM ledger_transactions t WHERE ${sql.join(perChain, sql` OR `)}`;
}

/**
 * Each served chain's head, in the catalogue's order: where the API's index of it stands (the
 * last block its gateway's follower or indexer stored); the wallet's history and balances are as
 * of that block. A chain the API has indexed no block of yet has no head.
 */
async function chainHeads(deps: Deps, trx: Db): Promise<ChainHead[]> {
  const heads = await indexedHeads(deps, trx);
  const order = servedChains(deps).map((chain) => chain.chainId);
  return heads.sort((a, b) => order.indexOf(a.chainId) - order.indexOf(b.chainId));
}

/**
 * Account sync: counts this wallet's settlements since its previous sync up to each chain's
 * head (what the chain did by itself once time passed, as its follower indexed it: an unbonding
 * or a move completed, a reward payout), and stores the heads' times it synced to. The
 * balances are read after.
 */
export async function syncWallet(
  deps: Deps,
  ref: WalletRef,
  wallet: ChainWallet,
): Promise<WalletSyncResponse> {
  const syncedAt = deps.clock();
  const { heads, settled } = await inTransaction(deps, async (trx) => {
    const [row] = await trx
      .select({ syncHeads: wallets.syncHeads })
      .from(wallets)
      .where(eq(wallets.id, wallet.id))
      .for('update');
    const previous = row?.syncHeads ?? {};
    const heads = await chainHeads(deps, trx);
    // Settlements are the native chains' (an EVM network settles nothing by itself).
    const nativeIds = new Set(LEDGER_CONFIG.chains.map((c) => c.chainId));
    const native = heads
      .filter((h) => nativeIds.has(h.chainId))
      .map((h) => ({
        chainId: h.chainId,
        since: previous[h.chainId] ?? 0,
        until: h.time,
      }));
    const [count] = await queryRows<{ settled: unknown }>(
      trx,
      settledSql(wallet.nativeAddress, native),
    );
    await trx
      .update(wallets)
      .set({
        syncedAt,
        syncHeads: { ...previous, ...Object.fromEntries(heads.map((h) => [h.chainId, h.time])) },
      })
      .where(eq(wallets.id, wallet.id));
    return { heads, settled: int(count?.settled ?? 0) };
  });

  return {
    synced_at: syncedAt.toISOString(),
    chains: heads.map((h) => ({
      chainId: h.chainId,
      height: h.height,
      time: new Date(h.time).toISOString(),
    })),
    settled,
    tokens: await walletTokens(deps, ref),
  };
}
