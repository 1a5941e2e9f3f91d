import { webcrypto } from 'node:crypto';
import { SignJWT, jwtVerify } from 'jose';
import type { AuthSession } from '../http';
import type { Deps } from '../../deps';

const ISSUER = 'optwallet-api';

const keys = new Map<string, Promise<webcrypto.CryptoKey>>();

/**
 * The HMAC key of a secret, imported once: jose imports a raw key into WebCrypto on every call,
 * which was the larger half of verifying a token on every request.
 */
function key(secret: string): Promise<webcrypto.CryptoKey> {
  let imported = keys.get(secret);
  if (!imported) {
    imported = webcrypto.subtle.importKey(
      'raw',
      new TextEncoder().encode(secret),
      { name: 'HMAC', hash: 'SHA-256' },
      false,
      ['sign', 'verify'],
    );
    keys.set(secret, imported);
  }
  return imported;
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
    .sign(await key(deps.config.jwtSecret));
}

/**
 * Tokens whose signature was verified, with their expiry (epoch seconds), per secret: WebCrypto
 * HMAC runs as a thread-pool job, which cost a quarter of a simple authenticated read. A token
 * is re-verified once it leaves the cache; its expiry is checked on every use. Revocation is
 * not a signature matter: the per-request session check (isSessionLive) still runs.
 */
const verified = new Map<string, { session: AuthSession; exp: number }>();
const VERIFIED_CAPACITY = 10_000;

/**
 * Checks an access token's signature, issuer and lifetime (not yet whether its session is live:
 * see isSessionLive). Payments-platform tokens carry platformType, oauth tokens a scope; a token
 * without a session id is refused.
 */
export async function verifyAccessToken(
  deps: Pick<Deps, 'config' | 'clock'>,
  token: string,
): Promise<AuthSession | null> {
  const now = deps.clock();
  const cacheKey = `${deps.config.jwtSecret}\u0000${token}`;
  const known = verified.get(cacheKey);
  if (known && known.exp > now.getTime() / 1000) return { ...known.session };
  try {
    const { payload } = await jwtVerify(token, await key(deps.config.jwtSecret), {
      issuer: ISSUER,
      algorithms: ['HS256'],
      currentDate: now,
    });
    if (
      typeof payload.sub !== 'string' ||
      typeof payload.sid !== 'string' ||
      typeof payload.exp !== 'number'
    )
      return null;
    const platformType =
      typeof payload.platformType === 'string' ? payload.platformType : undefined;
    const session: AuthSession = {
      userId: payload.sub,
      sessionId: payload.sid,
      sessionType: platformType ? 'payments-platform' : 'oauth',
      scopes: typeof payload.scope === 'string' ? payload.scope.split(' ').filter(Boolean) : [],
      clientId: typeof payload.client_id === 'string' ? payload.client_id : undefined,
      grantId: typeof payload.grant_id === 'string' ? payload.grant_id : undefined,
    };
    if (verified.size >= VERIFIED_CAPACITY) {
      const oldest = verified.keys().next();
      if (!oldest.done) verified.delete(oldest.value);
    }
    verified.set(cacheKey, { session, exp: payload.exp });
    return { ...session, scopes: [...session.scopes] };
  } catch {
    return null;
  }
}
