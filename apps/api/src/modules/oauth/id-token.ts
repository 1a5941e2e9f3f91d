import { createHash } from 'node:crypto';
import { SignJWT } from 'jose';
import type { Deps } from '../../deps';
import { type UserRow, requireUser } from '../identity';
import { ALG, currentSigningKey } from './signing-keys';

/** The issuer: the API's public origin (discovery lives at `{issuer}/.well-known/…`). */
export function issuerOf(deps: Pick<Deps, 'config'>): string {
  return deps.config.apiPublicUrl;
}

/** ID tokens live as long as access tokens. */
export function idTokenTtlSeconds(deps: Pick<Deps, 'config'>): number {
  return deps.config.accessTokenTtlSeconds;
}

/**
 * The claims the granted scopes allow, for the ID token and UserInfo alike. `sub` is public:
 * the user's id, the same id GET /api/user answers a partner with `profile:basic` (a pairwise
 * subject would be undone by that call).
 */
function userClaims(user: UserRow, scopes: readonly string[]) {
  const claims: Record<string, string | boolean> = { sub: user.id };
  if (scopes.includes('email') && user.email) {
    claims.email = user.email;
    claims.email_verified = user.emailVerifiedAt !== null;
  }
  if (scopes.includes('profile:basic')) {
    const name = [user.firstName, user.lastName].filter(Boolean).join(' ');
    if (name) claims.name = name;
    if (user.username) claims.preferred_username = user.username;
    if (user.avatar) claims.picture = user.avatar;
  }
  return claims;
}

export async function claimsOf(deps: Deps, userId: string, scopes: readonly string[]) {
  return userClaims(await requireUser(deps.db, userId), scopes);
}

/** OIDC Core §3.1.3.6: the left half of SHA-256 of the access token, base64url. */
function atHash(accessToken: string): string {
  return createHash('sha256').update(accessToken).digest().subarray(0, 16).toString('base64url');
}

export async function signIdToken(
  deps: Deps,
  input: {
    userId: string;
    clientId: string;
    scopes: readonly string[];
    accessToken: string;
    authTime: Date | null;
    nonce?: string | null;
  },
): Promise<string> {
  const now = Math.floor(deps.clock().getTime() / 1000);
  const { kid, key } = await currentSigningKey(deps);
  const claims = await claimsOf(deps, input.userId, input.scopes);
  return new SignJWT({
    ...claims,
    at_hash: atHash(input.accessToken),
    ...(input.authTime ? { auth_time: Math.floor(input.authTime.getTime() / 1000) } : {}),
    ...(input.nonce ? { nonce: input.nonce } : {}),
  })
    .setProtectedHeader({ alg: ALG, kid, typ: 'JWT' })
    .setIssuer(issuerOf(deps))
    .setSubject(input.userId)
    .setAudience(input.clientId)
    .setIssuedAt(now)
    .setExpirationTime(now + idTokenTtlSeconds(deps))
    .sign(key);
}
