import { pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** Idempotent one-time jobs, by key (the devnet seed marks itself done here). */
export const appMarkers = pgTable('app_markers', {
  key: text('key').primaryKey(),
  createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull(),
});
