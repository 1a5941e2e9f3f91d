import { STORAGE_KEYS, isLoggedIn } from '@optwallet/domain';
import { useSyncExternalStore } from 'react';
import { api } from './api';
import { queryClient } from './query-client';

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
  return useSyncExternalStore(subscribe, () => isLoggedIn(api.session.getAccessToken()));
}

/** After a login-type call stored the token set: start the idle clock, show signed-in screens. */
export function completeSignIn() {
  api.session.setLastActivityTime(Date.now());
  notify();
}

/**
 * Logout (spec §4): the session ends on the server (its tokens stop at once) and here, the
 * session items go (all of local storage in the inactivity flow) and server state is forgotten.
 * The URL stays, so the request in it asks for a sign-in again.
 */
export function logout(options: { clearAllStorage?: boolean } = {}) {
  api.auth.logout().catch(() => undefined);
  if (options.clearAllStorage) localStorage.clear();
  queryClient.clear();
  notify();
}
