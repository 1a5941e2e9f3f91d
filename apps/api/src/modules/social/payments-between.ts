import type { PaymentsBetweenPage } from '@optwallet/contract';
import { and, count, desc, eq, inArray, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { ledgerTransactions, wallets } from '../../db/schema';
import { display } from '../../chains/presentation';
import { requireUser } from '../identity';

const PAYMENTS_BETWEEN_PER_PAGE = 20;

/** Every address of a user's wallets, lower-cased (EVM addresses compare without case). */
async function addressesOf(db: Db, userId: string): Promise<string[]> {
  const rows = await db
    .select({ native: wallets.nativeAddress, evm: wallets.evmAddress })
    .from(wallets)
    .where(eq(wallets.userId, userId));
  return rows.flatMap((w) => [w.native.toLowerCase(), w.evm.toLowerCase()]);
}

/**
 * "You and Ana": the sends between the viewer's wallets and the other user's, both ways, newest
 * first. Only what the two did with each other, so it reveals nothing of either's other payments.
 */
export async function paymentsBetween(
  db: Db,
  viewerId: string,
  otherId: string,
  page: number,
): Promise<PaymentsBetweenPage> {
  await requireUser(db, otherId);
  const perPage = PAYMENTS_BETWEEN_PER_PAGE;
  const mine = await addressesOf(db, viewerId);
  const theirs = otherId === viewerId ? [] : await addressesOf(db, otherId);
  if (mine.length === 0 || theirs.length === 0) {
    return { data: [], current_page: page, last_page: 1, per_page: perPage, total: 0 };
  }
  const from = sql<string>`lower(${ledgerTransactions.fromAddress})`;
  const to = sql<string>`lower(${ledgerTransactions.toAddress})`;
  const where = and(
    eq(ledgerTransactions.type, 'send'),
    or(
      and(inArray(from, mine), inArray(to, theirs)),
      and(inArray(from, theirs), inArray(to, mine)),
    ),
  );
  const total = (await db.select({ n: count() }).from(ledgerTransactions).where(where))[0]?.n ?? 0;
  const rows = await db
    .select()
    .from(ledgerTransactions)
    .where(where)
    .orderBy(desc(ledgerTransactions.time), desc(ledgerTransactions.seq))
    .limit(perPage)
    .offset((page - 1) * perPage);
  const mineSet = new Set(mine);
  return {
    data: rows.map((tx) => ({
      hash: tx.hash,
      direction: mineSet.has(tx.fromAddress.toLowerCase()) ? 'sent' : 'received',
      amount: display(tx.chainId, tx.denom, tx.amount),
      symbol: tx.symbol,
      chainId: tx.chainId,
      memo: tx.memo,
      status: tx.status,
      created_at: new Date(tx.time).toISOString(),
    })),
    current_page: page,
    last_page: Math.max(1, Math.ceil(total / perPage)),
    per_page: perPage,
    total,
  };
}
