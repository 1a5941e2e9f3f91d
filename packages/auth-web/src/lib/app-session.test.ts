import type { ApiClient } from '@optwallet/api-client';
import { STORAGE_KEYS } from '@optwallet/domain';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createAppSession, type AppSessionOptions } from './app-session';
import { lastSignOutReason } from './logout-reason';

const TOKENS = { access_token: 'a.b.c', refresh_token: 'refresh-1', expires_in: 900 };

/** A session whose API client answers POST /logout and records it. */
function sessionWith(options: Partial<AppSessionOptions> = {}) {
  const ended: string[] = [];
  const session = createAppSession({
    loadApi: () => {
      const logout = ({ refresh_token }: { refresh_token?: string }) => {
        ended.push(refresh_token ?? '');
        return Promise.resolve(null);
      };
      return Promise.resolve({ auth: { logout } } as unknown as ApiClient);
    },
    signInPath: (returnTo) => `/login?next=${encodeURIComponent(returnTo)}`,
    ...options,
  });
  return { session, ended };
}

function storeTokens() {
  localStorage.setItem(STORAGE_KEYS.accessToken, TOKENS.access_token);
  localStorage.setItem(STORAGE_KEYS.refreshToken, TOKENS.refresh_token);
}

const testPage = window.location.href;
beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});
afterEach(() => {
  window.history.replaceState(null, '', testPage);
  vi.restoreAllMocks();
});

describe('the app session', () => {
  it('starts signed in when a token is stored (a reload), else signed out', () => {
    expect(sessionWith().session.isSignedIn()).toBe(false);
    storeTokens();
    expect(sessionWith().session.isSignedIn()).toBe(true);
  });

  it('a token stored by a login-type call does not switch the app until the sign-in completes', () => {
    const { session } = sessionWith();
    const seen: [string, boolean][] = [];
    storeTokens();
    expect(session.isSignedIn()).toBe(false);
    session.completeSignIn('/settings', (to) => void seen.push([to, session.isSignedIn()]));
    // The address first, then the signed-in screens there.
    expect(seen).toEqual([['/settings', false]]);
    expect(session.isSignedIn()).toBe(true);
    expect(Number(localStorage.getItem(STORAGE_KEYS.lastActivityTime))).toBeGreaterThan(0);
  });

  it('logout ends the session on the server, keeps the trusted-device tokens and says why next time', async () => {
    storeTokens();
    localStorage.setItem(STORAGE_KEYS.rememberTokens, '{"ana@example.com":"rt"}');
    localStorage.setItem('other', 'x');
    const { session, ended } = sessionWith();
    session.logout({ clearAllStorage: true, reason: 'inactivity' });
    expect(session.isSignedIn()).toBe(false);
    expect(localStorage.getItem(STORAGE_KEYS.accessToken)).toBeNull();
    expect(localStorage.getItem('other')).toBeNull();
    expect(localStorage.getItem(STORAGE_KEYS.rememberTokens)).toContain('rt');
    expect(lastSignOutReason()).toBe('inactivity');
    await expect.poll(() => ended).toEqual(['refresh-1']);
  });

  it('logout lands where the app says, or keeps the address, or goes to the path asked for', () => {
    window.history.replaceState(null, '', '/settings?tab=2');
    storeTokens();
    const landing = sessionWith({
      landingAfterLogout: (pathname, search) => `/login?from=${pathname}${search}`,
    });
    landing.session.logout();
    expect(`${window.location.pathname}${window.location.search}`).toBe(
      '/login?from=/settings?tab=2',
    );

    window.history.replaceState(null, '', '/oauth-consent?client_id=a');
    storeTokens();
    const staying = sessionWith();
    staying.session.logout();
    expect(`${window.location.pathname}${window.location.search}`).toBe(
      '/oauth-consent?client_id=a',
    );

    storeTokens();
    const asked = sessionWith({ landingAfterLogout: () => '/login' });
    asked.session.logout({ to: '/reset-password?token=t' });
    expect(`${window.location.pathname}${window.location.search}`).toBe('/reset-password?token=t');
  });

  it('a second logout of the same session changes nothing', () => {
    storeTokens();
    const { session } = sessionWith({ landingAfterLogout: () => '/login' });
    session.logout({ reason: 'max_retries' });
    sessionStorage.clear();
    session.logout({ reason: 'expired' });
    expect(lastSignOutReason()).toBeNull();
  });

  it('follows another tab of this origin: its sign-in and its logout', () => {
    const { session } = sessionWith({ landingAfterSignInElsewhere: '/' });
    const stop = session.followAcrossTabs();
    try {
      window.history.replaceState(null, '', '/login');
      storeTokens();
      window.dispatchEvent(new StorageEvent('storage', { key: STORAGE_KEYS.accessToken }));
      expect(session.isSignedIn()).toBe(true);
      expect(window.location.pathname).toBe('/');

      localStorage.removeItem(STORAGE_KEYS.accessToken);
      window.dispatchEvent(new StorageEvent('storage', { key: STORAGE_KEYS.accessToken }));
      expect(session.isSignedIn()).toBe(false);
    } finally {
      stop();
    }
  });
});
