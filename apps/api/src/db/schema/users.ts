import { sql } from 'drizzle-orm';
import { index, pgTable, primaryKey, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/**
 * People. Email is stored lower-cased; usernames are unique regardless of case.
 *
 * `email` and `phone_number` hold only VERIFIED identities (a code or link reached them): they are
 * what sign-in, search, transfers "to an email" and everyone else see. An address someone typed
 * but has not proven waits in `pending_email` / `pending_phone_number`, seen by nobody else and
 * blocking nobody: its real owner can still register it, and whoever proves it first takes it
 * (the others' pending copies are then dropped). A sign-up that was never confirmed is a "shell":
 * no verified identity at all; a newer sign-up with the same address replaces it.
 */
export const users = pgTable(
  'users',
  {
    id: text('id').primaryKey(),
    email: text('email'),
    phoneNumber: text('phone_number'),
    pendingEmail: text('pending_email'),
    pendingPhoneNumber: text('pending_phone_number'),
    emailVerifiedAt: ts('email_verified_at'),
    phoneVerifiedAt: ts('phone_verified_at'),
    username: text('username'),
    firstName: text('first_name'),
    lastName: text('last_name'),
    country: text('country'),
    avatar: text('avatar'),
    bio: text('bio'),
    dateOfBirth: text('date_of_birth'),
    passwordHash: text('password_hash'),
    onboardedAt: ts('onboarded_at'),
    referredBy: text('referred_by'),
    createdAt: ts('created_at').notNull().defaultNow(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('users_email_unique').on(t.email),
    uniqueIndex('users_phone_unique').on(t.phoneNumber),
    // One unconfirmed sign-up per address; other people's pending copies are not limited.
    uniqueIndex('users_pending_email_shell_unique')
      .on(t.pendingEmail)
      .where(sql`${t.email} is null and ${t.phoneNumber} is null`),
    uniqueIndex('users_pending_phone_shell_unique')
      .on(t.pendingPhoneNumber)
      .where(sql`${t.email} is null and ${t.phoneNumber} is null`),
    index('users_pending_email_idx').on(t.pendingEmail),
    uniqueIndex('users_username_lower_unique').on(sql`lower(${t.username})`),
    // The referrals tab: a referrer's confirmed referrals, newest first (the page's order).
    index('users_referrals_idx')
      .on(t.referredBy, t.createdAt, t.id)
      .where(sql`${t.email} is not null or ${t.phoneNumber} is not null`),
  ],
);

/**
 * Contact search's lists (migration 0022): one row per distinct trigram (3 characters, lower
 * case) of a person's username and of their name as "first last", with their username, so a
 * trigram's people are read in username order from the index alone. A trigger on `users` keeps
 * them (insert, a change of username or name, delete); `contact_search_trigrams(text)` in SQL
 * is how a text is cut, the same for a name and for a query. A person whose username or name
 * holds a query holds each of its trigrams: the search walks the rarest one's list in the page's
 * order and checks the person's row (modules/social `searchContacts`).
 */
export const contactSearch = pgTable(
  'contact_search',
  {
    trgm: text('trgm').notNull(),
    // NULL for a person without a username yet: the index sorts them last, as the page does.
    username: text('username'),
    userId: text('user_id').notNull(),
  },
  (t) => [uniqueIndex('contact_search_walk_idx').on(t.trgm, t.username, t.userId)],
);

/** Staff and other roles, by name (STAFF_ROLES of @optwallet/domain unlock Admin). */
export const userRoles = pgTable(
  'user_roles',
  {
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    role: text('role').notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.role] })],
);
