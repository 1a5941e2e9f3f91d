import {
  createApiClient,
  createLocalStorageSessionStore,
  createMemorySessionStore,
} from '@optwallet/api-client';
import type { LogoutReason } from '@optwallet/api-client';
import { env } from '../config/env';

let logoutHandler: ((reason: LogoutReason) => void) | undefined;

/** The app decides what a logout does (the client never navigates); set once by the app. */
export function setLogoutHandler(handler: (reason: LogoutReason) => void) {
  logoutHandler = handler;
}

/**
 * The consent app's API client. Its own origin means its own localStorage: a user signs in here
 * even when signed in to wallet-web. The 401 policy of spec §8 is the client's.
 */
export const api = createApiClient({
  baseUrl: env.VITE_API_BASE_URL,
  sessionStore:
    typeof localStorage === 'undefined'
      ? createMemorySessionStore()
      : createLocalStorageSessionStore(),
  onLogout: (reason) => logoutHandler?.(reason),
});
