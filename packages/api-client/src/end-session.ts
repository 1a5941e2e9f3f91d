import type { ApiClient } from './client';
import type { SessionStore } from './session-store';

/**
 * Logout for an app that keeps this client off its first load: the session is cleared here at
 * once (the app is signed out whatever happens next) and ended on the server (POST /logout with
 * the refresh token it held) by the client `loadClient` gives. A failure (offline) changes nothing.
 */
export function endSession(
  session: SessionStore,
  loadClient: () => Promise<Pick<ApiClient, 'auth'>>,
): void {
  const refreshToken = session.getRefreshToken();
  session.clear();
  if (!refreshToken) return;
  loadClient()
    .then((client) => client.auth.logout({ refresh_token: refreshToken }))
    .catch(() => undefined);
}
