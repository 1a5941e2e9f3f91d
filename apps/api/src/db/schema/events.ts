import { bigint, index, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * The live-updates log (modules/events): what changed for a user, in commit order of its
 * sequence, kept for a short window (EVENT_RETENTION_MINUTES in lib/event-hub.ts) so a stream that
 * reconnects with `Last-Event-ID` catches up. Rows are written by the database itself: triggers
 * on the tables that change (ledger_transactions, notifications) and `optwallet_publish()`, which
 * also sends the row on the `user_events` channel (LISTEN/NOTIFY, delivered at commit).
 */
export const userEvents = pgTable(
  'user_events',
  {
    seq: bigint('seq', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    userId: text('user_id').notNull(),
    kind: text('kind').notNull(),
    data: jsonb('data').$type<Record<string, unknown>>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    index('user_events_user_idx').on(t.userId, t.seq),
    index('user_events_created_idx').on(t.createdAt),
  ],
);
