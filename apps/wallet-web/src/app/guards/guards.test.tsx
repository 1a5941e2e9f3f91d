import { STORAGE_KEYS } from '@optwallet/domain';
import { QueryClientProvider } from '@tanstack/react-query';
import { I18nextProvider } from 'react-i18next';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { page } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { i18n } from '../../i18n/i18n';
import { queryClient } from '../../lib/query-client';
import { useAuthStore } from '../../stores/auth-store';
import { useWalletStore } from '../../stores/wallet-store';
import { signedInRoutes } from '../routes';

/*
 * The signed-in route set with its real guards, loaders and stores; only the network answers are
 * canned (the API itself is exercised by the e2e journeys).
 */

const NOW_S = Math.floor(Date.now() / 1000);
const b64 = (value: object) => btoa(JSON.stringify(value)).replace(/=+$/, '');
const TOKEN = `${b64({ alg: 'none' })}.${b64({ sub: 'u1', iat: NOW_S, platformType: 'payments' })}.sig`;

const onboarded = {
  id: 'u1',
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
const wallet = { id: 'w1', addresses: [], created_at: '2026-01-01T00:00:00.000Z' };

type Answer = { status: number; body: unknown };
const json = (body: unknown, status = 200): Answer => ({ status, body });

function serve(routes: Record<string, Answer>) {
  const calls: string[] = [];
  vi.spyOn(globalThis, 'fetch').mockImplementation((input: RequestInfo | URL) => {
    const url = new URL(
      input instanceof Request ? input.url : String(input),
      window.location.origin,
    );
    const path = url.pathname.replace(/^\/api/, '');
    calls.push(path);
    const answer = routes[path] ?? json({ message: 'Not Found' }, 404);
    return Promise.resolve(
      new Response(JSON.stringify(answer.body), {
        status: answer.status,
        headers: { 'Content-Type': 'application/json' },
      }),
    );
  });
  return calls;
}

async function renderAt(path: string) {
  const router = createMemoryRouter(signedInRoutes, { initialEntries: [path] });
  const screen = await render(
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </I18nextProvider>,
  );
  return { router, screen };
}

describe('signed-in guards', () => {
  beforeEach(async () => {
    // Wide enough for the sidebar to be on screen rather than in the mobile drawer.
    await page.viewport(1280, 800);
    localStorage.clear();
    localStorage.setItem(STORAGE_KEYS.accessToken, TOKEN);
    localStorage.setItem(STORAGE_KEYS.refreshToken, 'refresh');
    localStorage.setItem(STORAGE_KEYS.lastActivityTime, String(Date.now()));
    queryClient.clear();
    useWalletStore.getState().reset();
    useAuthStore.setState({ loggedIn: true, user: null });
  });
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('sends a user who is not onboarded to /onboarding, saying onboarded_at is missing', async () => {
    serve({
      '/user': json({ ...onboarded, username: null, onboarded_at: null }),
      '/countries': json([]),
    });
    const { router, screen } = await renderAt('/dashboard');
    await expect.element(screen.getByRole('heading', { name: 'Tell us about you' })).toBeVisible();
    expect(router.state.location.pathname).toBe('/onboarding');
    expect(router.state.location.state).toEqual({ onboarded: false });
  });

  it('treats a failed wallet load as no wallet: / goes to wallet setup inside the shell', async () => {
    serve({ '/user': json(onboarded), '/wallets': json({ message: 'Not Found' }, 404) });
    const { router, screen } = await renderAt('/');
    await expect.element(screen.getByRole('heading', { name: 'Wallet setup' })).toBeVisible();
    expect(router.state.location.pathname).toBe('/setup-wallet');
    expect(useWalletStore.getState()).toMatchObject({
      walletStatus: 'failed',
      wallets: [],
      defiWalletCheck: true,
    });
    await expect
      .element(screen.getByRole('link', { name: 'Assets' }))
      .toHaveAttribute('href', '/setup-wallet');
  });

  it('with a wallet, / goes to the dashboard after loading the tokens and the validators', async () => {
    const calls = serve({
      '/user': json(onboarded),
      '/wallets': json([wallet]),
      '/wallets/w1/tokens': json({ totalBalanceUsd: '0', tokens: [] }),
    });
    const { router, screen } = await renderAt('/');
    await expect.element(screen.getByRole('heading', { name: 'Home' })).toBeVisible();
    expect(router.state.location.pathname).toBe('/dashboard');
    expect(calls).toEqual(
      expect.arrayContaining([
        '/user',
        '/wallets',
        '/wallets/w1/tokens',
        '/get-validators-details',
      ]),
    );
    await expect
      .element(screen.getByRole('link', { name: 'Assets' }))
      .toHaveAttribute('href', '/my-assets');
  });

  it('shows Admin only to a staff role with a wallet', async () => {
    serve({
      '/user': json({ ...onboarded, roles: ['Customer Support'] }),
      '/wallets': json([wallet]),
    });
    const { screen } = await renderAt('/dashboard');
    await expect.element(screen.getByRole('button', { name: 'Admin' })).toBeVisible();
  });

  it('hides Admin from a staff role without a wallet', async () => {
    serve({ '/user': json({ ...onboarded, roles: ['Admin'] }), '/wallets': json([]) });
    const { screen } = await renderAt('/setup-wallet');
    await expect.element(screen.getByRole('heading', { name: 'Wallet setup' })).toBeVisible();
    await expect.element(screen.getByRole('button', { name: 'Admin' })).not.toBeInTheDocument();
  });

  it('logs out when the user cannot be loaded', async () => {
    serve({ '/user': json({ message: 'boom' }, 500) });
    await renderAt('/dashboard');
    await expect.poll(() => useAuthStore.getState().loggedIn).toBe(false);
    expect(localStorage.getItem(STORAGE_KEYS.accessToken)).toBeNull();
  });

  it('sends unknown paths to / and on through the guards', async () => {
    serve({ '/user': json(onboarded), '/wallets': json([wallet]) });
    const { router } = await renderAt('/no/such/page');
    await expect.poll(() => router.state.location.pathname).toBe('/dashboard');
  });
});
