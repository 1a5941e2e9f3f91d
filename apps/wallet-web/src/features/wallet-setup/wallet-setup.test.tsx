import { STORAGE_KEYS } from '@optwallet/domain';
import { QueryClientProvider } from '@tanstack/react-query';
import { Suspense } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { render } from 'vitest-browser-react';
import { DeferredToaster } from '@optwallet/auth-web';
import { queryClient } from '@optwallet/auth-web';
import { walletsQuery } from '../../lib/account';
import type { AppRoute } from '../../lib/router/app-route';
import { RouteTree } from '../../lib/router/route-tree';
import { memoryRouter } from '@optwallet/auth-web/testing';
import { useSetupStore } from './lib/setup-store';

/*
 * The wallet-setup routes with their real stores; only the network answers are canned (the real
 * server is exercised by tooling/e2e/tests/wallet-setup.spec.ts).
 */

const PHRASE = Array.from({ length: 24 }, (_, i) => `word${String.fromCharCode(97 + i)}`);
const WALLET = {
  id: 'w1',
  addresses: [
    { chainId: 'optchain-1', address: 'opt1qqqsyqcyq5rqwzqfpg9scrgwpugpzysn7hzdtn' },
    { chainId: 'optchain-testnet-1', address: 'opt1qqqsyqcyq5rqwzqfpg9scrgwpugpzysn7hzdtn' },
    { chainId: '1', address: '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed' },
  ],
  created_at: '2026-01-01T00:00:00.000Z',
};

type Answer = { status: number; body: unknown };
interface Call {
  method: string;
  path: string;
  body: unknown;
}

function serve(routes: Record<string, Answer | (() => Answer)>) {
  const calls: Call[] = [];
  vi.spyOn(globalThis, 'fetch').mockImplementation(
    async (input: RequestInfo | URL, init?: RequestInit) => {
      const request = input instanceof Request ? input : new Request(String(input), init);
      const url = new URL(request.url, window.location.origin);
      const path = url.pathname.replace(/^\/api/, '');
      const text = await request.clone().text();
      calls.push({
        method: request.method,
        path,
        body: text ? (JSON.parse(text) as unknown) : undefined,
      });
      const route = routes[`${request.method} ${path}`];
      const answer =
        typeof route === 'function'
          ? route()
          : (route ?? { status: 404, body: { message: 'Not Found' } });
      return new Response(JSON.stringify(answer.body), {
        status: answer.status,
        headers: { 'Content-Type': 'application/json' },
      });
    },
  );
  return calls;
}

const routes: AppRoute[] = [
  {
    path: '/setup-wallet',
    page: () => import('./routes/setup-wallet-layout'),
    children: [
      { index: true, page: () => import('./routes/setup-wallet-route') },
      { path: 'wallet-passcode', page: () => import('./routes/wallet-passcode-route') },
      { path: 'wallet-mnemonic', page: () => import('./routes/wallet-mnemonic-route') },
      { path: 'confirm-wallet-create', page: () => import('./routes/confirm-wallet-route') },
    ],
  },
  {
    path: '/dashboard',
    page: () => Promise.resolve({ Component: () => <h1>Dashboard</h1> }),
  },
];

async function renderAt(path: string) {
  const router = memoryRouter(path);
  const screen = await render(
    <QueryClientProvider client={queryClient}>
      <Suspense fallback={null}>{router.wrap(<RouteTree routes={routes} />)}</Suspense>
      <DeferredToaster />
    </QueryClientProvider>,
  );
  return { router, screen };
}

/** The indexes of the boxes to type (the others are read-only), from their labels. */
function boxesToType(container: HTMLElement): number[] {
  return [...container.querySelectorAll<HTMLInputElement>('fieldset input:not([readonly])')].map(
    (input) => Number((input.getAttribute('aria-label') ?? '').replace('Word ', '')) - 1,
  );
}

