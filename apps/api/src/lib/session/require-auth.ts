import type { Context, MiddlewareHandler } from 'hono';
import { isSessionLive } from './sessions';
import { verifyAccessToken } from './access-tokens';
import { HttpError } from '../errors';
import type { Deps } from '../../deps';
import { type AppEnv, type AuthSession, requestHeader } from '../http';

export function bearerToken(c: Context): string | undefined {
  const header = requestHeader(c, 'authorization');
  const match = header ? /^Bearer\s+(.+)$/i.exec(header) : null;
  return match?.[1]?.trim();
}

/**
 * A bearer token that is signed, unexpired and whose session is still live: one indexed
 * statement per request (isSessionLive), so a logout, a password change or a revoked grant stops
 * its access tokens at once rather than when they expire.
 */
export async function authenticate(
  deps: Pick<Deps, 'config' | 'clock' | 'db'>,
  token: string | undefined,
): Promise<AuthSession | null> {
  const session = token ? await verifyAccessToken(deps, token) : null;
  if (!session) return null;
  return (await isSessionLive(deps.db, session)) ? session : null;
}

/** The answer to a token that is not signed, has expired, or whose session has ended. */
export function unauthenticated(): HttpError {
  return new HttpError(401, 'Unauthenticated');
}

/**
 * Requires a live session (see authenticate). Payments-platform sessions may call everything;
 * oauth tokens (partner apps) only routes that name a scope they were granted.
 *
 * `checkedInStatement`: the route's read statement checks that our own session is live (one
 * statement instead of two for the reads every screen makes); the middleware checks the
 * signature and expiry and hands the session on as `sessionToCheck`. Partner tokens are
 * checked here as always.
 */
export function requireAuth(
  deps: Deps,
  options: { oauthScope?: string; checkedInStatement?: boolean } = {},
): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const token = bearerToken(c);
    const signed = token ? await verifyAccessToken(deps, token) : null;
    if (options.checkedInStatement && signed && signed.sessionType !== 'oauth') {
      c.set('auth', signed);
      c.set('sessionToCheck', signed);
      await next();
      return;
    }
    const session = signed && (await isSessionLive(deps.db, signed)) ? signed : null;
    if (!session) throw unauthenticated();
    if (session.sessionType === 'oauth') {
      if (!options.oauthScope || !session.scopes.includes(options.oauthScope)) {
        throw new HttpError(403, 'This token does not grant access to this resource');
      }
    }
    c.set('auth', session);
    await next();
  };
}

/** The peer address; behind a proxy the proxy's own rate limits apply first. */
export function clientIp(c: Context): string {
  const env = c.env as { incoming?: { socket?: { remoteAddress?: string } } } | undefined;
  return env?.incoming?.socket?.remoteAddress ?? 'local';
}
