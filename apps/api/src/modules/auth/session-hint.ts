import { createHmac } from 'node:crypto';
import type { SessionHintResponse } from '@optwallet/contract';
import { SESSION_WARNING_SECONDS, displayName } from '@optwallet/domain';
import { and, eq, isNull } from 'drizzle-orm';
import type { Context } from 'hono';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import { sessions } from '../../db/schema';
import { isConsentOrigin, isWalletOrigin } from '../../lib/app-origins';
import { safeEqual } from '../../lib/crypto';
import { HttpError } from '../../lib/errors';
import type { AppEnv } from '../../lib/http';
import { verifyAccessToken } from '../../lib/session/access-tokens';
import type { Deps } from '../../deps';
import { findUserById } from '../identity';
import { type TokenSet, issueSession } from './refresh-tokens';

/*
 * "Continue as {name}" (apps/api/README.md "One-tap partner sign-in"). The wallet app and the
 * consent app live on different origins, so they share no localStorage; they do share the API's
 * cookies when they are one site (one host, other ports). A sign-in or refresh answered to the
 * wallet app sets a cookie naming its session: HttpOnly (no script reads it), SameSite=Strict (no
 * request another site starts carries it), scoped to /api/session (no other call sees it), signed
 * with the server's key, and good for as long as the wallet would keep an idle person signed in.
 * The consent app asks whom it names (GET /session/hint) and, only once the person chose to
 * continue, exchanges it for a session of its own (POST /session/continue, only from its origin).
 */

const COOKIE = 'optwallet_session_hint';
/** The API is mounted under /api (app.ts); the hint's two calls are under /session. */
const COOKIE_PATH = '/api/session';
const MAC_PURPOSE = 'session-hint';

/**
 * How long a hint lasts after the wallet last signed in or refreshed: an open wallet refreshes at
 * least once per access-token lifetime, and signs out a person idle for the inactivity limit and
 * its warning. A hint never outlives the wallet session it names.
 */
function hintLifetimeSeconds(config: Deps['config']): number {
  return config.accessTokenTtlSeconds + config.inactivityMinutes * 60 + SESSION_WARNING_SECONDS;
}

function mac(secret: string, sessionId: string, issuedAt: number): string {
  return createHmac('sha256', secret)
    .update(`${MAC_PURPOSE}\u0000${sessionId}\u0000${issuedAt}`)
    .digest('base64url');
}

const cookieOptions = (deps: Deps) =>
  ({
    path: COOKIE_PATH,
    httpOnly: true,
    sameSite: 'Strict',
    secure: deps.config.nodeEnv === 'production',
  }) as const;

/**
 * After a sign-in or a refresh: when it was the wallet app's, the hint names its session (a new
 * one each time, so it lasts from the latest). Answers the tokens unchanged.
 */
export async function hintWalletSession<T extends TokenSet>(
  c: Context<AppEnv>,
  deps: Deps,
  tokens: T,
): Promise<T> {
  if (!isWalletOrigin(deps.config, c.req.header('origin'))) return tokens;
  const auth = await verifyAccessToken(deps, tokens.access_token);
  if (!auth) return tokens;
  const issuedAt = Math.floor(deps.clock().getTime() / 1000);
  const value = `${auth.sessionId}.${issuedAt}.${mac(deps.config.jwtSecret, auth.sessionId, issuedAt)}`;
  setCookie(c, COOKIE, value, { ...cookieOptions(deps), maxAge: hintLifetimeSeconds(deps.config) });
  return tokens;
}

/** The wallet app signed out: its hint goes with it (its session has ended anyway). */
export function forgetWalletSession(c: Context<AppEnv>, deps: Deps): void {
  if (isWalletOrigin(deps.config, c.req.header('origin')))
    deleteCookie(c, COOKIE, cookieOptions(deps));
}

/** The live wallet session the request's hint names, or null (none, forged, expired or ended). */
async function hintedSession(c: Context<AppEnv>, deps: Deps) {
  const [sessionId = '', issued = '', signature = ''] = (getCookie(c, COOKIE) ?? '').split('.');
  const issuedAt = Number(issued);
  if (!sessionId || !Number.isSafeInteger(issuedAt)) return null;
  if (!safeEqual(signature, mac(deps.config.jwtSecret, sessionId, issuedAt))) return null;
  const age = deps.clock().getTime() / 1000 - issuedAt;
  if (age < 0 || age > hintLifetimeSeconds(deps.config)) return null;
  const [session] = await deps.db
    .select({ userId: sessions.userId, signedInAt: sessions.createdAt })
    .from(sessions)
    .where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt), isNull(sessions.grantId)))
    .limit(1);
  return session ?? null;
}

/** GET /session/hint: whom the hint names, as "Continue as" shows them; null when nobody. */
export async function sessionHint(c: Context<AppEnv>, deps: Deps): Promise<SessionHintResponse> {
  const session = await hintedSession(c, deps);
  const user = session ? await findUserById(deps.db, session.userId) : undefined;
  const name = user
    ? displayName({ first_name: user.firstName, last_name: user.lastName, username: user.username })
    : '';
  if (!user || name === '') return { account: null };
  return { account: { name, username: user.username, avatar: user.avatar } };
}

/**
 * POST /session/continue: a new session for the consent app, for the person the hint names. Only
 * the consent app's origin may ask (browsers always send Origin with a POST; another site could
 * not send the cookie anyway), and the new session keeps the wallet's sign-in time, so a
 * partner's max_age and the ID token's auth_time see the sign-in that really happened.
 */
export async function continueSession(c: Context<AppEnv>, deps: Deps): Promise<TokenSet> {
  if (!isConsentOrigin(deps.config, c.req.header('origin'))) {
    throw new HttpError(403, 'Only the OptWallet consent app can continue a session.');
  }
  const session = await hintedSession(c, deps);
  if (!session) {
    throw new HttpError(
      401,
      'Your OptWallet session in this browser has ended. Sign in to continue.',
    );
  }
  return issueSession(deps, session.userId, {
    signedInAt: session.signedInAt,
    device: c.req.header('user-agent'),
  });
}
