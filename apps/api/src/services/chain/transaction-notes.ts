import type { Transaction } from '@optwallet/contract';
import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { transactionNotes } from '../../db/schema';

/** Keeps the sender's description of a transfer; a replay under the same hash keeps the first. */
export async function saveTransactionNote(
  db: Db,
  walletId: string,
  txHash: string,
  description: string,
) {
  const text = description.trim();
  if (text === '') return;
  await db
    .insert(transactionNotes)
    .values({ walletId, txHash, description: text })
    .onConflictDoNothing();
}

/** The wallet's own descriptions over the listed transactions (others keep the chain's text). */
export async function withTransactionNotes(
  db: Db,
  walletId: string,
  transactions: Transaction[],
): Promise<Transaction[]> {
  if (transactions.length === 0) return transactions;
  const rows = await db
    .select({ txHash: transactionNotes.txHash, description: transactionNotes.description })
    .from(transactionNotes)
    .where(
      and(
        eq(transactionNotes.walletId, walletId),
        inArray(
          transactionNotes.txHash,
          transactions.map((tx) => tx.hash),
        ),
      ),
    );
  if (rows.length === 0) return transactions;
  const notes = new Map(rows.map((row) => [row.txHash, row.description]));
  return transactions.map((tx) => ({ ...tx, description: notes.get(tx.hash) ?? tx.description }));
}
