import { STORAGE_KEYS } from '@optwallet/domain';
import { describe, expect, it } from 'vitest';
import { createStorageSessionStore } from './session-store';

function fakeStorage() {
  const map = new Map<string, string>();
  return {
    map,
    getItem: (k: string) => map.get(k) ?? null,
    setItem: (k: string, v: string) => void map.set(k, v),
    removeItem: (k: string) => void map.delete(k),
  };
}

describe('storage session store', () => {
  it('writes the token set under the fixed keys with expiry = now + expires_in seconds in ms', () => {
    const storage = fakeStorage();
    createStorageSessionStore(storage).setTokens(
      { access_token: 'a', refresh_token: 'r', expires_in: 60 },
      1_000,
    );
    expect(Object.fromEntries(storage.map)).toEqual({
      [STORAGE_KEYS.accessToken]: 'a',
      [STORAGE_KEYS.refreshToken]: 'r',
      [STORAGE_KEYS.expiresAt]: '61000',
    });
  });

  it('clears the three session items and keeps lastActivityTime and other keys', () => {
    const storage = fakeStorage();
    const store = createStorageSessionStore(storage);
    store.setTokens({ access_token: 'a', refresh_token: 'r', expires_in: 60 }, 0);
    store.setLastActivityTime(42);
    storage.setItem('other', 'x');
    store.clear();
    expect(Object.fromEntries(storage.map)).toEqual({
      [STORAGE_KEYS.lastActivityTime]: '42',
      other: 'x',
    });
    expect([store.getAccessToken(), store.getRefreshToken(), store.getExpiresAt()]).toEqual([
      null,
      null,
      null,
    ]);
    expect(store.getLastActivityTime()).toBe(42);
  });
});
