import type { Context, MiddlewareHandler } from 'hono';
import { isGrantLive } from '../services/oauth';
import { verifyAccessToken } from '../services/tokens';
import { HttpError } from './errors';
import type { AppEnv, Deps } from './http';

export function bearerToken(c: Context): string | undefined {
  const header = c.req.header('authorization');
  const match = header ? /^Bearer\s+(.+)$/i.exec(header) : null;
  return match?.[1]?.trim();
}

/**
 * Requires a valid access token. Payments-platform sessions may call everything; oauth tokens
 * (partner apps) only routes that name a scope they were granted.
 */
export function requireAuth(
  deps: Deps,
  options: { oauthScope?: string } = {},
): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const token = bearerToken(c);
    const session = token ? await verifyAccessToken(deps, token) : null;
    if (!session) throw new HttpError(401, 'Unauthenticated');
    if (session.sessionType === 'oauth') {
      // Signatures alone cannot be revoked: a partner token lives only while its grant does.
      if (!(await isGrantLive(deps, session))) throw new HttpError(401, 'Unauthenticated');
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
