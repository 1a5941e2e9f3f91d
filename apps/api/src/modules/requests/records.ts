import type { PaymentRequestParty, PaymentRequestRecord } from '@optwallet/contract';
import { NATIVE_CHAIN_ID, formatAmount } from '@optwallet/domain';
import { asc, eq, inArray } from 'drizzle-orm';
import { chainTime } from '../../chains/chain-time';
import type { Db } from '../../db/client';
import type { paymentRequests } from '../../db/schema';
import { users, wallets } from '../../db/schema';
import type { Deps } from '../../deps';
import { PUBLIC_PERSON } from '../../lib/address-owners';
import { addressOn, assetBySymbol } from '../../chains/presentation';

export type RequestRow = typeof paymentRequests.$inferSelect;

/** An open request expires this long after it was made. */
export const REQUEST_LIFETIME_MS = 30 * 24 * 60 * 60 * 1000;

/**
 * The requests' clock: the server clock moved by the devnet's advance (the native chain's
 * offset, 0 in production), so `POST /dev/devnet/advance` ages requests as it ages unbondings.
 */
export function requestsNow(deps: Deps): Promise<Date> {
  return chainTime(deps, NATIVE_CHAIN_ID);
}

/** The state a user sees: an open request past its expiry is expired (nothing rewrites it). */
export function stateAt(row: RequestRow, now: Date): PaymentRequestRecord['state'] {
  return row.state === 'open' && row.expiresAt.getTime() <= now.getTime() ? 'expired' : row.state;
}

/** The requester's first wallet (the spec's "first wallet is the one used"), or undefined. */
export async function firstWalletOf(db: Db, userId: string) {
  const [wallet] = await db
    .select()
    .from(wallets)
    .where(eq(wallets.userId, userId))
    .orderBy(asc(wallets.createdAt), asc(wallets.id))
    .limit(1);
  return wallet;
}

/** Where Pay sends: the requester's receiving address on the request's chain. */
export async function receiverOf(db: Db, row: RequestRow): Promise<string> {
  const wallet = await firstWalletOf(db, row.requesterId);
  return wallet ? addressOn(wallet, row.chainId) : '';
}

export function displayAmount(row: Pick<RequestRow, 'chainId' | 'symbol' | 'amount'>): string {
  return formatAmount(BigInt(row.amount), assetBySymbol(row.chainId, row.symbol)?.decimals ?? 0);
}

/** Rows as the wire shows them to `viewerId`, with both people and the requester's address. */
export async function recordsOf(
  db: Db,
  viewerId: string,
  rows: RequestRow[],
  now: Date,
): Promise<PaymentRequestRecord[]> {
  if (rows.length === 0) return [];
  const ids = [...new Set(rows.flatMap((r) => [r.requesterId, r.payerId]))];
  const people = await db.select(PUBLIC_PERSON).from(users).where(inArray(users.id, ids));
  const byId = new Map<string, PaymentRequestParty>(people.map((p) => [p.id, p]));
  const receivers = new Map<string, string>();
  for (const row of rows) {
    const key = `${row.requesterId}:${row.chainId}`;
    if (!receivers.has(key)) receivers.set(key, await receiverOf(db, row));
  }
  const party = (id: string): PaymentRequestParty =>
    byId.get(id) ?? { id, username: null, first_name: null, last_name: null, avatar: null };
  return rows.map((row) => ({
    id: row.id,
    direction: row.payerId === viewerId ? 'incoming' : 'outgoing',
    requester: party(row.requesterId),
    payer: party(row.payerId),
    chainId: row.chainId,
    symbol: row.symbol,
    amount: displayAmount(row),
    memo: row.memo,
    state: stateAt(row, now),
    to: receivers.get(`${row.requesterId}:${row.chainId}`) ?? '',
    transaction_hash: row.txHash,
    created_at: row.createdAt.toISOString(),
    expires_at: row.expiresAt.toISOString(),
    closed_at: row.closedAt?.toISOString() ?? null,
  }));
}
