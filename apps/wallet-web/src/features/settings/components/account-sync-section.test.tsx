import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { page } from 'vitest/browser';
import { queryClient } from '@optwallet/auth-web';
import { moneyKeys } from '../../../lib/money/queries';
import { setWallets, useFirstWallet, walletsQuery } from '../../../lib/account';
import { TOKENS, WALLET, json, renderMoney, serve, signIn } from '../../../test/money-harness';
import { Component as SettingsRoute } from '../routes/settings-route';
import { AccountSyncSection } from './account-sync-section';

const synced = (settled: number, at = new Date().toISOString()) =>
  json({
    synced_at: at,
    chains: [
      { chainId: 'optchain-1', height: 1234, time: at },
      { chainId: 'optchain-testnet-1', height: 1230, time: at },
      { chainId: '1', height: 88, time: at },
    ],
    settled,
    tokens: TOKENS,
  });

const AT = new Date().toISOString();

/** The section as settings shows it: for the user's wallet. */
function Section() {
  const wallet = useFirstWallet();
  return wallet ? <AccountSyncSection wallet={wallet} /> : null;
}

describe('account sync', () => {
  beforeEach(async () => {
    await page.viewport(1280, 900);
    signIn();
  });
  afterEach(() => vi.restoreAllMocks());

  it('says the wallet was never synced, then syncs: the toast names the chain head and what settled', async () => {
    const calls = serve({ 'POST /wallets/w1/sync': synced(2, AT) });
    await renderMoney(<Section />);
    await expect
      .element(page.getByTestId('account-sync-status'))
      .toHaveTextContent('Last synced: never');

    await page.getByRole('button', { name: 'Sync now' }).click();

    await expect
      .element(
        page.getByText(
          'Your account is up to date with optchain-1 (block 1234). 2 pending items settled.',
        ),
      )
      .toBeVisible();
    expect(calls.filter((c) => c.method === 'POST' && c.path === '/wallets/w1/sync')).toHaveLength(
      1,
    );
    await expect
      .element(page.getByTestId('account-sync-status'))
      .toHaveTextContent('Last synced less than a minute ago');
    expect(queryClient.getQueryData(walletsQuery.queryKey)?.[0]?.synced_at).toBe(AT);
    // The dashboard reads the fresh balances without another call.
    expect(queryClient.getQueryData(moneyKeys.tokens('w1'))).toEqual(TOKENS);
  });

  it('marks every money query stale, so the dashboard refetches what the sync settled', async () => {
    serve({ 'POST /wallets/w1/sync': synced(0) });
    const history = ['transactions', 'w1', 'all', 1, 10, '', ''] as const;
    queryClient.setQueryData(history, {
      transactions: [],
      totalPages: 0,
      pageNumber: 1,
      limit: 10,
      nextCursor: null,
    });
    queryClient.setQueryData(moneyKeys.tokenDetail('w1', 'optchain-1', 'OPT'), {
      balanceToken: '1',
    });
    await renderMoney(<Section />);

    await page.getByRole('button', { name: 'Sync now' }).click();

    await expect
      .element(
        page.getByText(
          /up to date with optchain-1 \(block 1234\)\. Nothing was waiting to settle\./,
        ),
      )
      .toBeVisible();
    expect(queryClient.getQueryState(history)?.isInvalidated).toBe(true);
    expect(
      queryClient.getQueryState(moneyKeys.tokenDetail('w1', 'optchain-1', 'OPT'))?.isInvalidated,
    ).toBe(true);
  });

  it('shows how long ago the last sync was', async () => {
    setWallets([{ ...WALLET, synced_at: new Date(Date.now() - 5 * 60_000).toISOString() }]);
    serve({});
    await renderMoney(<Section />);
    await expect
      .element(page.getByTestId('account-sync-status'))
      .toHaveTextContent('Last synced 5 minutes ago');
  });

  it('a 429 for syncing too often says how long to wait (Retry-After) and holds the button until then', async () => {
    serve({
      'POST /wallets/w1/sync': json(
        { message: 'Too many sync requests. Please wait a minute and try again.' },
        429,
        { 'Retry-After': '42' },
      ),
    });
    await renderMoney(<Section />);
    await page.getByRole('button', { name: 'Sync now' }).click();
    await expect.element(page.getByText("We couldn't process your sync request.")).toBeVisible();
    await expect.element(page.getByText(/You can sync again in (42|41) seconds\./)).toBeVisible();
    await expect.element(page.getByRole('button', { name: 'Sync now' })).toBeDisabled();
  });

  it('shows the catalogue’s sync failure when the server refuses, a 429 for syncing too often included', async () => {
    serve({
      'POST /wallets/w1/sync': json(
        { message: 'Too many sync requests. Please wait a minute and try again.' },
        429,
      ),
    });
    await renderMoney(<Section />);
    await page.getByRole('button', { name: 'Sync now' }).click();
    await expect.element(page.getByText("We couldn't process your sync request.")).toBeVisible();
    await expect
      .element(page.getByTestId('account-sync-status'))
      .toHaveTextContent('Last synced: never');
    await expect.element(page.getByRole('button', { name: 'Sync now' })).toBeEnabled();
  });

  it('shows the button busy while the sync runs', async () => {
    let release: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => (release = resolve));
    serve({ 'POST /wallets/w1/sync': synced(1) });
    const fetchMock = vi.mocked(globalThis.fetch);
    const answer = fetchMock.getMockImplementation();
    fetchMock.mockImplementation(async (input, init) => {
      await gate;
      return answer!(input, init);
    });
    await renderMoney(<Section />);
    await page.getByRole('button', { name: 'Sync now' }).click();
    await expect
      .element(page.getByRole('button', { name: 'Sync now' }))
      .toHaveAttribute('aria-busy', 'true');
    release();
    await expect.element(page.getByText(/1 pending item settled\./)).toBeVisible();
    await expect
      .element(page.getByRole('button', { name: 'Sync now' }))
      .not.toHaveAttribute('aria-busy');
  });

  it('is part of settings for a wallet, and not shown without one', async () => {
    serve({});
    const { screen } = await renderMoney(<SettingsRoute />);
    await expect.element(page.getByRole('heading', { name: 'Account sync' })).toBeVisible();
    await screen.unmount();

    setWallets([]);
    await renderMoney(<SettingsRoute />);
    await expect.element(page.getByRole('button', { name: 'Update wallet key' })).toBeVisible();
    expect(page.getByRole('heading', { name: 'Account sync' }).elements()).toHaveLength(0);
  });
});
