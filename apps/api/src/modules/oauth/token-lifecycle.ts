import { decodeJwt } from 'jose';
import { OAuthError } from '../../lib/errors';
import type { Deps } from '../../deps';
import { authenticate } from '../../lib/session/require-auth';
import { verifyAccessToken } from '../../lib/session/access-tokens';
import { issuerOf } from './id-token';
import { endPartnerSession, findRefreshToken, isRefreshLive } from './partner-tokens';

const foreign = () => new OAuthError('invalid_request', 'This token was issued to another client');

/**
 * RFC 7009: a refresh token or an access token of this client ends its session (the access and
 * refresh tokens of that sign-in stop; other sessions of the grant go on). A token of another
 * client is refused; an unknown, expired or already revoked one answers 200 all the same.
 */
export async function revokeToken(deps: Deps, clientId: string, token: string): Promise<void> {
  const refresh = await findRefreshToken(deps, token);
  if (refresh) {
    if (refresh.clientId !== clientId) throw foreign();
    await endPartnerSession(deps, refresh.sessionId);
    return;
  }
  const access = await verifyAccessToken(deps, token);
  if (access?.sessionType !== 'oauth') return;
  if (access.clientId !== clientId) throw foreign();
  await endPartnerSession(deps, access.sessionId);
}

/**
 * RFC 7662: what a live token of this client carries; anything else (unknown, expired, revoked,
 * rotated, or another client's) is only `{ active: false }`.
 */
export async function introspect(deps: Deps, clientId: string, token: string) {
  const inactive = { active: false };
  const refresh = await findRefreshToken(deps, token);
  if (refresh) {
    if (refresh.clientId !== clientId || !(await isRefreshLive(deps, refresh))) return inactive;
    return {
      active: true,
      token_type: 'refresh_token' as const,
      scope: refresh.scopes.join(' '),
      client_id: refresh.clientId,
      sub: refresh.userId,
      iat: Math.floor(refresh.createdAt.getTime() / 1000),
      exp: Math.floor(refresh.expiresAt.getTime() / 1000),
      iss: issuerOf(deps),
    };
  }
  const access = await authenticate(deps, token);
  if (access?.sessionType !== 'oauth' || access.clientId !== clientId) return inactive;
  const { iat, exp } = decodeJwt(token);
  return {
    active: true,
    token_type: 'Bearer' as const,
    scope: access.scopes.join(' '),
    client_id: clientId,
    sub: access.userId,
    ...(iat === undefined ? {} : { iat }),
    ...(exp === undefined ? {} : { exp }),
    iss: issuerOf(deps),
  };
}
