import { ERROR_MESSAGES, createApiClient, type ApiClient } from '@optwallet/api-client';
import { webEnv } from '../config/env';
import type { AppSession } from './app-session';
import { sessionStore } from './session-store';

/**
 * The app's one API client: the session in localStorage, and the 401 policy's logout is the
 * app's session's (the client never navigates), said on the sign-in screen. The app's
 * `lib/api.ts` makes it; the sign-in screens load that module when used (`session.loadApi`).
 */
export function createWebApi(session: Pick<AppSession, 'logout'>): ApiClient {
  return createApiClient({
    baseUrl: webEnv.VITE_API_BASE_URL,
    sessionStore,
    onLogout: (reason) =>
      session.logout({
        reason: reason === ERROR_MESSAGES.maxRetries ? 'max_retries' : 'invalid_refresh',
      }),
  });
}
