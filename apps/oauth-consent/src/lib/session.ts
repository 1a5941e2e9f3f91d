import { endSession } from '@optwallet/api-client';
import { STORAGE_KEYS, clearStorageExcept, isLoggedIn } from '@optwallet/domain';
import { useSyncExternalStore } from 'react';
import { loadApi } from './load-api';
import { REMEMBER_KEY } from './return-to';
import { sessionStore } from './session-store';

const listeners = new Set<() => void>();
const notify = () => {
  for (const listener of listeners) listener();
};

function subscribe(listener: () => void) {
  listeners.add(listener);
  // Another tab of this origin signed in or out (the token lives in localStorage).
  const onStorage = (event: StorageEvent) => {
    if (event.key === STORAGE_KEYS.accessToken || event.key === null) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

/** Spec §4: logged in means an access token is stored. Re-renders when that changes. */
export function useLoggedIn(): boolean {
  return useSyncExternalStore(subscribe, () => isLoggedIn(sessionStore.getAccessToken()));
}

/** After a login-type call stored the token set: start the idle clock, show signed-in screens. */
export function completeSignIn() {
  sessionStore.setLastActivityTime(Date.now());
  notify();
}

/**
 * Logout (spec §4): the session ends on the server (its tokens stop at once) and here, the
 * session items go (all of local storage in the inactivity flow, but this device's trusted-device
 * tokens, as in wallet-web) and server state is forgotten.
 * The URL stays, so the request in it asks for a sign-in again.
 */
export function logout(options: { clearAllStorage?: boolean } = {}) {
  // Signed out here at once; the API client loads to end the session on the server.
  endSession(sessionStore, loadApi);
  if (options.clearAllStorage) clearStorageExcept(localStorage, [REMEMBER_KEY]);
  // The query cache comes with the screens that use it, not with the login.
  void import('./query-client').then(({ queryClient }) => queryClient.clear());
  notify();
}
