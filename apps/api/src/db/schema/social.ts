import { index, integer, jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './users';

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

export const follows = pgTable(
  'follows',
  {
    followerId: text('follower_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    followeeId: text('followee_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: ts('created_at').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.followerId, t.followeeId] }),
    // The network tabs, newest first: whom a user follows, and who follows them.
    // (Ascending: read backwards, they give `created_at DESC, id DESC` with its NULLS FIRST.)
    index('follows_follower_created_idx').on(t.followerId, t.createdAt, t.followeeId),
    index('follows_followee_created_idx').on(t.followeeId, t.createdAt, t.followerId),
  ],
);

export const blocks = pgTable(
  'blocks',
  {
    blockerId: text('blocker_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    blockedId: text('blocked_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: ts('created_at').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.blockerId, t.blockedId] }),
    index('blocks_blocked_idx').on(t.blockedId),
  ],
);

/** Written by the events that cause them (new follower, referral, funds received, ...). */
export const notifications = pgTable(
  'notifications',
  {
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    type: text('type').notNull(),
    title: text('title').notNull(),
    body: text('body').notNull(),
    data: jsonb('data').$type<Record<string, unknown>>().notNull().default({}),
    readAt: timestamp('read_at', { withTimezone: true, mode: 'date' }),
    createdAt: ts('created_at').notNull(),
  },
  // A user's notifications newest first, in the page's order (ties by id).
  (t) => [index('notifications_user_page_idx').on(t.userId, t.createdAt, t.id)],
);

/** Mail and SMS: every message is written here first; a sender delivers (SMTP) or devnet shows it. */
export const outbox = pgTable(
  'outbox',
  {
    id: text('id').primaryKey(),
    channel: text('channel').notNull(),
    recipient: text('recipient').notNull(),
    subject: text('subject').notNull(),
    body: text('body').notNull(),
    /** Machine-readable extras for devnet tooling: { code?, link? }. */
    meta: jsonb('meta').$type<Record<string, string>>().notNull().default({}),
    status: text('status').notNull().default('pending'),
    error: text('error'),
    createdAt: ts('created_at').notNull(),
    sentAt: ts('sent_at'),
  },
  (t) => [index('outbox_recipient_idx').on(t.recipient, t.createdAt)],
);

/**
 * How many followers, followees, confirmed referrals and notifications each user has: the sum of
 * a user's rows (absent: 0). Kept by triggers on follows, users and notifications (migration
 * 0011), in the statement that changes them, so every writer (a cascade included) counts. A
 * writer adds its change as a row and folds into it the user's rows that no other transaction
 * holds (`FOR UPDATE SKIP LOCKED`): counting never waits for another transaction and so never
 * deadlocks, and a user keeps about one row. Totals of the network tabs, profiles and the
 * notifications page read it instead of counting their rows.
 */
export const userCounts = pgTable(
  'user_counts',
  {
    userId: text('user_id').notNull(),
    followers: integer('followers').notNull().default(0),
    following: integer('following').notNull().default(0),
    referrals: integer('referrals').notNull().default(0),
    notifications: integer('notifications').notNull().default(0),
  },
  (t) => [index('user_counts_user_idx').on(t.userId)],
);
