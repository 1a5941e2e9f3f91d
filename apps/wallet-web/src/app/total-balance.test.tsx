import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { page } from 'vitest/browser';
import { TOKENS, json, renderMoney, serve, signIn } from '../test/money-harness';
import { Component as AssetsRoute } from '../features/assets/routes/assets-route';
import { Component as DashboardRoute } from '../features/dashboard/routes/dashboard-route';

/*
 * Issue 26: the dashboard and /my-assets both say "Total balance"; with OPT staked, moving and
 * unbonding they show the same figure, the API's totalBalanceUsd (the stake included).
 */

const noTransactions = json({
  transactions: [],
  totalPages: 0,
  pageNumber: 1,
  limit: 10,
  nextCursor: null,
});
const stakeDetail = json({
  transactions: [],
  unbondingDetails: { balanceToken: '5', balanceUsd: '1.275', entries: [] },
  delegationDetails: { balanceToken: '40', balanceUsd: '10.2' },
  delegations: [
    {
      validator_address: 'optvaloper1a',
      moniker: 'aurora',
      coins: [{ symbol: 'OPT', amount: '40' }],
      rewards: [{ symbol: 'OPT', amount: '0' }],
    },
  ],
  redelegations: [],
  balanceToken: '100',
  balanceUsd: '25.5',
  address: 'opt1x',
});

describe('Total balance', () => {
  beforeEach(async () => {
    await page.viewport(1280, 900);
    signIn();
    serve({
      'GET /wallets/w1/tokens': json(TOKENS),
      'GET /wallets/w1/tokens/optchain-1/OPT': stakeDetail,
      'GET /wallets/w1/transactions': noTransactions,
      'GET /get-token-history/optchain-1/OPT/24': json({
        chainId: 'optchain-1',
        symbol: 'OPT',
        hours: 24,
        points: [],
      }),
    });
  });
  afterEach(() => vi.restoreAllMocks());

  it('is the same figure on the dashboard and on /my-assets, the stake included', async () => {
    const dashboard = await renderMoney(<DashboardRoute />);
    await expect.element(page.getByTestId('total-balance')).toHaveTextContent('$1,536.98');
    await dashboard.screen.unmount();

    await renderMoney(<AssetsRoute />);
    await expect.element(page.getByTestId('assets-total')).toHaveTextContent('$1,536.98');
  });
});
