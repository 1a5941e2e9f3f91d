import type { TokenResponse } from '@optwallet/contract';

/*
 * Checks the client makes without the contract: loading zod and every schema on an app's first
 * load costs more (about 35 KiB gzip) than the checks are worth in a production build, where the
 * server's own suite parses every answer with the contract. See the README, "Validation".
 */

/** Bundlers replace `process.env.NODE_ENV`; where nothing defines it (a bare browser), it is not production. */
export function isProductionBuild(): boolean {
  try {
    return process.env.NODE_ENV === 'production';
  } catch {
    return false;
  }
}

/** A full token set (what a refresh must answer), checked without loading the contract. */
export function isTokenSet(body: unknown): body is TokenResponse {
  if (typeof body !== 'object' || body === null) return false;
  const { access_token, refresh_token, expires_in } = body as Record<string, unknown>;
  return (
    typeof access_token === 'string' &&
    access_token !== '' &&
    typeof refresh_token === 'string' &&
    refresh_token !== '' &&
    typeof expires_in === 'number' &&
    Number.isInteger(expires_in) &&
    expires_in > 0
  );
}
