import { endSession, type ApiClient } from '@optwallet/api-client';
import { STORAGE_KEYS, appPathOrNull, clearStorageExcept, isLoggedIn } from '@optwallet/domain';
import { useSyncExternalStore } from 'react';
import { saveSignOutReason, type SignOutReason } from './logout-reason';
import { sessionStore } from './session-store';

/** Moves to a path of this app, replacing the current entry (a router's navigate, or history's). */
export type ReplaceLocation = (to: string, options: { replace: true }) => void;

export interface AppSessionOptions {
  /** The app's API client, loaded on demand (the sign-in screens paint without it). */
  loadApi: () => Promise<ApiClient>;
  /**
   * The sign-in screen that returns to `returnTo` once signed in: wallet-web's
   * `/login?next=…`; the consent app signs in on the request's own page.
   */
  signInPath: (returnTo: string) => string;
  /** Where a logout lands, from the address it happened on; null keeps the address. */
  landingAfterLogout?: (pathname: string, search: string) => string | null;
  /** Where a tab lands when another tab of this origin signed in; null keeps the address. */
  landingAfterSignInElsewhere?: string | null;
}

export interface LogoutOptions {
  /**
   * The inactivity flow clears all of local storage, not only the session items (product §4),
   * except this device's trusted-device tokens: a timeout is no reason to ask for the 2-step
   * code again.
   */
  clearAllStorage?: boolean;
  /** Said on the sign-in screen; none for a logout the user chose. */
  reason?: SignOutReason;
  /** Where to land signed out, a path of this app (a mailed link to open signed out). */
  to?: string;
}

/** The signed-in state of a web app: one per app (its `lib/session.ts`). */
export interface AppSession {
  loadApi: () => Promise<ApiClient>;
  signInPath: (returnTo?: string) => string;
  /** Product §4 "logged in": a token is stored and the app has switched to it. Re-renders on change. */
  useSignedIn: () => boolean;
  isSignedIn: () => boolean;
  /** Reads again whether a token is stored (after a token was written outside the app's flows). */
  sync: () => void;
  /**
   * After a login-type call stored the token set: the idle clock starts, the address becomes
   * `returnTo` and then the app shows its signed-in screens there.
   */
  completeSignIn: (returnTo: string, navigate?: ReplaceLocation) => void;
  /**
   * Logout (product §4): the session ends here at once and on the server (its tokens stop; the API
   * client loads for that call, and a failure, offline, changes nothing here), server state is
   * forgotten and the app lands where its options say.
   */
  logout: (options?: LogoutOptions) => void;
  /** Follows sign-ins and logouts of other tabs of this origin; returns the unsubscribe. */
  followAcrossTabs: () => () => void;
}

const replaceHistory: ReplaceLocation = (to) => window.history.replaceState(null, '', to);

/**
 * "Logged in" is a flag the app flips when it has moved to where the user goes (not the token's
 * mere presence: a login-type call stores the token set before the app has moved on, and the
 * screens must not switch under it).
 */
export function createAppSession(options: AppSessionOptions): AppSession {
  let signedIn = isLoggedIn(sessionStore.getAccessToken());
  const listeners = new Set<() => void>();
  const setSignedIn = (value: boolean) => {
    if (signedIn === value) return;
    signedIn = value;
    for (const listener of listeners) listener();
  };
  const subscribe = (listener: () => void) => {
    listeners.add(listener);
    return () => void listeners.delete(listener);
  };
  const getSignedIn = () => signedIn;

  const completeSignIn = (returnTo: string, navigate: ReplaceLocation = replaceHistory) => {
    sessionStore.setLastActivityTime(Date.now());
    navigate(returnTo, { replace: true });
    setSignedIn(true);
  };

  const logout = ({ clearAllStorage = false, reason, to }: LogoutOptions = {}) => {
    endSession(sessionStore, options.loadApi);
    if (clearAllStorage) clearStorageExcept(localStorage, [STORAGE_KEYS.rememberTokens]);
    // A second caller of the same logout (the 401 policy and a failed query) changes nothing.
    if (!signedIn) return;
    if (reason) saveSignOutReason(reason);
    // The cache comes with the screens that query, not with the sign-in: forget it once loaded.
    void import('./query-client').then(({ queryClient }) => queryClient.clear());
    const landing =
      appPathOrNull(to) ??
      options.landingAfterLogout?.(window.location.pathname, window.location.search) ??
      null;
    if (landing !== null) replaceHistory(landing, { replace: true });
    setSignedIn(false);
  };

  return {
    loadApi: options.loadApi,
    signInPath: (returnTo = '/') => options.signInPath(returnTo),
    useSignedIn: function useSignedIn() {
      return useSyncExternalStore(subscribe, getSignedIn);
    },
    isSignedIn: getSignedIn,
    sync: () => setSignedIn(isLoggedIn(sessionStore.getAccessToken())),
    completeSignIn,
    logout,
    followAcrossTabs() {
      const onStorage = (event: StorageEvent) => {
        if (event.key !== STORAGE_KEYS.accessToken && event.key !== null) return;
        const hasToken = isLoggedIn(sessionStore.getAccessToken());
        if (signedIn && !hasToken) logout();
        else if (!signedIn && hasToken) {
          const landing = options.landingAfterSignInElsewhere ?? null;
          if (landing === null) setSignedIn(true);
          else completeSignIn(landing);
        }
      };
      window.addEventListener('storage', onStorage);
      return () => window.removeEventListener('storage', onStorage);
    },
  };
}
