import { STORAGE_KEYS } from '@optwallet/domain';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { page } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { queryClient } from '../../lib/query-client';
import { memoryRouter, serve, storeSession, testSession } from '../../test/support';
import { MagicLinkSignedInScreen } from './magic-link-signed-in';
import { MagicLoginScreen } from './magic-login-screen';

const TOKENS = { access_token: 'a.b.c', refresh_token: 'r', expires_in: 900 };
const ME = {
  id: 'u-ana',
  email: 'ana@example.com',
  username: 'ana',
  onboarded_at: '2026-01-01T00:00:00.000Z',
  avatar: null,
  first_name: 'Ana',
  last_name: 'Lima',
  country: 'DE',
  phone_number: null,
  roles: [],
  following: false,
};
const LINK = '/magicLogin?next=%2Fsettings&token=tok-1';

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  queryClient.clear();
  testSession.sync();
});
afterEach(() => vi.restoreAllMocks());

describe('a mailed sign-in link opened signed out', () => {
  it('is spent once and leads where the sign-in that asked for it was going', async () => {
    const calls = serve({ 'POST /magicLogin': Response.json(TOKENS) });
    const router = memoryRouter(LINK);
    await render(router.wrap(<MagicLoginScreen session={testSession} />));
    await expect.poll(() => router.pathname).toBe('/settings');
    expect(testSession.isSignedIn()).toBe(true);
    expect(localStorage.getItem(STORAGE_KEYS.accessToken)).toBe('a.b.c');
    expect(calls.filter((call) => call.path === '/magicLogin')).toHaveLength(1);
    expect(calls[0]?.body).toMatchObject({ token: 'tok-1' });
  });

  it('says so when it is spent or expired, with the way back to signing in', async () => {
    serve({
      'POST /magicLogin': Response.json({ message: 'Invalid link' }, { status: 422 }),
    });
    await render(memoryRouter(LINK).wrap(<MagicLoginScreen session={testSession} />));
    await expect
      .element(page.getByRole('alert'))
      .toHaveTextContent('This sign-in link is invalid or has expired.');
    await expect
      .element(page.getByRole('link', { name: 'Back to sign in' }))
      .toHaveAttribute('href', '/login?next=%2Fsettings');
    expect(testSession.isSignedIn()).toBe(false);
  });
});

describe('a mailed sign-in link opened while signed in', () => {
  beforeEach(() => storeSession());

  it('for another account: says so and spends nothing', async () => {
    const calls = serve({
      'GET /user': Response.json(ME),
      'GET /magicLogin': Response.json({
        valid: true,
        user_id: 'u-bob',
        identifier: 'b•••@example.com',
      }),
    });
    await render(memoryRouter(LINK).wrap(<MagicLinkSignedInScreen session={testSession} />));
    await expect
      .element(page.getByRole('heading', { name: 'This link is for another account' }))
      .toBeVisible();
    await expect
      .element(page.getByRole('status'))
      .toHaveTextContent('signs in b•••@example.com, and you are signed in as @ana');
    expect(calls.filter((call) => call.method === 'POST')).toEqual([]);
    expect(testSession.isSignedIn()).toBe(true);
  });

  it('for this account: goes on to where it leads, still unspent', async () => {
    const calls = serve({
      'GET /user': Response.json(ME),
      'GET /magicLogin': Response.json({
        valid: true,
        user_id: 'u-ana',
        identifier: 'a•••@example.com',
      }),
    });
    const router = memoryRouter(LINK);
    await render(router.wrap(<MagicLinkSignedInScreen session={testSession} />));
    await expect.poll(() => router.pathname).toBe('/settings');
    expect(calls.filter((call) => call.method === 'POST')).toEqual([]);
  });

  it('“Stay signed in” keeps the session and goes home', async () => {
    serve({
      'GET /user': Response.json(ME),
      'GET /magicLogin': Response.json({
        valid: true,
        user_id: 'u-bob',
        identifier: 'b•••@example.com',
      }),
    });
    const router = memoryRouter(LINK);
    await render(
      router.wrap(<MagicLinkSignedInScreen session={testSession} home="/connected-apps" />),
    );
    await page.getByRole('button', { name: 'Stay signed in' }).click();
    await expect.poll(() => router.pathname).toBe('/connected-apps');
    expect(testSession.isSignedIn()).toBe(true);
  });
});
