import { PLATFORM_TYPE_PAYMENTS } from '@optwallet/domain';
import { and, eq, isNull } from 'drizzle-orm';
import { SignJWT, jwtVerify } from 'jose';
import { refreshTokens } from '../db/schema';
import { newId, newToken, sha256 } from '../lib/crypto';
import { HttpError } from '../lib/errors';
import type { AuthSession, Deps } from '../lib/http';

const ISSUER = 'optwallet-api';

function key(secret: string): Uint8Array {
  return new TextEncoder().encode(secret);
}

interface AccessClaims {
  platformType?: string;
  scope?: string;
  client_id?: string;
  grant_id?: string;
}

export async function signAccessToken(
  deps: Pick<Deps, 'config' | 'clock'>,
  userId: string,
  claims: AccessClaims,
): Promise<string> {
  const iat = Math.floor(deps.clock().getTime() / 1000);
  return new SignJWT({ ...claims })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(userId)
    .setIssuer(ISSUER)
    .setIssuedAt(iat)
    .setExpirationTime(iat + deps.config.accessTokenTtlSeconds)
    .sign(key(deps.config.jwtSecret));
}

/** Verifies an access token; payments-platform tokens carry platformType, oauth tokens a scope. */
export async function verifyAccessToken(
  deps: Pick<Deps, 'config' | 'clock'>,
  token: string,
): Promise<AuthSession | null> {
  try {
    const { payload } = await jwtVerify(token, key(deps.config.jwtSecret), {
      issuer: ISSUER,
      algorithms: ['HS256'],
      currentDate: deps.clock(),
    });
    if (typeof payload.sub !== 'string') return null;
    const platformType =
      typeof payload.platformType === 'string' ? payload.platformType : undefined;
    return {
      userId: payload.sub,
      sessionType: platformType ? 'payments-platform' : 'oauth',
      scopes: typeof payload.scope === 'string' ? payload.scope.split(' ').filter(Boolean) : [],
      clientId: typeof payload.client_id === 'string' ? payload.client_id : undefined,
      grantId: typeof payload.grant_id === 'string' ? payload.grant_id : undefined,
    };
  } catch {
    return null;
  }
}

export interface TokenSet {
  access_token: string;
  refresh_token: string;
  expires_in: number;
}

/** A payments-platform session: access JWT plus an opaque refresh token (new family unless given). */
export async function issueSession(
  deps: Deps,
  userId: string,
  familyId: string = newId(),
): Promise<TokenSet> {
  const now = deps.clock();
  const refresh = newToken();
  await deps.db.insert(refreshTokens).values({
    id: newId(),
    userId,
    familyId,
    tokenHash: sha256(refresh),
    platformType: PLATFORM_TYPE_PAYMENTS,
    createdAt: now,
    expiresAt: new Date(now.getTime() + deps.config.refreshTokenTtlDays * 86_400_000),
  });
  return {
    access_token: await signAccessToken(deps, userId, { platformType: PLATFORM_TYPE_PAYMENTS }),
    refresh_token: refresh,
    expires_in: deps.config.accessTokenTtlSeconds,
  };
}

const invalidRefresh = () =>
  new HttpError(401, 'Invalid refresh token', { error: 'Invalid refresh token' });

/**
 * Rotation: a refresh token works once. Presenting one that was already rotated means it was
 * copied: the whole family is revoked, so the thief's and the owner's sessions both end.
 */
export async function rotateRefreshToken(deps: Deps, presented: string): Promise<TokenSet> {
  const now = deps.clock();
  const [row] = await deps.db
    .select()
    .from(refreshTokens)
    .where(eq(refreshTokens.tokenHash, sha256(presented)))
    .limit(1);
  if (!row || row.revokedAt) throw invalidRefresh();
  if (row.rotatedAt) {
    await deps.db
      .update(refreshTokens)
      .set({ revokedAt: now })
      .where(and(eq(refreshTokens.familyId, row.familyId), isNull(refreshTokens.revokedAt)));
    deps.logger.warn(
      { userId: row.userId, familyId: row.familyId },
      'refresh token reuse: family revoked',
    );
    throw invalidRefresh();
  }
  if (row.expiresAt <= now) throw invalidRefresh();
  const claimed = await deps.db
    .update(refreshTokens)
    .set({ rotatedAt: now })
    .where(and(eq(refreshTokens.id, row.id), isNull(refreshTokens.rotatedAt)))
    .returning({ id: refreshTokens.id });
  if (claimed.length === 0) throw invalidRefresh();
  return issueSession(deps, row.userId, row.familyId);
}

export async function revokeAllSessions(deps: Deps, userId: string): Promise<void> {
  await deps.db
    .update(refreshTokens)
    .set({ revokedAt: deps.clock() })
    .where(and(eq(refreshTokens.userId, userId), isNull(refreshTokens.revokedAt)));
}
