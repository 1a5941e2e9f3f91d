import { sql } from 'drizzle-orm';
import { index, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './users';

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

export const oauthClients = pgTable('oauth_clients', {
  id: text('id').primaryKey(),
  name: text('name').notNull(),
  logoUrl: text('logo_url'),
  website: text('website'),
  /** Exact-match list; no prefix or wildcard matching. */
  redirectUris: jsonb('redirect_uris').$type<string[]>().notNull(),
  allowedScopes: jsonb('allowed_scopes').$type<string[]>().notNull(),
  /**
   * Confidential clients: SHA-256 of their secret (256 random bits, so a fast hash is enough);
   * null for public clients, which prove themselves with PKCE alone.
   */
  secretHash: text('secret_hash'),
  createdAt: ts('created_at').notNull(),
});

export const oauthCodes = pgTable('oauth_codes', {
  codeHash: text('code_hash').primaryKey(),
  clientId: text('client_id')
    .notNull()
    .references(() => oauthClients.id, { onDelete: 'cascade' }),
  userId: text('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  redirectUri: text('redirect_uri').notNull(),
  scopes: jsonb('scopes').$type<string[]>().notNull(),
  codeChallenge: text('code_challenge').notNull(),
  codeChallengeMethod: text('code_challenge_method').notNull(),
  createdAt: ts('created_at').notNull(),
  expiresAt: ts('expires_at').notNull(),
  consumedAt: ts('consumed_at'),
  /** The session its exchange started: a replay of the code ends it (RFC 6749 §4.1.2). */
  sessionId: text('session_id'),
  /** OpenID Connect: echoed in the ID token. */
  nonce: text('nonce'),
  /** When the user signed in to the session that approved (the ID token's auth_time). */
  authTime: ts('auth_time'),
});

/**
 * What a user allowed a partner: one live row per user and client (scopes widen on a later
 * approval). Partner access tokens name their grant (`grant_id`), so revoking the row ends every
 * token issued under it at once; approving again afterwards starts a new row with a new id.
 */
export const oauthGrants = pgTable(
  'oauth_grants',
  {
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    clientId: text('client_id')
      .notNull()
      .references(() => oauthClients.id, { onDelete: 'cascade' }),
    scopes: jsonb('scopes').$type<string[]>().notNull(),
    createdAt: ts('created_at').notNull(),
    updatedAt: ts('updated_at').notNull(),
    revokedAt: ts('revoked_at'),
  },
  (t) => [
    uniqueIndex('oauth_grants_live_unique')
      .on(t.userId, t.clientId)
      .where(sql`${t.revokedAt} is null`),
    index('oauth_grants_user_idx').on(t.userId),
  ],
);

/**
 * Partner refresh tokens (offline_access), stored as SHA-256: bound to their client, grant and
 * session. Each use rotates (rotated_at); a rotated token presented again revokes the grant.
 */
export const oauthRefreshTokens = pgTable(
  'oauth_refresh_tokens',
  {
    id: text('id').primaryKey(),
    tokenHash: text('token_hash').notNull(),
    clientId: text('client_id')
      .notNull()
      .references(() => oauthClients.id, { onDelete: 'cascade' }),
    grantId: text('grant_id')
      .notNull()
      .references(() => oauthGrants.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    sessionId: text('session_id').notNull(),
    scopes: jsonb('scopes').$type<string[]>().notNull(),
    authTime: ts('auth_time'),
    createdAt: ts('created_at').notNull(),
    expiresAt: ts('expires_at').notNull(),
    rotatedAt: ts('rotated_at'),
    revokedAt: ts('revoked_at'),
  },
  (t) => [
    uniqueIndex('oauth_refresh_tokens_hash_unique').on(t.tokenHash),
    index('oauth_refresh_tokens_session_idx').on(t.sessionId),
    index('oauth_refresh_tokens_grant_idx').on(t.grantId),
  ],
);

/**
 * The ID token signing keys (ES256). The private key is sealed with the server's
 * WALLET_SEAL_KEY (HKDF, AES-256-GCM, kid as associated data). A key is published from its
 * creation, signs from `activates_at` until the next key activates, and stays published until
 * the ID tokens it signed have expired.
 */
export const oauthSigningKeys = pgTable(
  'oauth_signing_keys',
  {
    kid: text('kid').primaryKey(),
    alg: text('alg').notNull(),
    publicJwk: jsonb('public_jwk').$type<Record<string, unknown>>().notNull(),
    privateSealed: text('private_sealed').notNull(),
    createdAt: ts('created_at').notNull(),
    activatesAt: ts('activates_at').notNull(),
  },
  (t) => [uniqueIndex('oauth_signing_keys_activates_unique').on(t.activatesAt)],
);
