import { STORAGE_KEYS, logoutDestination } from '@optwallet/domain';
import { useAuthStore } from '../stores/auth-store';
import { useWalletStore } from '../stores/wallet-store';
import { api } from './api';
import { queryClient } from './query-client';

/**
 * Switches to the signed-in route set at `returnTo` (the token set is already stored by the
 * api-client's login-type call). The URL is set first so the new router starts there.
 */
export function completeSignIn(returnTo = '/') {
  api.session.setLastActivityTime(Date.now());
  window.history.replaceState(null, '', returnTo);
  useAuthStore.getState().setLoggedIn(true);
}

export interface LogoutOptions {
  /** The inactivity flow clears all of local storage, not only the session items (spec §4). */
  clearAllStorage?: boolean;
}

/**
 * Logout (spec §4): clears the session items, forgets server state, and lands on /login, or on
 * signup with the referral code when the current path holds one. The server ends the session
 * too (its refresh and access tokens stop at once); that call clears the local session before it
 * is sent, and a failure (offline) changes nothing here.
 */
export function logout(options: LogoutOptions = {}) {
  api.auth.logout().catch(() => undefined);
  if (options.clearAllStorage) localStorage.clear();
  // A second caller of the same logout (the 401 policy and the failed loader) changes nothing.
  if (!useAuthStore.getState().loggedIn) return;
  queryClient.clear();
  useWalletStore.getState().reset();
  const destination = logoutDestination(window.location.pathname);
  window.history.replaceState(null, '', destination);
  useAuthStore.getState().setLoggedIn(false);
}

/** Another tab signed in or out: follow it (the access token is shared through localStorage). */
export function followSessionAcrossTabs(): () => void {
  const onStorage = (event: StorageEvent) => {
    if (event.key !== STORAGE_KEYS.accessToken && event.key !== null) return;
    const hasToken = Boolean(api.session.getAccessToken());
    const { loggedIn } = useAuthStore.getState();
    if (loggedIn && !hasToken) logout();
    else if (!loggedIn && hasToken) completeSignIn('/');
  };
  window.addEventListener('storage', onStorage);
  return () => window.removeEventListener('storage', onStorage);
}
