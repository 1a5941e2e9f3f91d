import { sql } from 'drizzle-orm';
import { index, numeric, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './users';

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/**
 * Payment requests (issue 32): the requester asks the payer for an amount of one token. `state`
 * is written open, then once paid, declined, cancelled or expired (the expiry job); an open
 * request past `expires_at` reads as expired before that job has run (modules/requests). `tx_hash` is the payment's transaction: written once (the pay
 * statement's `WHERE tx_hash IS NULL`, and unique), so a retried or doubled Pay marks it once.
 */
export const paymentRequests = pgTable(
  'payment_requests',
  {
    id: text('id').primaryKey(),
    requesterId: text('requester_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    payerId: text('payer_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    chainId: text('chain_id').notNull(),
    symbol: text('symbol').notNull(),
    /** Base units of the token (an integer, never a float). */
    amount: numeric('amount', { precision: 78, scale: 0 }).notNull(),
    memo: text('memo').notNull().default(''),
    state: text('state', { enum: ['open', 'paid', 'declined', 'cancelled', 'expired'] })
      .notNull()
      .default('open'),
    txHash: text('tx_hash'),
    /**
     * The Idempotency-Key of the pay submission that marked it paid: a retry of that submission
     * hears its transfer again, any other (another tab) hears that it was already paid.
     */
    payKey: text('pay_key'),
    createdAt: ts('created_at').notNull(),
    expiresAt: ts('expires_at').notNull(),
    closedAt: ts('closed_at'),
  },
  (t) => [
    uniqueIndex('payment_requests_tx_hash_idx')
      .on(t.txHash)
      .where(sql`${t.txHash} IS NOT NULL`),
    // The payer's incoming and the requester's outgoing list, newest first.
    index('payment_requests_payer_idx').on(t.payerId, t.createdAt, t.id),
    index('payment_requests_requester_idx').on(t.requesterId, t.createdAt, t.id),
  ],
);
