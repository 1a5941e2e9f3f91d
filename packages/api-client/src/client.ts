import { createTransport } from './client-core';
import type { ApiClientOptions } from './client-core';
import { authEndpoints } from './endpoints/auth';
import { devEndpoints } from './endpoints/dev';
import { eventsEndpoints } from './endpoints/events';
import { notificationsEndpoints } from './endpoints/notifications';
import { oauthEndpoints } from './endpoints/oauth';
import { socialEndpoints } from './endpoints/social';
import { usersEndpoints } from './endpoints/users';
import { walletsEndpoints } from './endpoints/wallets';

/**
 * The OptWallet API client: one typed function per call of product §7, grouped by area,
 * every response parsed with the contract, errors as ApiError (product §8), the 401 policy built in.
 */
export function createApiClient(options: ApiClientOptions) {
  const transport = createTransport(options);
  return {
    auth: authEndpoints(transport),
    users: usersEndpoints(transport),
    social: socialEndpoints(transport),
    notifications: notificationsEndpoints(transport),
    oauth: oauthEndpoints(transport),
    wallets: walletsEndpoints(transport),
    dev: devEndpoints(transport),
    /** GET /events, the live updates (read it with subscribeLiveEvents). */
    events: eventsEndpoints(transport),
    /** The session store the client reads the bearer from and writes token sets to. */
    session: transport.session,
  };
}

export type ApiClient = ReturnType<typeof createApiClient>;
