import { and, desc, eq, isNull, lte } from 'drizzle-orm';
import { OAUTH_SCOPES, type OAuthScope } from '@optwallet/contract';
import { oauthClients, oauthCodes, oauthGrants, sessions } from '../../db/schema';
import { newId, newToken, pkceS256, safeEqual, sha256 } from '../../lib/crypto';
import { OAuthError, invalid, notFound } from '../../lib/errors';
import type { Deps } from '../../deps';
import { endSession, startSession } from '../../lib/session/sessions';
import { requireUser } from '../identity';
import { endGrant, issuePartnerTokens } from './partner-tokens';

export const OAUTH_CODE_TTL_MS = 10 * 60_000;

interface AuthorizeParams {
  client_id: string;
  redirect_uri: string;
  scopes: string;
  /** Required by the contract: the partner's CSRF defence comes back with every answer. */
  state: string;
}

function isScope(value: string): value is OAuthScope {
  return Object.hasOwn(OAUTH_SCOPES, value);
}

/** Client, exact redirect URI and scopes; nothing is redirected before all three hold. */
async function validateRequest(deps: Deps, params: AuthorizeParams) {
  const [client] = await deps.db
    .select()
    .from(oauthClients)
    .where(eq(oauthClients.id, params.client_id))
    .limit(1);
  if (!client) throw invalid('client_id', 'Unknown client');
  if (!client.redirectUris.includes(params.redirect_uri)) {
    throw invalid('redirect_uri', 'redirect_uri is not registered for this client');
  }
  const requested = [...new Set(params.scopes.split(/[\s,]+/).filter(Boolean))];
  const unknown = requested.filter((s) => !isScope(s) || !client.allowedScopes.includes(s));
  if (requested.length === 0 || unknown.length > 0) {
    throw invalid(
      'scopes',
      `Scopes not allowed for this client: ${unknown.join(' ') || '(none requested)'}`,
    );
  }
  return { client, scopes: requested.filter(isScope) };
}

export async function describeAuthorization(
  deps: Deps,
  auth: { userId: string; sessionId: string },
  params: AuthorizeParams & { max_age?: number | undefined },
) {
  const { userId } = auth;
  const { client, scopes } = await validateRequest(deps, params);
  const user = await requireUser(deps.db, userId);
  const granted = await liveGrantScopes(deps, userId, client.id);
  return {
    remembered: granted !== null && scopes.every((scope) => granted.includes(scope)),
    login_required: await signedInTooLongAgo(deps, auth.sessionId, params.max_age),
    client: { id: client.id, name: client.name, logo_url: client.logoUrl, website: client.website },
    scopes: scopes.map((name) => ({ name, description: OAUTH_SCOPES[name] })),
    user: {
      id: user.id,
      username: user.username,
      first_name: user.firstName,
      last_name: user.lastName,
      avatar: user.avatar,
      email: user.email,
    },
  };
}

/** The scopes of the user's live grant to this client, or null when there is none. */
async function liveGrantScopes(deps: Deps, userId: string, clientId: string) {
  const [grant] = await deps.db
    .select({ scopes: oauthGrants.scopes })
    .from(oauthGrants)
    .where(
      and(
        eq(oauthGrants.userId, userId),
        eq(oauthGrants.clientId, clientId),
        isNull(oauthGrants.revokedAt),
      ),
    )
    .limit(1);
  return grant?.scopes ?? null;
}

/** When the user signed in to the session that approves: the ID token's auth_time. */
async function signedInAt(deps: Deps, sessionId: string): Promise<Date | null> {
  const [row] = await deps.db
    .select({ createdAt: sessions.createdAt })
    .from(sessions)
    .where(eq(sessions.id, sessionId))
    .limit(1);
  return row?.createdAt ?? null;
}

/** OpenID Connect max_age: the session's sign-in is older than that many seconds. */
async function signedInTooLongAgo(deps: Deps, sessionId: string, maxAge: number | undefined) {
  if (maxAge === undefined) return false;
  const since = await signedInAt(deps, sessionId);
  const age = since ? (deps.clock().getTime() - since.getTime()) / 1000 : Infinity;
  return age > maxAge;
}

export async function authorize(
  deps: Deps,
  auth: { userId: string; sessionId: string },
  params: AuthorizeParams & {
    code_challenge: string;
    decision?: 'approve' | 'deny' | undefined;
    nonce?: string | undefined;
  },
): Promise<string> {
  const { userId } = auth;
  const { client, scopes } = await validateRequest(deps, params);
  const url = new URL(params.redirect_uri);
  if (params.decision === 'deny') {
    url.searchParams.set('error', 'access_denied');
    url.searchParams.set('state', params.state);
    return url.toString();
  }
  await recordGrant(deps, userId, client.id, scopes, deps.clock());
  return issueCode(deps, auth, client.id, scopes, params);
}

