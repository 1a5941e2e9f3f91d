import { STORAGE_KEYS } from '@optwallet/domain';

/**
 * Trusted-device tokens from authCodeLogin with remember_me, per identifier (the server trusts
 * one 30 days): sent with the next /login, so that device skips the 2-step code. The inactivity
 * logout keeps them (`STORAGE_KEYS.rememberTokens`).
 */
function readRememberTokens(): Record<string, string> {
  try {
    const value = JSON.parse(localStorage.getItem(STORAGE_KEYS.rememberTokens) ?? '{}') as unknown;
    return value && typeof value === 'object' ? (value as Record<string, string>) : {};
  } catch {
    return {};
  }
}

const keyOf = (identifier: string) => identifier.trim().toLowerCase();

export function rememberTokenFor(identifier: string): string | undefined {
  const token = readRememberTokens()[keyOf(identifier)];
  return typeof token === 'string' ? token : undefined;
}

export function saveRememberToken(identifier: string, token: string) {
  localStorage.setItem(
    STORAGE_KEYS.rememberTokens,
    JSON.stringify({ ...readRememberTokens(), [keyOf(identifier)]: token }),
  );
}
