import { STORAGE_KEYS } from '@optwallet/domain';
import { beforeEach, describe, expect, inject, it } from 'vitest';
import { createApiClient } from './client';
import type { LogoutReason } from './errors';
import { createLocalStorageSessionStore } from './session-store';
import type { StorageLike } from './session-store';

// Runs in Debian Chromium against the Node-side server of vitest.global-setup.ts.
const baseUrl = inject('apiUrl');
// The package compiles without DOM types (it must not depend on them); the test reads the real one.
const localStorage = (globalThis as unknown as { localStorage: StorageLike & { clear(): void } })
  .localStorage;

beforeEach(() => {
  localStorage.clear();
});

describe('in a browser', () => {
  it('logs in, keeps the session in localStorage under the fixed keys, and sends the bearer', async () => {
    const api = createApiClient({ baseUrl, sessionStore: createLocalStorageSessionStore() });
    const before = Date.now();

    await api.auth.login({ type: 'email', identifier: 'ada@example.com', password: 'secret!123' });

    expect(localStorage.getItem(STORAGE_KEYS.accessToken)).toBe('access-2');
    expect(localStorage.getItem(STORAGE_KEYS.refreshToken)).toBe('refresh-2');
    expect(Number(localStorage.getItem(STORAGE_KEYS.expiresAt))).toBeGreaterThanOrEqual(
      before + 900_000,
    );
    await expect(api.users.user()).resolves.toMatchObject({ username: 'ada' });
  });

  it('refreshes a stale session on 401 and retries', async () => {
    localStorage.setItem(STORAGE_KEYS.accessToken, 'stale-access');
    localStorage.setItem(STORAGE_KEYS.refreshToken, 'stale-refresh');
    const api = createApiClient({ baseUrl, sessionStore: createLocalStorageSessionStore() });

    await expect(api.users.user()).resolves.toMatchObject({ username: 'ada' });
    expect(localStorage.getItem(STORAGE_KEYS.accessToken)).toBe('access-2');
  });

  it("clears the session and reports 'Invalid refresh token' when the refresh is refused", async () => {
    localStorage.setItem(STORAGE_KEYS.accessToken, 'stale-access');
    localStorage.setItem(STORAGE_KEYS.refreshToken, 'revoked');
    localStorage.setItem(STORAGE_KEYS.lastActivityTime, '5');
    const reasons: LogoutReason[] = [];
    const api = createApiClient({
      baseUrl,
      sessionStore: createLocalStorageSessionStore(),
      onLogout: (r) => reasons.push(r),
    });

    await expect(api.users.user()).rejects.toMatchObject({
      message: 'Invalid refresh token',
      status: 401,
    });
    expect(reasons).toEqual(['Invalid refresh token']);
    expect(localStorage.getItem(STORAGE_KEYS.accessToken)).toBeNull();
    expect(localStorage.getItem(STORAGE_KEYS.refreshToken)).toBeNull();
    expect(localStorage.getItem(STORAGE_KEYS.expiresAt)).toBeNull();
    expect(localStorage.getItem(STORAGE_KEYS.lastActivityTime)).toBe('5');
  });

  it('two tabs of one session refresh it once: the second waits for the first and uses its tokens', async () => {
    // Two clients over the same localStorage and the same origin's Web Locks: two tabs. The
    // server rotates the refresh token once and refuses it after, so a second refresh would
    // sign both out.
    localStorage.setItem(STORAGE_KEYS.accessToken, 'stale-access');
    localStorage.setItem(STORAGE_KEYS.refreshToken, 'shared-refresh');
    const reasons: LogoutReason[] = [];
    const tab = () =>
      createApiClient({
        baseUrl,
        sessionStore: createLocalStorageSessionStore(),
        onLogout: (r) => reasons.push(r),
      });
    const [first, second] = [tab(), tab()];

    const users = await Promise.all([first.users.user(), second.users.user()]);
    expect(users.map((u) => u.username)).toEqual(['ada', 'ada']);
    expect(reasons).toEqual([]);
    expect(localStorage.getItem(STORAGE_KEYS.refreshToken)).toBe('refresh-2');
  });

  it('cancels the previous token-detail call when a new one starts', async () => {
    localStorage.setItem(STORAGE_KEYS.accessToken, 'access-2');
    const api = createApiClient({ baseUrl, sessionStore: createLocalStorageSessionStore() });

    const first = api.wallets.tokenDetail('w1', 'optchain-1', 'OPT');
    const second = api.wallets.tokenDetail('w1', '1', 'ETH');

    await expect(first).rejects.toMatchObject({ message: 'Request was cancelled', status: 499 });
    await expect(second).resolves.toMatchObject({ balanceToken: '1' });
  });
});