describe('wallet setup', () => {
  beforeEach(() => {
    localStorage.clear();
    localStorage.setItem(STORAGE_KEYS.accessToken, 'token');
    queryClient.clear();
    queryClient.setQueryData(walletsQuery.queryKey, []);
    useSetupStore.getState().clear();
  });
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('asks for 4 words, refuses a wrong one without calling the server, then creates the wallet', async () => {
    useSetupStore.setState({ walletKey: 'Wallet#key1', mnemonic: PHRASE.join(' ') });
    const calls = serve({ 'POST /wallets': { status: 200, body: WALLET } });
    const { router, screen } = await renderAt('/setup-wallet/confirm-wallet-create');
    await expect.element(screen.getByRole('heading', { name: 'Confirm phrase' })).toBeVisible();
    const asked = boxesToType(screen.container);
    expect(asked).toHaveLength(4);

    const [first = 0, ...rest] = asked;
    await screen.getByLabelText(`Word ${first + 1}`, { exact: true }).fill('wrongword');
    for (const index of rest)
      await screen.getByLabelText(`Word ${index + 1}`, { exact: true }).fill(PHRASE[index] ?? '');
    await screen.getByRole('button', { name: 'Create wallet' }).click();
    // It says which word is wrong, and marks that box only.
    await expect
      .element(screen.getByRole('alert'))
      .toHaveTextContent(
        `Word ${first + 1} is not right. Check it against the words you wrote down.`,
      );
    await expect
      .element(screen.getByLabelText(`Word ${first + 1}`, { exact: true }))
      .toHaveAttribute('aria-invalid', 'true');
    for (const index of rest)
      await expect
        .element(screen.getByLabelText(`Word ${index + 1}`, { exact: true }))
        .not.toHaveAttribute('aria-invalid');
    expect(calls).toEqual([]);

    // Two wrong: both named.
    const [second = 0] = rest;
    await screen.getByLabelText(`Word ${second + 1}`, { exact: true }).fill('alsowrong');
    await screen.getByRole('button', { name: 'Create wallet' }).click();
    await expect
      .element(screen.getByRole('alert'))
      .toHaveTextContent(`Words ${first + 1} and ${second + 1} are not right.`);
    await screen.getByLabelText(`Word ${second + 1}`, { exact: true }).fill(PHRASE[second] ?? '');

    await screen.getByLabelText(`Word ${first + 1}`, { exact: true }).fill(PHRASE[first] ?? '');
    await screen.getByRole('button', { name: 'Create wallet' }).click();
    await expect.element(screen.getByRole('heading', { name: 'Wallet created' })).toBeVisible();
    expect(router.pathname).toBe('/setup-wallet');
    expect(calls).toEqual([
      {
        method: 'POST',
        path: '/wallets',
        body: { walletPasscode: 'Wallet#key1', mnemonic: PHRASE.join(' ') },
      },
    ]);
    expect(useSetupStore.getState()).toMatchObject({ walletKey: null, mnemonic: null });
    expect(queryClient.getQueryData(walletsQuery.queryKey)).toEqual([WALLET]);
    await screen.getByRole('button', { name: 'Go to dashboard' }).click();
    await expect.element(screen.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
  });

  it('goes back to the key step with the server’s reason, keeping the phrase for the confirm step', async () => {
    useSetupStore.setState({ walletKey: 'Secret#123', mnemonic: PHRASE.join(' ') });
    const reason = 'Wallet key must be different from your account password';
    let refused = false;
    serve({
      'POST /wallets': () => {
        if (refused) return { status: 200, body: WALLET };
        refused = true;
        return { status: 422, body: { message: reason, errors: { walletPasscode: [reason] } } };
      },
      'POST /wallets/checkKey': { status: 200, body: { message: 'This wallet key can be used' } },
    });
    const { router, screen } = await renderAt('/setup-wallet/confirm-wallet-create');
    await expect.element(screen.getByRole('heading', { name: 'Confirm phrase' })).toBeVisible();
    for (const index of boxesToType(screen.container)) {
      await screen.getByLabelText(`Word ${index + 1}`, { exact: true }).fill(PHRASE[index] ?? '');
    }
    await screen.getByRole('button', { name: 'Create wallet' }).click();

    await expect.element(screen.getByText(reason)).toBeVisible();
    expect(router.pathname).toBe('/setup-wallet/wallet-passcode');
    await screen.getByLabelText('Wallet key', { exact: true }).fill('Another#key2');
    await screen.getByLabelText('Confirm wallet key').fill('Another#key2');
    await screen.getByRole('button', { name: 'Continue' }).click();
    // Straight to the confirm step: the phrase is not shown a second time.
    await expect.element(screen.getByRole('heading', { name: 'Confirm phrase' })).toBeVisible();
    expect(router.pathname).toBe('/setup-wallet/confirm-wallet-create');
    expect(useSetupStore.getState()).toMatchObject({
      walletKey: 'Another#key2',
      mnemonic: PHRASE.join(' '),
    });
  });

  it('checks the key with the server (never stored) before the phrase is shown: a key equal to the account password stays on this step', async () => {
    const reason = 'Wallet key must be different from your account password';
    const calls = serve({
      'POST /wallets/checkKey': () =>
        (calls.at(-1)?.body as { walletPasscode?: string } | undefined)?.walletPasscode ===
        'Account#pass1'
          ? { status: 422, body: { message: reason, errors: { walletPasscode: [reason] } } }
          : { status: 200, body: { message: 'This wallet key can be used' } },
    });
    const { router, screen } = await renderAt('/setup-wallet/wallet-passcode');
    await expect.element(screen.getByRole('heading', { name: 'Wallet key' })).toBeVisible();
    // No account password to type: the server compares with the real one.
    expect(screen.getByLabelText('Account password').elements()).toHaveLength(0);
    await screen.getByRole('button', { name: 'Continue' }).click();
    await expect.element(screen.getByText('Wallet key is required')).toBeVisible();
    expect(calls).toEqual([]);

    await screen.getByLabelText('Wallet key', { exact: true }).fill('Account#pass1');
    await screen.getByLabelText('Confirm wallet key').fill('Account#pass1');
    await screen.getByRole('button', { name: 'Continue' }).click();
    await expect.element(screen.getByText(reason)).toBeVisible();
    expect(router.pathname).toBe('/setup-wallet/wallet-passcode');
    expect(useSetupStore.getState()).toMatchObject({ walletKey: null, mnemonic: null });

    await screen.getByLabelText('Wallet key', { exact: true }).fill('Wallet#key1');
    await screen.getByLabelText('Confirm wallet key').fill('Wallet#key1');
    await screen.getByRole('button', { name: 'Continue' }).click();
    await expect.poll(() => router.pathname).toBe('/setup-wallet/wallet-mnemonic');
    expect(useSetupStore.getState().walletKey).toBe('Wallet#key1');
    expect(calls.filter((call) => call.method !== 'GET')).toEqual([
      { method: 'POST', path: '/wallets/checkKey', body: { walletPasscode: 'Account#pass1' } },
      { method: 'POST', path: '/wallets/checkKey', body: { walletPasscode: 'Wallet#key1' } },
    ]);
  });

  it('a failure of the check that names no field of the form says Something Went Wrong! and stays', async () => {
    serve({ 'POST /wallets/checkKey': { status: 422, body: { message: 'Validation error' } } });
    const { router, screen } = await renderAt('/setup-wallet/wallet-passcode');
    await screen.getByLabelText('Wallet key', { exact: true }).fill('Wallet#key1');
    await screen.getByLabelText('Confirm wallet key').fill('Wallet#key1');
    await screen.getByRole('button', { name: 'Continue' }).click();
    await expect.element(screen.getByText('Something Went Wrong!')).toBeVisible();
    expect(router.pathname).toBe('/setup-wallet/wallet-passcode');
    await expect.element(screen.getByRole('button', { name: 'Continue' })).toBeEnabled();
  });

  it('without the phrase in memory (a reload), the confirm step starts over instead of showing anything', async () => {
    const calls = serve({});
    const { router, screen } = await renderAt('/setup-wallet/confirm-wallet-create');
    await expect.element(screen.getByRole('heading', { name: 'Wallet setup' })).toBeVisible();
    expect(router.pathname).toBe('/setup-wallet');
    expect(calls).toEqual([]);
  });

  it('once a wallet exists, every step leads to the created screen and no phrase is fetched', async () => {
    queryClient.setQueryData(walletsQuery.queryKey, [WALLET]);
    useSetupStore.setState({ walletKey: 'Wallet#key1' });
    const calls = serve({
      'GET /wallets/mnemonic': { status: 200, body: { mnemonic: PHRASE.join(' ') } },
    });
    const { router, screen } = await renderAt('/setup-wallet/wallet-mnemonic');
    await expect.element(screen.getByRole('heading', { name: 'Wallet created' })).toBeVisible();
    expect(router.pathname).toBe('/setup-wallet');
    await expect.element(screen.getByText('OptChain')).toBeVisible();
    expect(calls).toEqual([]);
  });
});
