import { normalisePath } from './decision';

/** Product §4: logged in means an access token is stored. */
export function isLoggedIn(accessToken: string | null | undefined): boolean {
  return typeof accessToken === 'string' && accessToken !== '';
}

/** The referral code of a /c/{code} path, or null. */
export function referralCodeFromPath(path: string): string | null {
  const match = /^\/c\/([^/]+)$/.exec(normalisePath(path));
  if (!match?.[1]) return null;
  try {
    return decodeURIComponent(match[1]);
  } catch {
    return match[1];
  }
}

/** The query parameter of /login that holds where to go back to once signed in. */
const SIGN_IN_NEXT_PARAM = 'next';

/** Landing paths: signing in leads there anyway, so /login need not carry them. */
const LANDING_PATHS = new Set(['/', '/dashboard', '/home', '/login']);

/**
 * A path of this app that sign-in may return to: it starts with one `/` (never `//host` or
 * `/\host`, which a browser reads as another site) and is not a landing path.
 */
export function returnablePath(target: string): string | null {
  if (!/^\/(?![/\\])/.test(target)) return null;
  return LANDING_PATHS.has(normalisePath(target)) ? null : target;
}

/** /login, carrying the deep link (path and query) the visitor was on so sign-in returns there. */
export function loginPathFor(deepLink: string): string {
  const next = returnablePath(deepLink);
  return next === null
    ? '/login'
    : `/login?${new URLSearchParams({ [SIGN_IN_NEXT_PARAM]: next }).toString()}`;
}

/** Where a sign-in started on /login goes: the deep link it carries, if it is one of ours, else `/`. */
export function returnPathAfterSignIn(loginSearch: string): string {
  const next = new URLSearchParams(loginSearch).get(SIGN_IN_NEXT_PARAM);
  return (next !== null && returnablePath(next)) || '/';
}

/** /signup with a referral code: the invite link's sign-up (product §4's logout from /c/{code} too). */
function signupPathWithReferral(code: string): string {
  return `/signup?referral=${encodeURIComponent(code)}`;
}

/**
 * The sign-up link of /login: an invite link opened signed out comes to /login carrying
 * `?next=/c/{code}` (the profile sits behind the login guard, product §2), and whoever signs up
 * from there instead still signs up with that referral code.
 */
export function signupPathFromLogin(loginSearch: string): string {
  const code = referralCodeFromPath(returnPathAfterSignIn(loginSearch));
  return code === null ? '/signup' : signupPathWithReferral(code);
}

/** Where a mailed sign-in link lands in the web app (product §2). */
const MAGIC_LOGIN_PATH = '/magicLogin';

/**
 * The `redirect_url` of a mailed sign-in link (product §7): the app's /magicLogin on `origin`,
 * carrying the deep link sign-in returns to (`?next=`, as /login does), so the link lands there.
 */
export function magicLoginUrl(origin: string, returnTo = '/'): string {
  const next = returnablePath(returnTo);
  const query =
    next === null ? '' : `?${new URLSearchParams({ [SIGN_IN_NEXT_PARAM]: next }).toString()}`;
  return `${origin}${MAGIC_LOGIN_PATH}${query}`;
}

/**
 * Product §4: after logout go to /login, or to /signup?referral={code} from a /c/{code} page. /login
 * carries the screen the user was on (`?next=`), so signing in again returns there.
 */
export function logoutDestination(currentPath: string, currentSearch = ''): string {
  const code = referralCodeFromPath(currentPath);
  if (code !== null) return signupPathWithReferral(code);
  return loginPathFor(`${currentPath}${currentSearch}`);
}

/** Query parameters of /oauth (product §2). */
export interface OAuthParams {
  readonly client_id?: string | null;
  readonly redirect_uri?: string | null;
  readonly scopes?: string | null;
  readonly state?: string | null;
}

/** Router state handed to /oauth-consent. */
export interface OAuthConsentState {
  readonly token: string;
  readonly client_id: string;
  readonly redirect_uri: string;
  readonly scopes: string;
  readonly state: string;
}

export function readOAuthParams(search: string): OAuthParams {
  const params = new URLSearchParams(search);
  return {
    client_id: params.get('client_id'),
    redirect_uri: params.get('redirect_uri'),
    scopes: params.get('scopes'),
    state: params.get('state'),
  };
}

/**
 * Product §2 /oauth: logged in with client_id and redirect_uri -> /oauth-consent carrying token,
 * client_id, redirect_uri, scopes and state (router state, never the URL: it holds the token);
 * logged in without them -> '/'; not logged in -> show the login screen in place.
 */
export type OAuthDecision =
  | { readonly kind: 'showLogin' }
  | { readonly kind: 'redirect'; readonly to: '/' }
  | { readonly kind: 'redirect'; readonly to: '/oauth-consent'; readonly state: OAuthConsentState };

export function oauthDecision(
  accessToken: string | null | undefined,
  params: OAuthParams,
): OAuthDecision {
  if (typeof accessToken !== 'string' || !isLoggedIn(accessToken)) return { kind: 'showLogin' };
  const { client_id: clientId, redirect_uri: redirectUri } = params;
  if (!clientId || !redirectUri) return { kind: 'redirect', to: '/' };
  const state: OAuthConsentState = {
    token: accessToken,
    client_id: clientId,
    redirect_uri: redirectUri,
    scopes: params.scopes ?? '',
    state: params.state ?? '',
  };
  return { kind: 'redirect', to: '/oauth-consent', state };
}
