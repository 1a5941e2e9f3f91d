import type { WalletSyncResponse } from '@optwallet/contract';
import { chainTime, heightAt } from '@optwallet/ledger';
import { eq, sql } from 'drizzle-orm';
import { queryRows } from '../../db/client';
import { wallets } from '../../db/schema';
import type { Deps } from '../../deps';
import { inTransaction, int, settleChain } from '../../chains/opt';
import { LEDGER_CONFIG } from '../../chains/catalogue';
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
 * Account sync: brings every chain up to now (settling matured unbondings, finished moves and
 * reward payouts, for everyone, in bounded transactions, as the settler does), then counts this
 * wallet's settlements since its previous sync — whoever settled them (the settler, a read, the
 * devnet clock) — and stores the chain times it synced to. The balances are read after.
 */
export async function syncWallet(
  deps: Deps,
  ref: WalletRef,
  wallet: ChainWallet,
): Promise<WalletSyncResponse> {
  const syncedAt = deps.clock();
  for (const chain of LEDGER_CONFIG.chains) {
    if (chain.kind === 'native') await settleChain(deps, chain.chainId);
  }
  const { heads, settled } = await inTransaction(deps, async (trx) => {
    const [row] = await trx
      .select({ syncHeads: wallets.syncHeads })
      .from(wallets)
      .where(eq(wallets.id, wallet.id))
      .for('update');
    const previous = row?.syncHeads ?? {};
    const clock = deps.clock().getTime();
    const stored = await queryRows<{ chain_id: string; genesis_time: unknown; offset_ms: unknown }>(
      trx,
      sql`SELECT chain_id, genesis_time, offset_ms FROM ledger_heads`,
    );
    const heads = LEDGER_CONFIG.chains.flatMap((chain) => {
      const head = stored.find((h) => h.chain_id === chain.chainId);
      if (!head) return [];
      const clockHead = {
        chainId: chain.chainId,
        genesisTime: int(head.genesis_time),
        offsetMs: int(head.offset_ms),
      };
      const time = chainTime(clockHead, clock);
      return [
        { chainId: chain.chainId, height: heightAt(clockHead, chain.blockTimeMs, time), time },
      ];
    });
    const native = heads
      .filter((h) => LEDGER_CONFIG.chains.find((c) => c.chainId === h.chainId)?.kind === 'native')
      .map((h) => ({ chainId: h.chainId, since: previous[h.chainId] ?? 0, until: h.time }));
    const [count] = await queryRows<{ settled: unknown }>(
      trx,
      settledSql(wallet.nativeAddress, native),
    );
    await trx
      .update(wallets)
      .set({ syncedAt, syncHeads: Object.fromEntries(heads.map((h) => [h.chainId, h.time])) })
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