/** A single-use code of an approved request, in the redirect back to the partner. */
async function issueCode(
  deps: Deps,
  auth: { userId: string; sessionId: string },
  clientId: string,
  scopes: OAuthScope[],
  params: AuthorizeParams & { code_challenge: string; nonce?: string | undefined },
): Promise<string> {
  const now = deps.clock();
  const code = newToken();
  await deps.db.insert(oauthCodes).values({
    codeHash: sha256(code),
    clientId,
    userId: auth.userId,
    redirectUri: params.redirect_uri,
    scopes,
    codeChallenge: params.code_challenge,
    codeChallengeMethod: 'S256',
    nonce: params.nonce ?? null,
    authTime: await signedInAt(deps, auth.sessionId),
    createdAt: now,
    expiresAt: new Date(now.getTime() + OAUTH_CODE_TTL_MS),
  });
  const url = new URL(params.redirect_uri);
  url.searchParams.set('code', code);
  url.searchParams.set('state', params.state);
  return url.toString();
}

/**
 * OpenID Connect prompt=none (Core §3.1.2.1): no screen. Without a signed-in user, or one who
 * signed in longer ago than max_age, login_required; without a live grant covering every scope
 * asked for, consent_required; otherwise a code. Errors go to the verified redirect URI only.
 */
export async function authorizeSilently(
  deps: Deps,
  auth: { userId: string; sessionId: string } | null,
  params: AuthorizeParams & {
    code_challenge: string;
    nonce?: string | undefined;
    max_age?: number | undefined;
  },
): Promise<string> {
  const { client, scopes } = await validateRequest(deps, params);
  const refuse = (error: 'login_required' | 'consent_required') => {
    const url = new URL(params.redirect_uri);
    url.searchParams.set('error', error);
    url.searchParams.set('state', params.state);
    return url.toString();
  };
  if (!auth) return refuse('login_required');
  if (await signedInTooLongAgo(deps, auth.sessionId, params.max_age))
    return refuse('login_required');
  const granted = await liveGrantScopes(deps, auth.userId, client.id);
  if (!granted || scopes.some((scope) => !granted.includes(scope)))
    return refuse('consent_required');
  return issueCode(deps, auth, client.id, scopes, params);
}

const invalidGrant = (description: string) => new OAuthError('invalid_grant', description);

/**
 * Code + PKCE verifier -> an oauth-type access token carrying the granted scopes. Each exchange
 * starts a session under the grant; the code remembers it, so presenting the code again ends
 * that session: the tokens it gave stop (RFC 6749 §4.1.2), whoever holds them.
 */
export async function exchangeCode(
  deps: Deps,
  clientId: string,
  input: { code: string; redirect_uri: string; code_verifier: string },
) {
  const now = deps.clock();
  const [row] = await deps.db
    .select()
    .from(oauthCodes)
    .where(eq(oauthCodes.codeHash, sha256(input.code)))
    .limit(1);
  if (row?.consumedAt) {
    if (row.sessionId) await endSession(deps.db, row.sessionId, now);
    throw invalidGrant('The authorization code is invalid or has expired');
  }
  if (!row || row.expiresAt <= now)
    throw invalidGrant('The authorization code is invalid or has expired');
  if (row.clientId !== clientId || row.redirectUri !== input.redirect_uri) {
    throw invalidGrant('The authorization code was issued to another client or redirect_uri');
  }
  if (!safeEqual(pkceS256(input.code_verifier), row.codeChallenge))
    throw invalidGrant('PKCE verification failed');
  // The grant the user gave when this code was issued; a revocation since then ends it.
  const [grant] = await deps.db
    .select({ id: oauthGrants.id })
    .from(oauthGrants)
    .where(
      and(
        eq(oauthGrants.userId, row.userId),
        eq(oauthGrants.clientId, row.clientId),
        isNull(oauthGrants.revokedAt),
        lte(oauthGrants.createdAt, row.createdAt),
      ),
    )
    .limit(1);
  if (!grant) throw invalidGrant('The user revoked this app’s access');
  const sessionId = newId();
  const claimed = await deps.db
    .update(oauthCodes)
    .set({ consumedAt: now, sessionId })
    .where(and(eq(oauthCodes.codeHash, row.codeHash), isNull(oauthCodes.consumedAt)))
    .returning({ codeHash: oauthCodes.codeHash });
  if (claimed.length === 0) throw invalidGrant('The authorization code is invalid or has expired');
  await startSession(deps.db, {
    id: sessionId,
    userId: row.userId,
    grantId: grant.id,
    signedInAt: now,
  });
  return issuePartnerTokens(deps, {
    userId: row.userId,
    clientId: row.clientId,
    grantId: grant.id,
    sessionId,
    scopes: row.scopes,
    authTime: row.authTime,
    nonce: row.nonce,
  });
}

