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
  counterpartyUsername: null as string | null,
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

/**
 * A list of `totalPages` pages of sends, each page with the cursor after it (`after{page}`);
 * `last()` is the query of the latest list call.
 */
function servePages(totalPages: number) {
  const all = serve({
    'GET /wallets/w1/transactions': (call) => {
      const page = Number(new URLSearchParams(call.search).get('page'));
      return json({
        transactions: Array.from({ length: 10 }, (_, i) => tx(page * 10 + i, 'send')),
        totalPages,
        pageNumber: page,
        limit: 10,
        nextCursor: page < totalPages ? `after${page}` : null,
      });
    },
  });
  const last = () => all.filter((c) => c.path === '/wallets/w1/transactions').at(-1)?.search;
  return { all, last };
}

describe('transaction list', () => {
  beforeEach(async () => {
    await page.viewport(1280, 900);
    signIn();
  });
  afterEach(() => vi.restoreAllMocks());

  it('asks for page 1 of 10 without a type (payouts grouped), pages on, and filters with the type on page 1', async () => {
    const all = serve({
      'GET /wallets/w1/transactions': (call) => {
        const query = new URLSearchParams(call.search);
        const page = Number(query.get('page'));
        const type = query.get('type');
        const rows = type
          ? [tx(100, type)]
          : Array.from({ length: 10 }, (_, i) => tx(page * 10 + i, i % 2 ? 'send' : 'receive'));
        return json({
          transactions: rows,
          totalPages: type ? 1 : 3,
          pageNumber: page,
          limit: 10,
          nextCursor: !type && page < 3 ? `after${page}` : null,
        });
      },
    });
    const calls = {
      at: (index: number) => all.filter((c) => c.path === '/wallets/w1/transactions').at(index),
    };
    await renderMoney(<TransactionList walletId="w1" />);
    const rows = page.getByRole('list', { name: 'Transactions' }).getByRole('listitem');
    await expect.element(rows.nth(9)).toBeVisible();
    expect(calls.at(0)?.search).toBe('?limit=10&page=1&rewards=grouped');
    await page.getByRole('button', { name: 'Next page' }).click();
    await expect
      .poll(() => calls.at(-1)?.search)
      .toBe('?limit=10&page=2&rewards=grouped&cursor=after1');
    await page.getByRole('button', { name: 'Transaction type' }).click();
    await page.getByRole('option', { name: 'Unstake', exact: true }).click();
    await expect
      .poll(() => calls.at(-1)?.search)
      .toBe('?limit=10&page=1&type=undelegate&rewards=grouped');
    await expect.element(rows.first()).toHaveTextContent(/Unstake OPT/);
  });

  it('reads the next page after the last row shown (nextCursor), any other page by its number', async () => {
    const { all, last } = servePages(9);
    await renderMoney(<TransactionList walletId="w1" />);
    await expect.poll(last).toBe('?limit=10&page=1&rewards=grouped');
    await page.getByRole('button', { name: 'Next page' }).click();
    await expect.poll(last).toBe('?limit=10&page=2&rewards=grouped&cursor=after1');
    await page.getByRole('button', { name: 'Page 3', exact: true }).click();
    await expect.poll(last).toBe('?limit=10&page=3&rewards=grouped&cursor=after2');
    await expect.element(page.getByText('Send OPT').first()).toBeVisible();
    // Back one page: the page seen before, shown from what was read (no call while it is fresh;
    // read again after the same row as then, never by number).
    const seenPage = async (number: number, cursor: string) => {
      const before = all.length;
      await page.getByRole('button', { name: `Page ${number}`, exact: true }).click();
      await expect
        .element(page.getByRole('button', { name: `Page ${number}`, exact: true }))
        .toHaveAttribute('aria-current', 'page');
      await new Promise((resolve) => setTimeout(resolve, 200));
      const reads = all.slice(before).filter((c) => c.path === '/wallets/w1/transactions');
      expect(reads.filter((c) => !c.search.includes(`cursor=${cursor}`))).toEqual([]);
    };
    await seenPage(2, 'after1');
    // A page never reached by Next: by number. The last page has no next one: Next is off.
    await page.getByRole('button', { name: 'Page 9', exact: true }).click();
    await expect.poll(last).toBe('?limit=10&page=9&rewards=grouped');
    await expect.element(page.getByRole('button', { name: 'Next page' })).toBeDisabled();
    // A page seen before, from wherever: the same page again.
    await page.getByRole('button', { name: 'Page 1', exact: true }).click();
    await seenPage(3, 'after2');
    // A filter starts the list anew: its pages are read by number until Next.
    await page.getByRole('button', { name: 'Transaction type' }).click();
    await page.getByRole('option', { name: 'Unstake', exact: true }).click();
    await expect.poll(last).toBe('?limit=10&page=1&type=undelegate&rewards=grouped');
    await page.getByRole('button', { name: 'Page 3', exact: true }).click();
    await expect.poll(last).toBe('?limit=10&page=3&type=undelegate&rewards=grouped');
  });

  it('keeps the page and the filters in the URL: Back returns to the page seen, a reload stays', async () => {
    const { all, last } = servePages(5);
    const shown = (number: number) =>
      expect
        .element(page.getByRole('button', { name: `Page ${number}`, exact: true }))
        .toHaveAttribute('aria-current', 'page');
    const { router } = await renderMoney(<TransactionList walletId="w1" />, '/my-assets');
    await expect.poll(last).toBe('?limit=10&page=1&rewards=grouped');
    await page.getByRole('button', { name: 'Next page' }).click();
    await expect.poll(() => router.search).toBe('?page=2');
    await page.getByRole('button', { name: 'Next page' }).click();
    await expect.poll(() => router.search).toBe('?page=3');
    await page.getByRole('button', { name: 'Transaction type' }).click();
    await page.getByRole('option', { name: 'Send', exact: true }).click();
    await expect.poll(() => router.search).toBe('?type=send');
    await page.getByRole('checkbox', { name: 'Hide rewards' }).click();
    await expect.poll(() => router.search).toBe('?type=send&rewards=hidden');
    await expect.poll(last).toBe('?limit=10&page=1&type=send&rewards=hidden');

    // Back through what was seen: the filters, then page 3 and page 2 of the whole list, each
    // the page seen then (from what was read, or read again after the same row), never by number.
    const before = all.length;
    router.back();
    router.back();
    await shown(3);
    await new Promise((resolve) => setTimeout(resolve, 200));
    const reads = all.slice(before).filter((c) => c.path === '/wallets/w1/transactions');
    expect(reads.filter((c) => !c.search.includes('cursor=after2'))).toEqual([]);
    router.back();
    await shown(2);
    expect(router.pathname).toBe('/my-assets');
  });

  it('opened at a URL with a page and filters (a reload, a shared link), reads that page', async () => {
    const all = serve({
      'GET /wallets/w1/transactions': (call) =>
        json({
          transactions: [tx(1, 'receive')],
          totalPages: 4,
          pageNumber: Number(new URLSearchParams(call.search).get('page')),
          limit: 10,
          nextCursor: null,
        }),
    });
    await renderMoney(<TransactionList walletId="w1" />, '/my-assets?page=4&type=receive');
    await expect
      .poll(() => all.filter((c) => c.path === '/wallets/w1/transactions').at(-1)?.search)
      .toBe('?limit=10&page=4&type=receive&rewards=grouped');
    await expect
      .element(page.getByRole('button', { name: 'Transaction type' }))
      .toHaveTextContent('Receive');
  });

  it('names who a payment was with (@username, else the short address) and shows its memo', async () => {
    serve({
      'GET /wallets/w1/transactions': json({
        transactions: [
          { ...tx(1, 'receive'), counterpartyUsername: 'ana', memo: 'for lunch' },
          { ...tx(2, 'send'), counterpartyUsername: null },
          tx(3, 'delegate'),
        ],
        totalPages: 1,
        pageNumber: 1,
        limit: 10,
        nextCursor: null,
      }),
    });
    await renderMoney(<TransactionList walletId="w1" />);
    const rows = page.getByRole('list', { name: 'Transactions' }).getByRole('listitem');
    await expect.element(rows.nth(0)).toHaveTextContent(/^Receive OPT from @ana“for lunch”/);
    await expect.element(rows.nth(1)).toHaveTextContent(/^Send OPT to opt1qy\.\.\.7xu“rent”/);
    await expect.element(rows.nth(2)).toHaveTextContent(/^Stake OPT/);
    await expect.element(rows.nth(2)).not.toHaveTextContent(/ to | from /);
  });

  it("shows a raw 'fail' as Failed and the §3 fields in the detail with the explorer link", async () => {
    serve({
      'GET /wallets/w1/transactions': json({
        transactions: [tx(1, 'send', 'fail')],
        totalPages: 1,
        pageNumber: 1,
        limit: 10,
        nextCursor: null,
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

  it('shows a day of a validator’s payouts as one row, and "Hide rewards" asks without them', async () => {
    const group = {
      ...tx(7, 'distribution'),
      id: 'rewards:optchain-1:optvaloper1cygnus:2026-11-20',
      amount: '2.4',
      gasFee: null,
      validator: 'optvaloper1cygnus',
      walletAddress: 'optvaloper1cygnus',
      date: '2026-11-20T23:00:00.000Z',
      rewardGroup: {
        payouts: 24,
        firstDate: '2026-11-20T00:00:00.000Z',
        lastDate: '2026-11-20T23:00:00.000Z',
      },
    };
    const calls = serve({
      'GET /get-validators-details': json({
        unstakingWaitTime: 21 * 86_400,
        rewardPayoutFrequency: 3_600,
        validatorSet: [
          {
            moniker: 'cygnus',
            address: 'optvaloper1cygnus',
            fee: '0.05',
            uptime: '99.9',
            votingPower: '1000000',
            status: 'active',
            apr: '0.11',
          },
        ],
      }),
      'GET /wallets/w1/transactions': (call) =>
        json({
          transactions:
            new URLSearchParams(call.search).get('rewards') === 'hidden'
              ? [tx(1, 'send')]
              : [group, tx(1, 'send')],
          totalPages: 1,
          pageNumber: 1,
          limit: 10,
          nextCursor: null,
        }),
    });
    const listCalls = () => calls.filter((c) => c.path === '/wallets/w1/transactions');
    await renderMoney(<TransactionList walletId="w1" />);
    const rows = page.getByRole('list', { name: 'Transactions' }).getByRole('listitem');
    await expect.element(rows.first()).toHaveTextContent(/Rewards from Cygnus\s*24 payouts · /);
    await expect.element(rows.first()).toHaveTextContent(/2\.4 OPT/);
    await expect.element(rows.nth(1)).toHaveTextContent(/Send OPT/);

    await page.getByRole('button', { name: /Rewards from Cygnus/ }).click();
    const detail = page.getByRole('dialog', { name: 'Transaction details' });
    await expect.element(detail.getByText('Payouts')).toBeVisible();
    await expect.element(detail.getByText('24', { exact: true })).toBeVisible();
    await page.getByRole('button', { name: 'Close' }).click();

    await page.getByRole('checkbox', { name: 'Hide rewards' }).click();
    await expect.poll(() => listCalls().at(-1)?.search).toBe('?limit=10&page=1&rewards=hidden');
    await expect.element(rows.first()).toHaveTextContent(/Send OPT/);
    expect(rows.all()).toHaveLength(1);

    // Listing only rewards: nothing to hide, so the box goes and the payouts come back grouped.
    await page.getByRole('button', { name: 'Transaction type' }).click();
    await page.getByRole('option', { name: 'Distribution', exact: true }).click();
    await expect
      .poll(() => listCalls().at(-1)?.search)
      .toBe('?limit=10&page=1&type=distribution&rewards=grouped');
    await expect
      .element(page.getByRole('checkbox', { name: 'Hide rewards' }))
      .not.toBeInTheDocument();
  });
  it('has an empty state and an error state with a retry', async () => {
    let fail = true;
    serve({
      'GET /wallets/w1/transactions': () =>
        fail
          ? json({ message: 'boom' }, 500)
          : json({ transactions: [], totalPages: 0, pageNumber: 1, limit: 10, nextCursor: null }),
    });
    await renderMoney(<TransactionList walletId="w1" />);
    await expect.element(page.getByText('Could not load this list')).toBeVisible();
    // Product §8: a failed transaction-list call also shows an error toast.
    await expect
      .element(page.getByText('Something went wrong. Please try again later.').first())
      .toBeVisible();
    fail = false;
    await page.getByRole('button', { name: 'Try Again' }).click();
    await expect.element(page.getByText('No transactions yet')).toBeVisible();
  });
});
