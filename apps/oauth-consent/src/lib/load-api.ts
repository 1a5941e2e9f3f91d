import type { ApiClient } from '@optwallet/api-client';

/**
 * The API client, loaded on demand by the login form: /oauth paints without it (its first load
 * must stay within 90 KiB of JavaScript) and fetches it when the visitor starts filling the form.
 */
export function loadApi(): Promise<ApiClient> {
  return import('./api').then((m) => m.api);
}
