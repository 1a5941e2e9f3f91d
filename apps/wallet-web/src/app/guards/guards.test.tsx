import { STORAGE_KEYS } from '@optwallet/domain';
import { QueryClientProvider } from '@tanstack/react-query';
import { Suspense } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { queryClient } from '@optwallet/auth-web';
import { setWallets } from '../../lib/account';
import { session } from '../../lib/session';
import { memoryRouter } from '@optwallet/auth-web/testing';
import { SignedInRoutes } from '../signed-in-app';

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
const noTokens = {
  totalBalanceUsd: '0',
  breakdownUsd: { spendable: '0', staked: '0', moving: '0', unbonding: '0', rewards: '0' },
  tokens: [],
};

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
  const router = memoryRouter(path);
  const screen = await render(
    <QueryClientProvider client={queryClient}>
      <Suspense fallback={null}>{router.wrap(<SignedInRoutes />)}</Suspense>
    </QueryClientProvider>,
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
    session.sync();
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
    expect(router.pathname).toBe('/onboarding');
    expect(router.state).toEqual({ onboarded: false });
  });

  it('right after sign-up shows the loader, never the shell, until the user and the wallet check are in; then /onboarding', async () => {
    // GET /user and GET /wallets answer only when the test lets them.
    let answer: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (answer = resolve));
    const fresh = { ...onboarded, username: null, onboarded_at: null };
    vi.spyOn(globalThis, 'fetch').mockImplementation(async (input: RequestInfo | URL) => {
      const path = new URL(
        input instanceof Request ? input.url : String(input),
        window.location.origin,
      ).pathname.replace(/^\/api/, '');
      if (path === '/user' || path === '/wallets') await held;
      const body = path === '/user' ? fresh : path === '/wallets' ? [] : [];
      return Response.json(body);
    });
    const { router, screen } = await renderAt('/');
    await expect.element(screen.getByRole('status')).toHaveTextContent('Loading…');
    // A moment later, still waiting: no sidebar, no links to gate, no screen.
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(screen.getByRole('link', { name: 'Assets' }).elements()).toHaveLength(0);
    expect(screen.getByRole('navigation').elements()).toHaveLength(0);
    answer();
    await expect.element(screen.getByRole('heading', { name: 'Tell us about you' })).toBeVisible();
    expect(router.pathname).toBe('/onboarding');
    expect(screen.getByRole('link', { name: 'Assets' }).elements()).toHaveLength(0);
  });

  it('treats a failed wallet load as no wallet: / goes to wallet setup inside the shell', async () => {
    serve({ '/user': json(onboarded), '/wallets': json({ message: 'Not Found' }, 404) });
    const { router, screen } = await renderAt('/');
    await expect.element(screen.getByRole('heading', { name: 'Wallet setup' })).toBeVisible();
    expect(router.pathname).toBe('/setup-wallet');
    await expect
      .element(screen.getByRole('link', { name: 'Assets' }))
      .toHaveAttribute('href', '/setup-wallet');
  });

  it('with a wallet, / goes to the dashboard after loading the tokens and the validators', async () => {
    const calls = serve({
      '/user': json(onboarded),
      '/wallets': json([wallet]),
      '/wallets/w1/tokens': json(noTokens),
    });
    const { router, screen } = await renderAt('/');
    await expect.element(screen.getByRole('heading', { name: 'Home' })).toBeVisible();
    expect(router.pathname).toBe('/dashboard');
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

  it('keeps the deep link wallet setup interrupted (a payment link): setup ends there, not on the dashboard', async () => {
    sessionStorage.clear();
    serve({ '/user': json(onboarded), '/wallets': json([]) });
    const { router, screen } = await renderAt('/pay/bob?amount=5&token=OPT');
    await expect.element(screen.getByRole('heading', { name: 'Wallet setup' })).toBeVisible();
    expect(router.pathname).toBe('/setup-wallet');
    // The wallet is made (its steps are the wallet-setup feature's): the created screen goes on.
    setWallets([{ ...wallet, addresses: [{ chainId: 'optchain-1', address: 'opt1abc' }] }]);
    await screen.getByRole('button', { name: 'Continue where you were' }).click();
    await expect
      .poll(() => `${router.pathname}${router.search}`)
      .toBe('/pay/bob?amount=5&token=OPT');
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
    await expect.poll(() => session.isSignedIn()).toBe(false);
    expect(localStorage.getItem(STORAGE_KEYS.accessToken)).toBeNull();
  });

  it('at /c/{code}, a session that cannot be loaded logs out to sign-up with that code', async () => {
    serve({ '/user': json({ message: 'boom' }, 500) });
    // logout() reads the page's own address (the app's router is the browser's).
    const testPage = window.location.href;
    window.history.replaceState(null, '', '/c/ana');
    try {
      const { router } = await renderAt('/c/ana');
      await expect.poll(() => session.isSignedIn()).toBe(false);
      // It did not go on to /profile/ana first: the logout saw the referral path.
      expect(router.pathname).toBe('/c/ana');
      expect(window.location.pathname + window.location.search).toBe('/signup?referral=ana');
    } finally {
      window.history.replaceState(null, '', testPage);
    }
  });

  it('at /c/{code}, a signed-in user sees that profile at the referral path itself', async () => {
    const calls = serve({ '/user': json(onboarded), '/wallets': json([wallet]) });
    const { router } = await renderAt('/c/ana');
    await expect.poll(() => calls.some((call) => call.endsWith('/user/profile/ana'))).toBe(true);
    expect(router.pathname).toBe('/c/ana');
  });

  it('sends unknown paths to / and on through the guards', async () => {
    serve({ '/user': json(onboarded), '/wallets': json([wallet]) });
    const { router } = await renderAt('/no/such/page');
    await expect.poll(() => router.pathname).toBe('/dashboard');
  });
});

describe('the signed-in shell', () => {
  beforeEach(async () => {
    await page.viewport(1280, 800);
    localStorage.clear();
    localStorage.setItem(STORAGE_KEYS.accessToken, TOKEN);
    localStorage.setItem(STORAGE_KEYS.refreshToken, 'refresh');
    localStorage.setItem(STORAGE_KEYS.lastActivityTime, String(Date.now()));
    queryClient.clear();
    session.sync();
  });
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it.each(['Control', 'Meta'])(
    '%s+K opens Send/Receive (spec §2 quick search) with focus in the receiver field',
    async (modifier) => {
      serve({
        '/user': json(onboarded),
        '/wallets': json([wallet]),
        '/wallets/w1/tokens': json(noTokens),
        '/contacts/get-recents/w1': json([]),
      });
      const { screen } = await renderAt('/dashboard');
      await expect.element(screen.getByRole('heading', { name: 'Home' })).toBeVisible();
      expect(screen.getByRole('dialog').elements()).toHaveLength(0);
      await userEvent.keyboard(`{${modifier}>}k{/${modifier}}`);
      const dialog = screen.getByRole('dialog', { name: 'Send/Receive' });
      await expect.element(dialog).toBeVisible();
      await expect.element(dialog.getByRole('textbox', { name: 'Receiver' })).toHaveFocus();
    },
  );
});
