import { endSession } from '@optwallet/api-client';
import {
  STORAGE_KEYS,
  appPathOrNull,
  clearStorageExcept,
  logoutDestination,
} from '@optwallet/domain';
import { useAuthStore } from '../stores/auth-store';
import { loadApi } from './load-api';
import { sessionStore } from './session-store';

/**
 * Switches to the signed-in route set at `returnTo` (the token set is already stored by the
 * api-client's login-type call). The URL is set first so the signed-in router starts there.
 */
export function completeSignIn(returnTo = '/') {
  sessionStore.setLastActivityTime(Date.now());
  window.history.replaceState(null, '', returnTo);
  useAuthStore.getState().setLoggedIn(true);
}

/** Why the app signed the user out, told on the login screen (spec §4/§8). */
export type LogoutReason = 'expired' | 'inactivity' | 'max_retries' | 'invalid_refresh';

const LOGOUT_REASON_KEY = 'optwallet.logout_reason';
const REASONS: readonly LogoutReason[] = [
  'expired',
  'inactivity',
  'max_retries',
  'invalid_refresh',
];

/** The reason of the last logout, for the login screen (which forgets it once shown). */
export function lastLogoutReason(): LogoutReason | null {
  const reason = sessionStorage.getItem(LOGOUT_REASON_KEY);
  return (REASONS as readonly (string | null)[]).includes(reason) ? (reason as LogoutReason) : null;
}

export function forgetLogoutReason() {
  sessionStorage.removeItem(LOGOUT_REASON_KEY);
}

export interface LogoutOptions {
  /**
   * The inactivity flow clears all of local storage, not only the session items (spec §4),
   * except this device's trusted-device tokens: a timeout is no reason to ask for the 2-step
   * code again (README, decisions; domain's `clearStorageExcept`).
   */
  clearAllStorage?: boolean;
  /** Said on the login screen; none for a logout the user chose. */
  reason?: LogoutReason;
  /**
   * Where to land signed out, a path of this site (a mailed link opened while signed in, to open
   * it signed out); else /login with the place kept, or sign-up from /c/{code} (spec §4).
   */
  to?: string;
}

/**
 * Logout (spec §4): clears the session items, forgets server state, and lands on /login, or on
 * signup with the referral code when the current path holds one. The server ends the session
 * too (its refresh and access tokens stop at once); that call clears the local session before it
 * is sent, and a failure (offline) changes nothing here.
 */
export function logout(options: LogoutOptions = {}) {
  // Signed out here at once; the API client loads to end the session on the server.
  endSession(sessionStore, loadApi);
  if (options.clearAllStorage) clearStorageExcept(localStorage, [STORAGE_KEYS.rememberTokens]);
  // A second caller of the same logout (the 401 policy and the failed user query) changes nothing.
  if (!useAuthStore.getState().loggedIn) return;
  if (options.reason) sessionStorage.setItem(LOGOUT_REASON_KEY, options.reason);
  // Signed in, the query cache is loaded (it comes with the signed-in screens, not with /login).
  void import('./query-client').then(({ queryClient }) => queryClient.clear());
  const destination =
    appPathOrNull(options.to) ??
    logoutDestination(window.location.pathname, window.location.search);
  window.history.replaceState(null, '', destination);
  useAuthStore.getState().setLoggedIn(false);
}

/** Another tab signed in or out: follow it (the access token is shared through localStorage). */
export function followSessionAcrossTabs(): () => void {
  const onStorage = (event: StorageEvent) => {
    if (event.key !== STORAGE_KEYS.accessToken && event.key !== null) return;
    const hasToken = Boolean(sessionStore.getAccessToken());
    const { loggedIn } = useAuthStore.getState();
    if (loggedIn && !hasToken) logout();
    else if (!loggedIn && hasToken) completeSignIn('/');
  };
  window.addEventListener('storage', onStorage);
  return () => window.removeEventListener('storage', onStorage);
}
