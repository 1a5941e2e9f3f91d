import { SignJWT, jwtVerify } from 'jose';
import type { AuthSession, Deps } from '../lib/http';

const ISSUER = 'optwallet-api';

function key(secret: string): Uint8Array {
  return new TextEncoder().encode(secret);
}

export interface AccessClaims {
  /** The session (sessions.id) the token belongs to; every request checks it is still live. */
  sid: string;
  platformType?: string;
  scope?: string;
  client_id?: string;
  grant_id?: string;
}

/**
 * A signed access token. HS256 over the same claims is deterministic: the same session, claims
 * and `issuedAt` give the same token, which the refresh grace window relies on.
 */
export async function signAccessToken(
  deps: Pick<Deps, 'config' | 'clock'>,
  userId: string,
  claims: AccessClaims,
  issuedAt: Date = deps.clock(),
): Promise<string> {
  const iat = Math.floor(issuedAt.getTime() / 1000);
  return new SignJWT({ ...claims })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(userId)
    .setIssuer(ISSUER)
    .setIssuedAt(iat)
    .setExpirationTime(iat + deps.config.accessTokenTtlSeconds)
    .sign(key(deps.config.jwtSecret));
}

/**
 * Checks an access token's signature, issuer and lifetime (not yet whether its session is live:
 * see isSessionLive). Payments-platform tokens carry platformType, oauth tokens a scope; a token
 * without a session id is refused.
 */
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
    if (typeof payload.sub !== 'string' || typeof payload.sid !== 'string') return null;
    const platformType =
      typeof payload.platformType === 'string' ? payload.platformType : undefined;
    return {
      userId: payload.sub,
      sessionId: payload.sid,
      sessionType: platformType ? 'payments-platform' : 'oauth',
      scopes: typeof payload.scope === 'string' ? payload.scope.split(' ').filter(Boolean) : [],
      clientId: typeof payload.client_id === 'string' ? payload.client_id : undefined,
      grantId: typeof payload.grant_id === 'string' ? payload.grant_id : undefined,
    };
  } catch {
    return null;
  }
}
