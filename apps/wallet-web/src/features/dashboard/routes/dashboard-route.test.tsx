import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { page } from 'vitest/browser';
import { TOKENS, json, renderMoney, serve, signIn } from '../../../test/money-harness';
import { Component as DashboardRoute } from './dashboard-route';
import { walletsQuery } from '../../../lib/account';
import { queryClient } from '@optwallet/auth-web';

const history = (hours: number) => ({
  chainId: 'optchain-1',
  symbol: 'OPT',
  hours,
  points: Array.from({ length: 6 }, (_, i) => ({
    time: new Date(Date.UTC(2026, 10, 20, i)).toISOString(),
    priceUsd: `0.8${i}`,
  })),
});

/** OPT's token detail with [tokens, USD] unstaking and staked, no history of its own. */
const optDetail = (
  [unbonding, unbondingUsd]: [string, string],
  [staked, stakedUsd]: [string, string],
) => ({
  transactions: [],
  unbondingDetails: { balanceToken: unbonding, balanceUsd: unbondingUsd, entries: [] },
  delegationDetails: { balanceToken: staked, balanceUsd: stakedUsd },
  delegations: [],
  balanceToken: '100',
  balanceUsd: '85',
  address: 'opt1x',
});

describe('dashboard', () => {
  beforeEach(async () => {
    await page.viewport(1280, 900);
    signIn();
  });
  afterEach(() => vi.restoreAllMocks());

  it('shows a skeleton until the tokens arrive, then the USD total, tokens, stake and the 24 h chart', async () => {
    let release: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const calls = serve({
      'GET /wallets/w1/tokens': json(TOKENS),
      'GET /wallets/w1/tokens/optchain-1/OPT': json(optDetail(['5', '4.25'], ['40', '34'])),
      'GET /wallets/w1/transactions': json({
        transactions: [],
        totalPages: 0,
        pageNumber: 1,
        limit: 5,
        nextCursor: null,
      }),
      'GET /get-token-history/optchain-1/OPT/24': json(history(24)),
      'GET /get-token-history/optchain-1/OPT/168': json(history(168)),
    });
    const fetchMock = vi.mocked(globalThis.fetch);
    const answer = fetchMock.getMockImplementation();
    fetchMock.mockImplementation(async (input, init) => {
      if (String(input instanceof Request ? input.url : input).endsWith('/wallets/w1/tokens'))
        await gate;
      return answer!(input, init);
    });
    await renderMoney(<DashboardRoute />);
    await expect.element(page.getByTestId('dashboard-skeleton')).toBeVisible();
    release();
    // Spendable $1,525.50 + 40 OPT staked + 5 OPT unbonding at the one OPT price ($0.255).
    await expect.element(page.getByTestId('total-balance')).toHaveTextContent('$1,536.98');
    await expect.element(page.getByTestId('total-breakdown')).not.toBeVisible();
    await page.getByText('Breakdown').click();
    const breakdown = page.getByTestId('total-breakdown');
    await expect.element(breakdown).toHaveTextContent(/Spendable\$1,525\.50/);
    await expect.element(breakdown).toHaveTextContent(/Staked\$10\.20/);
    await expect.element(breakdown).toHaveTextContent(/Unbonding\$1\.28/);
    await expect.element(breakdown).toHaveTextContent(/Unclaimed rewards\$0\.00/);
    const usdt = page.getByRole('button', { name: /USDT/ }).first();
    await expect.element(usdt).toBeVisible();
    // Its own mark, not a letter avatar.
    expect(usdt.element().querySelector('svg[data-symbol="USDT"]')).not.toBeNull();
    await expect.element(page.getByText('40 OPT')).toBeVisible();
    await expect
      .element(page.getByRole('button', { name: '24 h' }))
      .toHaveAttribute('aria-pressed', 'true');
    await expect.element(page.getByRole('figure')).toBeVisible();
    await page.getByRole('button', { name: '7 d' }).click();
    await expect
      .poll(() => calls.some((c) => c.path === '/get-token-history/optchain-1/OPT/168'))
      .toBe(true);
    await expect.element(page.getByText('No transactions yet')).toBeVisible();
  });

  it('leads recent activity with what the user did: automatic reward payouts are left out', async () => {
    const row = (id: string, type: string) => ({
      id,
      hash: id,
      type,
      date: '2026-11-20T10:00:00.000Z',
      created_at: '2026-11-20T10:00:00.000Z',
      amount: '1.5',
      symbol: 'OPT',
      chainId: 'optchain-1',
      status: 'success',
      walletAddress: 'opt1qypqxpq9qcrsszg2pvxq6rs0zqg3yyc5lzv7xu',
      counterpartyUsername: null,
      fromValidator: null,
      toValidator: null,
      validator: null,
      network: 'OptChain',
      completedOn: null,
      gasFee: null,
      memo: null,
      description: null,
      blockExplorerLink: null,
    });
    const calls = serve({
      'GET /wallets/w1/tokens': json(TOKENS),
      'GET /wallets/w1/tokens/optchain-1/OPT': json(optDetail(['0', '0'], ['40', '34'])),
      // Like the server: without rewards=hidden, five payouts of the last hours fill the page.
      'GET /wallets/w1/transactions': (call) =>
        json({
          transactions:
            new URLSearchParams(call.search).get('rewards') === 'hidden'
              ? [row('s1', 'send'), row('d1', 'delegate')]
              : Array.from({ length: 5 }, (_, i) => row(`p${i}`, 'distribution')),
          totalPages: 1,
          pageNumber: 1,
          limit: 5,
          nextCursor: null,
        }),
      'GET /get-token-history/optchain-1/OPT/24': json(history(24)),
    });
    await renderMoney(<DashboardRoute />);
    const recent = page.getByRole('region', { name: 'Recent transactions' });
    await expect.element(recent.getByRole('button', { name: /Send OPT/ })).toBeVisible();
    await expect.element(recent.getByRole('button', { name: /Stake OPT/ })).toBeVisible();
    expect(recent.getByRole('button', { name: /Distribution/ }).elements()).toHaveLength(0);
    const asked = calls.filter((c) => c.path === '/wallets/w1/transactions');
    expect(asked.map((c) => c.search)).toEqual(['?limit=5&page=1&rewards=hidden']);
  });

  it('shows a testnet token as "Testnet" instead of a dollar value and leaves it out of the price chart', async () => {
    const testnet = {
      ...TOKENS.tokens[0]!,
      chainId: 'optchain-testnet-1',
      balance: '1000',
      balanceUsd: '850',
      priceUsd: '0.85',
    };
    serve({
      'GET /wallets/w1/tokens': json({ ...TOKENS, tokens: [...TOKENS.tokens, testnet] }),
      'GET /wallets/w1/tokens/optchain-1/OPT': json(optDetail(['0', '0'], ['0', '0'])),
      'GET /wallets/w1/transactions': json({
        transactions: [],
        totalPages: 0,
        pageNumber: 1,
        limit: 5,
        nextCursor: null,
      }),
      'GET /get-token-history/optchain-1/OPT/24': json(history(24)),
    });
    await renderMoney(<DashboardRoute />);
    const row = page.getByRole('button', { name: /OptChain Testnet/ });
    await expect.element(row).toHaveTextContent('Testnet');
    await expect.element(row).not.toHaveTextContent('$');
    // A token named after its chain says the name once, not 'OptChain · OptChain'.
    await expect
      .element(page.getByRole('button', { name: /^OPT OptChain 100 OPT/ }))
      .toHaveTextContent('$25.50');
    expect(page.getByText(/OptChain · OptChain/).elements()).toHaveLength(0);
    // The choice is named by what it shows (axe label-content-name-mismatch).
    await page.getByRole('button', { name: 'Price chart: OPT · OptChain' }).click();
    await expect.element(page.getByRole('option', { name: 'USDT · Ethereum' })).toBeVisible();
    expect(page.getByRole('option', { name: /OptChain Testnet/ }).elements()).toHaveLength(0);
  });

  it('offers wallet setup on /home to a user without a wallet instead of loading forever', async () => {
    serve({ 'GET /wallets': json([]) });
    queryClient.setQueryData(walletsQuery.queryKey, []);
    const { router } = await renderMoney(<DashboardRoute />, '/home');
    await expect.element(page.getByText('You have no wallet yet')).toBeVisible();
    expect(page.getByTestId('dashboard-skeleton').elements()).toHaveLength(0);
    expect(page.getByRole('button', { name: 'Send' }).elements()).toHaveLength(0);
    await page.getByRole('button', { name: 'Set up wallet' }).click();
    await expect.poll(() => router.pathname).toBe('/setup-wallet');
  });
});
