import { ERROR_MESSAGES, createApiClient } from '@optwallet/api-client';
import { env } from '../config/env';
import { logout } from './session';
import { sessionStore } from './session-store';

/**
 * The one API client of the app: the session in localStorage, and the 401 policy's logout is the
 * app's (the client never navigates). Screens of the sign-in path load it with `loadApi()`.
 */
export const api = createApiClient({
  baseUrl: env.VITE_API_BASE_URL,
  sessionStore,
  onLogout: (reason) =>
    logout({ reason: reason === ERROR_MESSAGES.maxRetries ? 'max_retries' : 'invalid_refresh' }),
});
