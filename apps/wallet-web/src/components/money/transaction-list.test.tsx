import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { page } from 'vitest/browser';
import { json, renderMoney, serve, signIn } from '../../test/money-harness';
import { TransactionList } from './transaction-list';

const tx = (n: number, type: string, status = 'success') => ({
  id: `t${n}`,
  hash: `HASH${n}`,
  type,
  date: '2026-11-20T10:00:00.000Z',
  created_at: '2026-11-20T10:00:00.000Z',
  amount: '1.5',
  symbol: 'OPT',
  chainId: 'optchain-1',
  status,
  walletAddress: 'opt1qypqxpq9qcrsszg2pvxq6rs0zqg3yyc5lzv7xu',
  fromValidator: null,
  toValidator: null,
  validator: null,
  network: 'OptChain',
  completedOn: null,
  gasFee: '0.005',
  memo: type === 'send' ? 'rent' : null,
  description: null,
  blockExplorerLink: `/explorer/tx/HASH${n}`,
});

describe('transaction list', () => {
  beforeEach(() => signIn());
  afterEach(() => vi.restoreAllMocks());

  it('asks for page 1 of 10 without a type, pages on, and filters with the type on page 1', async () => {
    const all = serve({
      'GET /wallets/w1/transactions': (call) => {
        const query = new URLSearchParams(call.search);
        const page = Number(query.get('page'));
        const type = query.get('type');
        const rows = type
          ? [tx(100, type)]
          : Array.from({ length: 10 }, (_, i) => tx(page * 10 + i, i % 2 ? 'send' : 'receive'));
        return json({ transactions: rows, totalPages: type ? 1 : 3, pageNumber: page, limit: 10 });
      },
    });
    const calls = {
      at: (index: number) => all.filter((c) => c.path === '/wallets/w1/transactions').at(index),
    };
    await renderMoney(<TransactionList walletId="w1" />);
    const rows = page.getByRole('list', { name: 'Transactions' }).getByRole('listitem');
    await expect.element(rows.nth(9)).toBeVisible();
    expect(calls.at(0)?.search).toBe('?limit=10&page=1');
    await page.getByRole('button', { name: 'Next page' }).click();
    await expect.poll(() => calls.at(-1)?.search).toBe('?limit=10&page=2');
    await page.getByRole('button', { name: 'Transaction type' }).click();
    await page.getByRole('option', { name: 'Unstake', exact: true }).click();
    await expect.poll(() => calls.at(-1)?.search).toBe('?limit=10&page=1&type=undelegate');
    await expect.element(rows.first()).toHaveTextContent(/Unstake OPT/);
  });

  it("shows a raw 'fail' as Failed and the §3 fields in the detail with the explorer link", async () => {
    serve({
      'GET /wallets/w1/transactions': json({
        transactions: [tx(1, 'send', 'fail')],
        totalPages: 1,
        pageNumber: 1,
        limit: 10,
      }),
    });
    await renderMoney(<TransactionList walletId="w1" />);
    await expect.element(page.getByText('Failed')).toBeVisible();
    await page.getByRole('button', { name: /Send OPT/ }).click();
    const detail = page.getByRole('dialog', { name: 'Transaction details' });
    await expect.element(detail.getByText('rent')).toBeVisible();
    await expect.element(detail.getByText('OptChain')).toBeVisible();
    await expect
      .element(detail.getByRole('link', { name: 'View on explorer' }))
      .toHaveAttribute('href', '/explorer/tx/HASH1');
  });

  it('has an empty state and an error state with a retry', async () => {
    let fail = true;
    serve({
      'GET /wallets/w1/transactions': () =>
        fail
          ? json({ message: 'boom' }, 500)
          : json({ transactions: [], totalPages: 0, pageNumber: 1, limit: 10 }),
    });
    await renderMoney(<TransactionList walletId="w1" />);
    await expect.element(page.getByText('Could not load this list')).toBeVisible();
    // Spec §8: a failed transaction-list call also shows an error toast.
    await expect
      .element(page.getByText('Something went wrong. Please try again later.').first())
      .toBeVisible();
    fail = false;
    await page.getByRole('button', { name: 'Try Again' }).click();
    await expect.element(page.getByText('No transactions yet')).toBeVisible();
  });
});
