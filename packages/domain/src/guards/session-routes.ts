import { normalisePath } from './decision';

export type RouteSet = 'signedIn' | 'signedOut';

/** Spec §4: logged in means an access token is stored. */
export function isLoggedIn(accessToken: string | null | undefined): boolean {
  return typeof accessToken === 'string' && accessToken !== '';
}

export function routeSetFor(accessToken: string | null | undefined): RouteSet {
  return isLoggedIn(accessToken) ? 'signedIn' : 'signedOut';
}

/** Spec §2: unknown paths go to /login when signed out and to / in the signed-in shell. */
export function unknownPathRedirect(routeSet: RouteSet): string {
  return routeSet === 'signedIn' ? '/' : '/login';
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

/** Spec §4: after logout go to /login, or to /signup?referral={code} from a /c/{code} page. */
export function logoutDestination(currentPath: string): string {
  const code = referralCodeFromPath(currentPath);
  return code === null ? '/login' : `/signup?referral=${encodeURIComponent(code)}`;
}

/** Query parameters of /oauth (spec §2). */
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
 * Spec §2 /oauth: logged in with client_id and redirect_uri -> /oauth-consent carrying token,
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
