import {
  bigint,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { oauthGrants } from './oauth';
import { users } from './users';

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/**
 * One sign-in: a refresh-token family of our own apps, or one partner code exchange (grant_id
 * set). Every access token names its session (`sid`), and every authenticated request checks
 * this row by primary key, so ending a session (logout, password change or reset, refresh token
 * reuse, a replayed OAuth code, a revoked grant) stops its access tokens at once.
 */
export const sessions = pgTable(
  'sessions',
  {
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    grantId: text('grant_id').references(() => oauthGrants.id, { onDelete: 'cascade' }),
    /**
     * When the person signed in (the ID token's auth_time): the row's creation, except for a
     * session handed over by "Continue as", which keeps the sign-in of the session it came from.
     */
    createdAt: ts('created_at').notNull(),
    revokedAt: ts('revoked_at'),
    /** The browser's User-Agent at sign-in (first 300 characters), for the Sessions list. */
    device: text('device'),
  },
  (t) => [index('sessions_user_idx').on(t.userId)],
);

/**
 * Opaque refresh tokens, stored as SHA-256 hashes; a family is one session (family_id =
 * sessions.id). Each refresh rotates: the used row gets rotated_at and its successor sealed under
 * a key only the used token gives (successor_sealed), so for a short grace window a second tab
 * presenting the same token gets the same new pair; after it, presenting a rotated token revokes
 * the whole family (reuse detection).
 */
export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    familyId: text('family_id').notNull(),
    tokenHash: text('token_hash').notNull(),
    platformType: text('platform_type'),
    createdAt: ts('created_at').notNull(),
    expiresAt: ts('expires_at').notNull(),
    rotatedAt: ts('rotated_at'),
    successorSealed: text('successor_sealed'),
    revokedAt: ts('revoked_at'),
  },
  (t) => [
    uniqueIndex('refresh_tokens_hash_unique').on(t.tokenHash),
    index('refresh_tokens_family_idx').on(t.familyId),
  ],
);

/** 6-digit codes (login, reset, password change, phone), hashed; they expire and die after 5 misses. */
export const oneTimeCodes = pgTable(
  'one_time_codes',
  {
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    purpose: text('purpose').notNull(),
    codeHash: text('code_hash').notNull(),
    attempts: integer('attempts').notNull().default(0),
    data: jsonb('data').$type<Record<string, unknown>>().notNull().default({}),
    createdAt: ts('created_at').notNull(),
    expiresAt: ts('expires_at').notNull(),
    consumedAt: ts('consumed_at'),
  },
  (t) => [index('one_time_codes_user_purpose_idx').on(t.userId, t.purpose)],
);

/** Single-use link tokens (magic login, password reset, password setup), hashed. */
export const linkTokens = pgTable(
  'link_tokens',
  {
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    purpose: text('purpose').notNull(),
    tokenHash: text('token_hash').notNull(),
    createdAt: ts('created_at').notNull(),
    expiresAt: ts('expires_at').notNull(),
    consumedAt: ts('consumed_at'),
  },
  (t) => [uniqueIndex('link_tokens_hash_unique').on(t.tokenHash)],
);

/** Devices trusted by remember_me: they skip the 2-step code for 30 days. */
export const trustedDevices = pgTable(
  'trusted_devices',
  {
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    createdAt: ts('created_at').notNull(),
    expiresAt: ts('expires_at').notNull(),
  },
  (t) => [uniqueIndex('trusted_devices_hash_unique').on(t.tokenHash)],
);

/** Fixed-window counters shared by every replica: key = action + identifier or IP. */
export const rateLimits = pgTable('rate_limits', {
  key: text('key').primaryKey(),
  count: integer('count').notNull(),
  windowStart: ts('window_start').notNull(),
});

/**
 * Passkeys (WebAuthn credentials), one row per authenticator a user added. `credential_id` is the
 * authenticator's id (base64url) and `public_key` its COSE key (base64url); `counter` is the
 * signature counter last seen (0 for authenticators that keep none, e.g. synced passkeys).
 */
export const passkeys = pgTable(
  'passkeys',
  {
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    credentialId: text('credential_id').notNull(),
    publicKey: text('public_key').notNull(),
    counter: bigint('counter', { mode: 'number' }).notNull().default(0),
    transports: jsonb('transports').$type<string[]>().notNull().default([]),
    backedUp: boolean('backed_up').notNull().default(false),
    name: text('name').notNull(),
    createdAt: ts('created_at').notNull(),
    lastUsedAt: ts('last_used_at'),
  },
  (t) => [
    uniqueIndex('passkeys_credential_id_unique').on(t.credentialId),
    index('passkeys_user_idx').on(t.userId),
  ],
);

/**
 * WebAuthn challenges: single use (consumed_at) and short lived (expires_at). A sign-in's has no
 * user yet; `rp_id` is the relying party the options named, which the answer must match.
 */
export const webauthnChallenges = pgTable(
  'webauthn_challenges',
  {
    id: text('id').primaryKey(),
    challenge: text('challenge').notNull(),
    purpose: text('purpose').$type<'register' | 'login'>().notNull(),
    userId: text('user_id').references(() => users.id, { onDelete: 'cascade' }),
    rpId: text('rp_id').notNull(),
    createdAt: ts('created_at').notNull(),
    expiresAt: ts('expires_at').notNull(),
    consumedAt: ts('consumed_at'),
  },
  (t) => [
    uniqueIndex('webauthn_challenges_challenge_unique').on(t.challenge),
    index('webauthn_challenges_expires_idx').on(t.expiresAt),
  ],
);
