import { QueryClientProvider } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { render } from 'vitest-browser-react';
import { walletsQuery } from '../../../lib/account';
import { queryClient } from '../../../lib/query-client';
import { memoryRouter } from '../../../test/router';
import { Component as WalletKeyRoute } from './wallet-key-route';

/* The wallet key update form with its real API client; only the server's answers are canned. */

const WALLET = { id: 'w1', addresses: [], created_at: '2026-01-01T00:00:00.000Z' };

function serve(answer: { status: number; body: unknown }) {
  const calls: { path: string; body: unknown }[] = [];
  vi.spyOn(globalThis, 'fetch').mockImplementation(
    async (input: RequestInfo | URL, init?: RequestInit) => {
      const request = input instanceof Request ? input : new Request(String(input), init);
      const text = await request.clone().text();
      calls.push({
        path: new URL(request.url, window.location.origin).pathname.replace(/^\/api/, ''),
        body: text ? (JSON.parse(text) as unknown) : undefined,
      });
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

  it('requires the account password and refuses a new key equal to it, before any call', async () => {
    const calls = serve({ status: 200, body: { message: 'ok' } });
    const { router, screen } = await renderForm();
    await screen.getByLabelText('Current wallet key').fill('Old#key2026');
    await screen.getByLabelText('New wallet key', { exact: true }).fill('Account#pass1');
    await screen.getByLabelText('Confirm new wallet key').fill('Account#pass1');
    await screen.getByRole('button', { name: 'Update wallet key' }).click();
    await expect.element(screen.getByText('Password is required')).toBeVisible();

    await screen.getByLabelText('Account password').fill('Account#pass1');
    await screen.getByRole('button', { name: 'Update wallet key' }).click();
    await expect
      .element(screen.getByText('Wallet key must be different from your account password'))
      .toBeVisible();
    await expect.element(screen.getByText('Password is required')).not.toBeInTheDocument();
    expect(calls).toEqual([]);

    await screen.getByLabelText('New wallet key', { exact: true }).fill('Fresh#key2026');
    await screen.getByLabelText('Confirm new wallet key').fill('Fresh#key2026');
    await screen.getByRole('button', { name: 'Update wallet key' }).click();
    await expect.poll(() => router.pathname).toBe('/settings');
    // The account password only served the check: it is not sent.
    expect(calls).toEqual([
      {
        path: '/wallets/w1/resetPasscode',
        body: { type: 'passcode', data: 'Old#key2026', newWalletPasscode: 'Fresh#key2026' },
      },
    ]);
  });
});
