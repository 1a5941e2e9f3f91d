import { type SQL, sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  index,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/**
 * A person's name as contact search matches it, "first last" (a match inside the first or the
 * last name is a match inside this): the expression of the trigram index, so a query must use
 * this very expression for the index to serve it.
 */
export function searchName(t: { firstName: AnyPgColumn; lastName: AnyPgColumn }): SQL {
  return sql`(coalesce(${t.firstName}, '') || ' ' || coalesce(${t.lastName}, ''))`;
}

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
    // Contact search by substring (pg_trgm): the username, and the name as "first last".
    index('users_username_trgm_idx').using('gin', sql`${t.username} gin_trgm_ops`),
    index('users_name_trgm_idx').using('gin', sql`${searchName(t)} gin_trgm_ops`),
    // Contact search's order: a common query walks the usernames in order until a page is full,
    // reading this index alone (it holds what the search filters on; modules/social).
    index('users_username_search_idx').on(
      t.username,
      t.id,
      t.firstName,
      t.lastName,
      t.email,
      t.phoneNumber,
    ),
  ],
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
