import type { ApiClient } from '@optwallet/api-client';

/**
 * The API client for screens of the sign-in path, loaded on demand: /login paints without it
 * (its first load must stay within 90 KiB of JavaScript) and fetches it when the visitor starts
 * filling the form, long before the first call.
 */
export function loadApi(): Promise<ApiClient> {
  return import('./api').then((m) => m.api);
}
