import type { RecentContact, UserTokensResponse } from '@optwallet/contract';
import { asc, desc, eq, inArray, and } from 'drizzle-orm';
import { ledgerTransactions, users, wallets } from '../../db/schema';
import { notFound } from '../../lib/errors';
import type { Deps } from '../../deps';
import { servedChains } from '../../chains/catalogue';
import { PUBLIC_PERSON, ownersOf } from '../../lib/address-owners';
import { TOKEN_NAMES, addressOn } from '../../chains/presentation';
import type { ChainWallet } from './wallet-reads';

const RECENTS_LIMIT = 10;
/** Sends scanned for recents: enough to find ten people among repeated payees. */
const RECENTS_SCAN = 200;

/** People this wallet sent to, newest first, at most ten (the wallet's own sends only). */
export async function recentContacts(deps: Deps, wallet: ChainWallet): Promise<RecentContact[]> {
  const sends = await deps.db
    .select({
      to: ledgerTransactions.toAddress,
      chainId: ledgerTransactions.chainId,
      time: ledgerTransactions.time,
    })
    .from(ledgerTransactions)
    .where(
      and(
        eq(ledgerTransactions.type, 'send'),
        inArray(ledgerTransactions.fromAddress, [wallet.nativeAddress, wallet.evmAddress]),
      ),
    )
    .orderBy(desc(ledgerTransactions.time), desc(ledgerTransactions.seq))
    .limit(RECENTS_SCAN);
  const owners = await ownersOf(
    deps.db,
    sends.map((s) => s.to),
  );
  const seen = new Set<string>();
  const recents: RecentContact[] = [];
  for (const send of sends) {
    const owner = owners.get(send.to);
    if (!owner || owner.walletId === wallet.id || seen.has(owner.userId)) continue;
    seen.add(owner.userId);
    recents.push({
      id: owner.userId,
      username: owner.username,
      first_name: owner.firstName,
      last_name: owner.lastName,
      avatar: owner.avatar,
      address: send.to,
      chainId: send.chainId,
      last_sent_at: new Date(send.time).toISOString(),
    });
    if (recents.length === RECENTS_LIMIT) break;
  }
  return recents;
}

/** A user's receiving addresses, one per token of every chain (their first wallet). */
export async function userTokens(deps: Deps, userId: string): Promise<UserTokensResponse> {
  const [user] = await deps.db.select(PUBLIC_PERSON).from(users).where(eq(users.id, userId));
  if (!user) throw notFound('User not found');
  const [wallet] = await deps.db
    .select()
    .from(wallets)
    .where(eq(wallets.userId, userId))
    .orderBy(asc(wallets.createdAt), asc(wallets.id))
    .limit(1);
  const tokens = wallet
    ? servedChains(deps).flatMap((chain) =>
        chain.assets.map((asset) => ({
          chainId: chain.chainId,
          symbol: asset.symbol,
          name: TOKEN_NAMES[asset.symbol] ?? asset.symbol,
          address: addressOn(wallet, chain.chainId),
        })),
      )
    : [];
  return { user, tokens };
}
