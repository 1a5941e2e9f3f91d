import { STORAGE_KEYS } from '@optwallet/domain';
import { QueryClientProvider } from '@tanstack/react-query';
import { Suspense } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { render } from 'vitest-browser-react';
import { queryClient } from '@optwallet/auth-web';
import { session } from '../lib/session';
import { json, serve, signIn } from '../test/money-harness';
import { memoryRouter } from '@optwallet/auth-web/testing';
import { SignedInRoutes } from './signed-in-app';

/*
 * Mailed links opened while signed in (issue 26): the signed-in route set with its real screens;
 * only the server's answers are canned.
 */

const b64 = (value: object) => btoa(JSON.stringify(value)).replace(/=+$/, '');
const TOKEN = `${b64({ alg: 'none' })}.${b64({ sub: 'u-me', iat: Math.floor(Date.now() / 1000) })}.sig`;

const ME = {
  id: 'u-me',
  email: 'ana@example.com',
  username: 'ana',
  onboarded_at: '2026-01-01T00:00:00.000Z',
  avatar: null,
  first_name: 'Ana',
  last_name: 'Lima',
  country: 'DE',
  phone_number: null,
  roles: [] as string[],
  following: false,
};

async function openAt(path: string) {
  const router = memoryRouter(path);
  const screen = await render(
    <QueryClientProvider client={queryClient}>
      <Suspense fallback={null}>{router.wrap(<SignedInRoutes />)}</Suspense>
    </QueryClientProvider>,
  );
  return { router, screen };
}

describe('a mailed link opened while signed in', () => {
  const testPage = window.location.href;
  beforeEach(() => {
    signIn();
    // A token the session rules read as issued now (product §4 logs out one without iat).
    localStorage.setItem(STORAGE_KEYS.accessToken, TOKEN);
    session.sync();
  });
  afterEach(() => {
    vi.restoreAllMocks();
    window.history.replaceState(null, '', testPage);
  });

  it.each([
    ['/reset-password?token=r1', 'New password'],
    ['/setup-password?token=s1', 'Set up your password'],
  ])(
    '%s asks, in words, to sign out first; signing out opens that same link',
    async (path, title) => {
      serve({ 'GET /user': json(ME), 'POST /logout': json({ message: 'ok' }) });
      // logout() sets the page's own address (the app's router is the browser's).
      window.history.replaceState(null, '', path);
      const { screen } = await openAt(path);
      await expect.element(screen.getByRole('heading', { name: title })).toBeVisible();
      await expect
        .element(screen.getByRole('status'))
        .toHaveTextContent('You are signed in as @ana. This link sets a new password');
      await screen.getByRole('button', { name: 'Sign out and continue' }).click();
      await expect.poll(() => session.isSignedIn()).toBe(false);
      // The logout forgets server state (once the cache's module is loaded): let it, before the next test.
      await expect.poll(() => queryClient.getQueryCache().getAll().length).toBe(0);
      expect(window.location.pathname + window.location.search).toBe(path);
    },
  );

  it('a reset link can also be left alone: Stay signed in goes home', async () => {
    serve({ 'GET /user': json(ME), 'GET /wallets': json([]) });
    const { router, screen } = await openAt('/reset-password?token=r1');
    await screen.getByRole('button', { name: 'Stay signed in' }).click();
    await expect.poll(() => router.pathname).not.toBe('/reset-password');
    expect(session.isSignedIn()).toBe(true);
  });

  it('a magic link of this very account goes where it leads, unspent', async () => {
    const calls = serve({
      'GET /user': json(ME),
      'GET /magicLogin': json({ valid: true, user_id: ME.id, identifier: 'a***@example.com' }),
    });
    const { router } = await openAt('/magicLogin?token=m1&next=%2Fnotifications');
    await expect.poll(() => router.pathname).toBe('/notifications');
    expect(calls.filter((c) => c.path === '/magicLogin').map((c) => c.method)).toEqual(['GET']);
  });

  it('a magic link of another account says so, and spends nothing unless asked', async () => {
    const calls = serve({
      'GET /user': json(ME),
      'GET /magicLogin': json({ valid: true, user_id: 'u-bob', identifier: 'b***@example.com' }),
      'POST /logout': json({ message: 'ok' }),
    });
    window.history.replaceState(null, '', '/magicLogin?token=m2');
    const { screen } = await openAt('/magicLogin?token=m2');
    await expect
      .element(screen.getByRole('heading', { name: 'This link is for another account' }))
      .toBeVisible();
    await expect
      .element(screen.getByRole('status'))
      .toHaveTextContent(
        'This sign-in link signs in b***@example.com, and you are signed in as @ana.',
      );
    expect(calls.some((c) => c.method === 'POST' && c.path === '/magicLogin')).toBe(false);
    await screen.getByRole('button', { name: 'Sign out and use the link' }).click();
    await expect.poll(() => session.isSignedIn()).toBe(false);
    // The logout forgets server state (once the cache's module is loaded): let it, before the next test.
    await expect.poll(() => queryClient.getQueryCache().getAll().length).toBe(0);
    expect(window.location.pathname + window.location.search).toBe('/magicLogin?token=m2');
  });

  it('a magic link that is used or expired says so', async () => {
    serve({
      'GET /user': json(ME),
      'GET /magicLogin': json(
        { message: 'x', errors: { token: ['This sign-in link is invalid or has expired'] } },
        422,
      ),
    });
    const { screen } = await openAt('/magicLogin?token=old');
    await expect
      .element(screen.getByRole('alert'))
      .toHaveTextContent('This sign-in link is invalid or has expired.');
  });
});
