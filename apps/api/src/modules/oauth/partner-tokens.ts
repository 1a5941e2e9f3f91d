import { and, eq, isNull } from 'drizzle-orm';
import { oauthCodes, oauthGrants, oauthRefreshTokens, sessions } from '../../db/schema';
import { newId, newToken, sha256 } from '../../lib/crypto';
import { OAuthError } from '../../lib/errors';
import type { Deps } from '../../deps';
import { endSession } from '../../lib/session/sessions';
import { signAccessToken } from '../../lib/session/access-tokens';
import { signIdToken } from './id-token';

type RefreshRow = typeof oauthRefreshTokens.$inferSelect;

const invalidGrant = (description: string) => new OAuthError('invalid_grant', description);

/**
 * What the token endpoint answers for one session of a grant: the access token, an ID token
 * when `openid` is granted, a (new) refresh token when `offline_access` is.
 */
export async function issuePartnerTokens(
  deps: Deps,
  input: {
    userId: string;
    clientId: string;
    grantId: string;
    sessionId: string;
    /** The scopes of this access token (a refresh may narrow them). */
    scopes: string[];
    /** The scopes the refresh token keeps (RFC 6749 §6: those of the one it replaces). */
    refreshScopes?: string[];
    authTime: Date | null;
    nonce?: string | null;
  },
) {
  const now = deps.clock();
  const scope = input.scopes.join(' ');
  const accessToken = await signAccessToken(
    deps,
    input.userId,
    { sid: input.sessionId, scope, client_id: input.clientId, grant_id: input.grantId },
    now,
  );
  const refreshScopes = input.refreshScopes ?? input.scopes;
  let refreshToken: string | undefined;
  if (refreshScopes.includes('offline_access')) {
    refreshToken = newToken();
    await deps.db.insert(oauthRefreshTokens).values({
      id: newId(),
      tokenHash: sha256(refreshToken),
      clientId: input.clientId,
      grantId: input.grantId,
      userId: input.userId,
      sessionId: input.sessionId,
      scopes: refreshScopes,
      authTime: input.authTime,
      createdAt: now,
      expiresAt: new Date(now.getTime() + deps.config.refreshTokenTtlDays * 86_400_000),
    });
  }
  const idToken = input.scopes.includes('openid')
    ? await signIdToken(deps, {
        userId: input.userId,
        clientId: input.clientId,
        scopes: input.scopes,
        accessToken,
        authTime: input.authTime,
        nonce: input.nonce,
      })
    : undefined;
  return {
    access_token: accessToken,
    token_type: 'Bearer' as const,
    expires_in: deps.config.accessTokenTtlSeconds,
    scope,
    ...(idToken ? { id_token: idToken } : {}),
    ...(refreshToken ? { refresh_token: refreshToken } : {}),
  };
}

export async function findRefreshToken(deps: Deps, token: string): Promise<RefreshRow | undefined> {
  const [row] = await deps.db
    .select()
    .from(oauthRefreshTokens)
    .where(eq(oauthRefreshTokens.tokenHash, sha256(token)))
    .limit(1);
  return row;
}

/** The refresh token is unrotated, unrevoked, unexpired, and its grant and session are live. */
export async function isRefreshLive(deps: Deps, row: RefreshRow): Promise<boolean> {
  if (row.rotatedAt || row.revokedAt || row.expiresAt <= deps.clock()) return false;
  const [live] = await deps.db
    .select({ id: sessions.id })
    .from(sessions)
    .innerJoin(oauthGrants, eq(oauthGrants.id, sessions.grantId))
    .where(
      and(
        eq(sessions.id, row.sessionId),
        eq(oauthGrants.id, row.grantId),
        isNull(sessions.revokedAt),
        isNull(oauthGrants.revokedAt),
      ),
    )
    .limit(1);
  return live !== undefined;
}

/**
 * A grant ends: every session under it stops at the next request (the per-request check joins
 * the grant), its refresh tokens and the codes not exchanged yet die with it.
 */
export async function endGrant(
  deps: Deps,
  grant: { id: string; userId: string; clientId: string },
  now: Date,
): Promise<void> {
  await deps.db
    .update(oauthGrants)
    .set({ revokedAt: now })
    .where(and(eq(oauthGrants.id, grant.id), isNull(oauthGrants.revokedAt)));
  await deps.db
    .update(oauthRefreshTokens)
    .set({ revokedAt: now })
    .where(and(eq(oauthRefreshTokens.grantId, grant.id), isNull(oauthRefreshTokens.revokedAt)));
  await deps.db
    .update(oauthCodes)
    .set({ consumedAt: now })
    .where(
      and(
        eq(oauthCodes.userId, grant.userId),
        eq(oauthCodes.clientId, grant.clientId),
        isNull(oauthCodes.consumedAt),
      ),
    );
}

/** One partner session ends (RFC 7009 revocation): its access and refresh tokens stop. */
export async function endPartnerSession(deps: Deps, sessionId: string): Promise<void> {
  const now = deps.clock();
  await endSession(deps.db, sessionId, now);
  await deps.db
    .update(oauthRefreshTokens)
    .set({ revokedAt: now })
    .where(and(eq(oauthRefreshTokens.sessionId, sessionId), isNull(oauthRefreshTokens.revokedAt)));
}

/**
 * grant_type=refresh_token: the token works once and only for the client it was issued to. A
 * rotated token presented again was copied: the whole grant is revoked, so the thief's and the
 * partner's tokens stop alike (RFC 9700 §4.14.2). Partners refresh from one server, so there is
 * no grace window as for our own apps' tabs.
 */
export async function refreshPartnerTokens(
  deps: Deps,
  clientId: string,
  input: { refresh_token: string; scope?: string | undefined },
) {
  const now = deps.clock();
  const row = await findRefreshToken(deps, input.refresh_token);
  if (!row || row.clientId !== clientId)
    throw invalidGrant('The refresh token is invalid or was issued to another client');
  if (row.rotatedAt) {
    await endGrant(deps, { id: row.grantId, userId: row.userId, clientId: row.clientId }, now);
    deps.logger.warn(
      { userId: row.userId, clientId, grantId: row.grantId },
      'partner refresh token reuse: grant revoked',
    );
    throw invalidGrant('The refresh token was already used; the grant is revoked');
  }
  if (!(await isRefreshLive(deps, row)))
    throw invalidGrant('The refresh token is invalid, expired or revoked');
  const requested = input.scope ? [...new Set(input.scope.split(' ').filter(Boolean))] : row.scopes;
  if (requested.some((scope) => !row.scopes.includes(scope)))
    throw new OAuthError('invalid_scope', 'Ask for the granted scopes or fewer');
  const claimed = await deps.db
    .update(oauthRefreshTokens)
    .set({ rotatedAt: now })
    .where(
      and(
        eq(oauthRefreshTokens.id, row.id),
        isNull(oauthRefreshTokens.rotatedAt),
        isNull(oauthRefreshTokens.revokedAt),
      ),
    )
    .returning({ id: oauthRefreshTokens.id });
  if (claimed.length === 0) throw invalidGrant('The refresh token was already used');
  return issuePartnerTokens(deps, {
    userId: row.userId,
    clientId: row.clientId,
    grantId: row.grantId,
    sessionId: row.sessionId,
    scopes: requested,
    refreshScopes: row.scopes,
    authTime: row.authTime,
  });
}
