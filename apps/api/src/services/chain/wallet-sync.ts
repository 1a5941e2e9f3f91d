import type { WalletSyncResponse } from '@optwallet/api-client/contract';
import type { TxView } from '@optwallet/ledger';
import { eq } from 'drizzle-orm';
import { wallets } from '../../db/schema';
import type { Deps } from '../../lib/http';
import { runChain } from './chain';
import { type ChainWallet, walletTokens } from './wallet-chain';

/**
 * Did the chain settle `tx` for `address` within (since, until] of its chain time? Settlements
 * are what the chain does by itself once time passes: an unbonding or a stake move completing,
 * a reward payout. What the owner submitted (sends, stakes, cancels) is not counted.
 */
function settledWithin(tx: TxView, address: string, since: number, until: number): boolean {
  const within = (t: number | null) => t !== null && t > since && t <= until;
  if (tx.type === 'distribution') return tx.to === address && within(tx.time);
  if (tx.type === 'undelegate' || tx.type === 'moveDelegation') {
    return tx.from === address && tx.status === 'success' && within(tx.completedOn);
  }
  return false;
}

/**
 * Account sync: brings every chain up to now (settling matured unbondings, finished moves and
 * reward payouts, for everyone, as any chain call does), then counts this wallet's settlements
 * since its previous sync — whichever call happened to settle them, since the devnet clock and
 * any earlier read settle lazily too — and stores the heads it synced to. The balances are read
 * after the sync commits.
 */
export async function syncWallet(deps: Deps, wallet: ChainWallet): Promise<WalletSyncResponse> {
  const syncedAt = deps.clock();
  const { heads, settled } = await runChain(deps, async (chain, trx) => {
    // Every chain, in config order (the order chain locks are always taken in).
    const heads = await chain.status();
    const [row] = await trx
      .select({ syncHeads: wallets.syncHeads })
      .from(wallets)
      .where(eq(wallets.id, wallet.id))
      .for('update');
    const previous = row?.syncHeads ?? {};
    const headTime = new Map(heads.map((h) => [h.chainId, h.time]));

    let settled = 0;
    for (const address of [wallet.nativeAddress, wallet.evmAddress]) {
      const page = await chain.getTransactions(address, { limit: Number.MAX_SAFE_INTEGER });
      settled += page.transactions.filter((tx) =>
        settledWithin(tx, address, previous[tx.chainId] ?? 0, headTime.get(tx.chainId) ?? 0),
      ).length;
    }

    await trx
      .update(wallets)
      .set({ syncedAt, syncHeads: Object.fromEntries(headTime) })
      .where(eq(wallets.id, wallet.id));
    return { heads, settled };
  });

  return {
    synced_at: syncedAt.toISOString(),
    chains: heads.map((h) => ({
      chainId: h.chainId,
      height: h.height,
      time: new Date(h.time).toISOString(),
    })),
    settled,
    tokens: await walletTokens(deps, wallet),
  };
}
