import { STORAGE_KEYS } from '@optwallet/domain';
import type { TokenResponse } from '@optwallet/contract';

/** Where the client keeps the session (product §3 session record). Synchronous, like localStorage. */
export interface SessionStore {
  getAccessToken(): string | null;
  getRefreshToken(): string | null;
  /** Expiry of the access token, ms since the epoch. */
  getExpiresAt(): number | null;
  /** Stores a token set; expiry = now + expires_in seconds, in ms. */
  setTokens(tokens: TokenResponse, now?: number): void;
  /** Removes the three session items (access token, refresh token, expiry). */
  clear(): void;
  getLastActivityTime(): number | null;
  setLastActivityTime(ms: number): void;
}

/** The part of the Web Storage API the store needs (localStorage, sessionStorage or a fake). */
export interface StorageLike {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

const toNumber = (value: string | null): number | null => {
  if (value === null || value === '') return null;
  const n = Number(value);
  return Number.isFinite(n) ? n : null;
};

/** A session store over Web Storage under the fixed STORAGE_KEYS of @optwallet/domain. */
export function createStorageSessionStore(storage: StorageLike): SessionStore {
  return {
    getAccessToken: () => storage.getItem(STORAGE_KEYS.accessToken) || null,
    getRefreshToken: () => storage.getItem(STORAGE_KEYS.refreshToken) || null,
    getExpiresAt: () => toNumber(storage.getItem(STORAGE_KEYS.expiresAt)),
    setTokens(tokens, now = Date.now()) {
      storage.setItem(STORAGE_KEYS.accessToken, tokens.access_token);
      storage.setItem(STORAGE_KEYS.refreshToken, tokens.refresh_token);
      storage.setItem(STORAGE_KEYS.expiresAt, String(now + tokens.expires_in * 1000));
    },
    clear() {
      storage.removeItem(STORAGE_KEYS.accessToken);
      storage.removeItem(STORAGE_KEYS.refreshToken);
      storage.removeItem(STORAGE_KEYS.expiresAt);
    },
    getLastActivityTime: () => toNumber(storage.getItem(STORAGE_KEYS.lastActivityTime)),
    setLastActivityTime: (ms) => storage.setItem(STORAGE_KEYS.lastActivityTime, String(ms)),
  };
}

/** The browser's localStorage (throws outside a browser: use createMemorySessionStore there). */
export function createLocalStorageSessionStore(): SessionStore {
  const storage = (globalThis as { localStorage?: StorageLike }).localStorage;
  if (!storage)
    throw new Error('localStorage is not available here; use createMemorySessionStore()');
  return createStorageSessionStore(storage);
}

/** A session store in memory, for Node, scripts and tests. */
export function createMemorySessionStore(initial?: TokenResponse, now?: number): SessionStore {
  const map = new Map<string, string>();
  const store = createStorageSessionStore({
    getItem: (key) => map.get(key) ?? null,
    setItem: (key, value) => void map.set(key, value),
    removeItem: (key) => void map.delete(key),
  });
  if (initial) store.setTokens(initial, now);
  return store;
}
