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

/** The one API client of the app: session in localStorage, the 401 policy wired to logout. */
export const api = createApiClient({
  baseUrl: env.VITE_API_BASE_URL,
  sessionStore:
    typeof localStorage === 'undefined'
      ? createMemorySessionStore()
      : createLocalStorageSessionStore(),
  onLogout: (reason) => logoutHandler?.(reason),
});
