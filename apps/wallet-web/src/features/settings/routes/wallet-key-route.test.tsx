import { QueryClientProvider } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { render } from 'vitest-browser-react';
import { walletsQuery } from '../../../lib/account';
import { queryClient } from '@optwallet/auth-web';
import { memoryRouter } from '@optwallet/auth-web/testing';
import { Component as WalletKeyRoute } from './wallet-key-route';

/* The wallet key update form with its real API client; only the server's answers are canned. */

const WALLET = { id: 'w1', addresses: [], created_at: '2026-01-01T00:00:00.000Z' };

type Answer = { status: number; body: unknown };

/** Answers by path (without /api); records each call's path and body. */
function serve(routes: Record<string, Answer | ((body: unknown) => Answer)>) {
  const calls: { path: string; body: unknown }[] = [];
  vi.spyOn(globalThis, 'fetch').mockImplementation(
    async (input: RequestInfo | URL, init?: RequestInit) => {
      const request = input instanceof Request ? input : new Request(String(input), init);
      const text = await request.clone().text();
      const path = new URL(request.url, window.location.origin).pathname.replace(/^\/api/, '');
      const body = text ? (JSON.parse(text) as unknown) : undefined;
      calls.push({ path, body });
      const route = routes[path];
      const answer =
        typeof route === 'function'
          ? route(body)
          : (route ?? { status: 404, body: { message: 'Not Found' } });
      return new Response(JSON.stringify(answer.body), {
        status: answer.status,
        headers: { 'Content-Type': 'application/json' },
      });
    },
  );
  return calls;
}

async function renderForm() {
  const router = memoryRouter('/settings/wallet-key');
  const screen = await render(
    <QueryClientProvider client={queryClient}>
      {router.wrap(<WalletKeyRoute />)}
    </QueryClientProvider>,
  );
  return { router, screen };
}

describe('wallet key update (spec §5)', () => {
  beforeEach(() => {
    queryClient.clear();
    queryClient.setQueryData(walletsQuery.queryKey, [WALLET]);
  });
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('checks the current key first (verifyKey), then sets the new one; a wrong key stays on the proof', async () => {
    const calls = serve({
      '/wallets/w1/verifyKey': (body) => ({
        status: 200,
        body: { valid: (body as { data: string }).data === 'Old#key2026' },
      }),
      '/wallets/w1/resetPasscode': { status: 200, body: { message: 'ok' } },
    });
    const { router, screen } = await renderForm();
    // The first step asks only for the proof.
    expect(screen.getByLabelText('New wallet key', { exact: true }).elements()).toHaveLength(0);
    await screen.getByRole('button', { name: 'Continue' }).click();
    await expect.element(screen.getByText('Wallet key is required')).toBeVisible();
    expect(calls).toEqual([]);

    await screen.getByLabelText('Current wallet key').fill('Wrong#key2026');
    await screen.getByRole('button', { name: 'Continue' }).click();
    await expect.element(screen.getByText('Invalid wallet key')).toBeVisible();
    expect(screen.getByLabelText('New wallet key', { exact: true }).elements()).toHaveLength(0);

    await screen.getByLabelText('Current wallet key').fill('Old#key2026');
    await screen.getByRole('button', { name: 'Continue' }).click();
    await screen.getByRole('button', { name: 'Update wallet key' }).click();
    await expect.element(screen.getByText('Wallet key is required')).toBeVisible();
    await screen.getByLabelText('New wallet key', { exact: true }).fill('a#1');
    await screen.getByLabelText('Confirm new wallet key').fill('b#2');
    await screen.getByRole('button', { name: 'Update wallet key' }).click();
    await expect
      .element(screen.getByText('Wallet key must be at least 8 characters'))
      .toBeVisible();
    await expect.element(screen.getByText('Wallet keys must match')).toBeVisible();

    await screen.getByLabelText('New wallet key', { exact: true }).fill('Fresh#key2026');
    await screen.getByLabelText('Confirm new wallet key').fill('Fresh#key2026');
    await screen.getByRole('button', { name: 'Update wallet key' }).click();
    await expect.poll(() => router.pathname).toBe('/settings');
    expect(calls).toEqual([
      { path: '/wallets/w1/verifyKey', body: { type: 'passcode', data: 'Wrong#key2026' } },
      { path: '/wallets/w1/verifyKey', body: { type: 'passcode', data: 'Old#key2026' } },
      {
        path: '/wallets/w1/resetPasscode',
        body: { type: 'passcode', data: 'Old#key2026', newWalletPasscode: 'Fresh#key2026' },
      },
    ]);
  });

  it('proves with the phrase too, and says under the new key when it equals the account password', async () => {
    const phrase = `${'abandon '.repeat(11)}about`;
    const reason = 'Wallet key must be different from your account password';
    serve({
      '/wallets/w1/verifyKey': { status: 200, body: { valid: true } },
      '/wallets/w1/resetPasscode': {
        status: 422,
        body: { message: reason, errors: { newWalletPasscode: [reason] } },
      },
    });
    const { router, screen } = await renderForm();
    await screen.getByRole('tab', { name: 'I have my secret phrase' }).click();
    await screen.getByLabelText('Your secret phrase', { exact: false }).fill(phrase);
    await screen.getByRole('button', { name: 'Continue' }).click();
    await screen.getByLabelText('New wallet key', { exact: true }).fill('Account#pass1');
    await screen.getByLabelText('Confirm new wallet key').fill('Account#pass1');
    await screen.getByRole('button', { name: 'Update wallet key' }).click();
    await expect.element(screen.getByText(reason)).toBeVisible();
    expect(router.pathname).toBe('/settings/wallet-key');
  });

  it('a locked wallet says how long, under the proof', async () => {
    const locked =
      'Too many wrong wallet passcodes. Your wallet is locked; try again in 15 minutes.';
    serve({ '/wallets/w1/verifyKey': { status: 429, body: { message: locked } } });
    const { screen } = await renderForm();
    await screen.getByLabelText('Current wallet key').fill('Old#key2026');
    await screen.getByRole('button', { name: 'Continue' }).click();
    await expect.element(screen.getByText(locked)).toBeVisible();
  });
});
