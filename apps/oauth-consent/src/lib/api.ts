import { createApiClient } from '@optwallet/api-client';
import { env } from '../config/env';
import { logout } from './session';
import { sessionStore } from './session-store';

/**
 * The consent app's API client. Its own origin means its own localStorage: a user signs in here
 * even when signed in to wallet-web. The 401 policy of spec §8 is the client's; its logout is the
 * app's. The login form loads it with `loadApi()`.
 */
export const api = createApiClient({
  baseUrl: env.VITE_API_BASE_URL,
  sessionStore,
  onLogout: () => logout(),
});