/** Approval: the live grant of this user and client widens to the new scopes, or one starts. */
async function recordGrant(
  deps: Deps,
  userId: string,
  clientId: string,
  scopes: OAuthScope[],
  now: Date,
): Promise<void> {
  const live = and(
    eq(oauthGrants.userId, userId),
    eq(oauthGrants.clientId, clientId),
    isNull(oauthGrants.revokedAt),
  );
  const [existing] = await deps.db.select().from(oauthGrants).where(live).limit(1);
  if (existing) {
    const merged = [...new Set([...existing.scopes, ...scopes])];
    await deps.db
      .update(oauthGrants)
      .set({ scopes: merged, updatedAt: now })
      .where(eq(oauthGrants.id, existing.id));
    return;
  }
  // Two approvals at once: the partial unique index keeps one live row; the loser widens it.
  const inserted = await deps.db
    .insert(oauthGrants)
    .values({ id: newId(), userId, clientId, scopes, createdAt: now, updatedAt: now })
    .onConflictDoNothing()
    .returning({ id: oauthGrants.id });
  if (inserted.length === 0) await recordGrant(deps, userId, clientId, scopes, now);
}

/** Connected apps: the live grants of a user with their partner, newest first. */
export async function listGrants(deps: Deps, userId: string) {
  const rows = await deps.db
    .select({ grant: oauthGrants, client: oauthClients })
    .from(oauthGrants)
    .innerJoin(oauthClients, eq(oauthClients.id, oauthGrants.clientId))
    .where(and(eq(oauthGrants.userId, userId), isNull(oauthGrants.revokedAt)))
    .orderBy(desc(oauthGrants.updatedAt));
  return {
    data: rows.map(({ grant, client }) => ({
      id: grant.id,
      client: {
        id: client.id,
        name: client.name,
        logo_url: client.logoUrl,
        website: client.website,
      },
      scopes: grant.scopes
        .filter(isScope)
        .map((name) => ({ name, description: OAUTH_SCOPES[name] })),
      created_at: grant.createdAt.toISOString(),
      updated_at: grant.updatedAt.toISOString(),
    })),
  };
}

/**
 * Revocation (Connected apps): the grant ends, so every access token naming it is refused from
 * the next request on, its refresh tokens stop, and codes not exchanged yet die with it.
 */
export async function revokeGrant(deps: Deps, userId: string, grantId: string) {
  const [grant] = await deps.db
    .select()
    .from(oauthGrants)
    .where(
      and(
        eq(oauthGrants.id, grantId),
        eq(oauthGrants.userId, userId),
        isNull(oauthGrants.revokedAt),
      ),
    )
    .limit(1);
  if (!grant) throw notFound('This app is not connected to your account');
  await endGrant(deps, grant, deps.clock());
  return { message: 'Access revoked' };
}

export interface ClientRegistration {
  id: string;
  name: string;
  redirectUris: string[];
  scopes: string[];
  website?: string | undefined;
  logoUrl?: string | undefined;
  /** A confidential client's secret (stored as SHA-256); left out, the client is public. */
  secret?: string | undefined;
}

/**
 * Registers a partner (or updates it under the same id): exact redirect URIs, absolute http(s)
 * URLs without a fragment; scopes from the catalogue of product §6.
 */
export async function registerClient(db: Deps['db'], input: ClientRegistration, now: Date) {
  if (!/^[a-z0-9][a-z0-9._-]{1,62}$/.test(input.id))
    throw invalid('id', 'Use 2-63 lowercase letters, digits, dots, dashes or underscores');
  if (input.name.trim() === '') throw invalid('name', 'The app needs a name users recognise');
  if (input.redirectUris.length === 0)
    throw invalid('redirect_uri', 'Give at least one redirect URI');
  for (const uri of input.redirectUris) {
    const url = URL.canParse(uri) ? new URL(uri) : null;
    if (!url || !['http:', 'https:'].includes(url.protocol) || url.hash !== '')
      throw invalid('redirect_uri', `Not an absolute http(s) URL without a fragment: ${uri}`);
  }
  const unknown = input.scopes.filter((scope) => !isScope(scope));
  if (input.scopes.length === 0 || unknown.length > 0)
    throw invalid('scopes', `Unknown scopes: ${unknown.join(' ') || '(none given)'}`);
  const values = {
    name: input.name.trim(),
    logoUrl: input.logoUrl ?? null,
    website: input.website ?? null,
    redirectUris: input.redirectUris,
    allowedScopes: input.scopes,
    secretHash: input.secret === undefined ? null : sha256(input.secret),
  };
  await db
    .insert(oauthClients)
    .values({ id: input.id, ...values, createdAt: now })
    .onConflictDoUpdate({ target: oauthClients.id, set: values });
}
