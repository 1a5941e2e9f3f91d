import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { page } from 'vitest/browser';
import { WALLET, json, renderMoney, serve, signIn } from '../../../test/money-harness';
import { requestRecord } from '../test/fixtures';
import PayRequestModal from './pay-request-modal';

/* The Pay dialog with the app's API client; the server's answers are canned. */

const REQUEST = requestRecord('r1');
const PREVIEW = {
  amount: '3',
  gasFeeEstimate: '0.005',
  to: 'opt1ben',
  from: WALLET.addresses[0]?.address ?? '',
};
const PAID = {
  request: { ...REQUEST, state: 'paid', transaction_hash: 'H1', closed_at: REQUEST.created_at },
  transfer: {
    transactionHash: 'H1',
    to: 'opt1ben',
    from: PREVIEW.from,
    amount: '3',
    gasFee: '0.005',
    blockExplorerLink: '/explorer/tx/H1',
  },
};

async function payWithKey() {
  await renderMoney(<PayRequestModal request={REQUEST} onClose={() => undefined} />);
  await page.getByLabelText('Wallet key').fill('Wallet#key1');
  await page.getByRole('button', { name: 'Pay 3 OPT' }).click();
}

describe('PayRequestModal', () => {
  beforeEach(async () => {
    await page.viewport(1280, 800);
    signIn();
  });
  afterEach(() => vi.restoreAllMocks());

  it("while OptWallet pays the fee, the review says 'Network fee: paid by OptWallet' and shows no fee amount", async () => {
    serve({ 'POST /wallets/w1/transferPreview': json({ ...PREVIEW, feePaidBy: 'product' }) });
    await renderMoney(<PayRequestModal request={REQUEST} onClose={() => undefined} />);
    await expect.element(page.getByText('Network fee: paid by OptWallet')).toBeVisible();
    await expect.element(page.getByText('0.005 OPT')).not.toBeInTheDocument();
  });

  it('the review says the balance the payment leaves, as the server computed it', async () => {
    serve({
      'POST /wallets/w1/transferPreview': json({
        ...PREVIEW,
        balancesAfter: [
          { label: 'balance', chainId: 'optchain-1', symbol: 'OPT', amount: '96.995' },
        ],
      }),
    });
    await renderMoney(<PayRequestModal request={REQUEST} onClose={() => undefined} />);
    const row = page.getByRole('term').filter({ hasText: 'Balance after' });
    await expect.element(row).toBeVisible();
    await expect
      .element(page.getByRole('definition').filter({ hasText: '96.995 OPT' }))
      .toBeVisible();
  });

  it('a request already paid from another tab says nothing was sent, never "You paid"', async () => {
    serve({
      'POST /wallets/w1/transferPreview': json(PREVIEW),
      'POST /payment-requests/r1/pay': json(
        {
          message: 'This request was already paid.',
          errors: { state: ['This request was already paid.'] },
        },
        409,
      ),
    });
    await payWithKey();
    await expect.element(page.getByRole('heading', { name: 'Nothing was sent' })).toBeVisible();
    await expect
      .element(page.getByTestId('pay-closed-reason'))
      .toHaveTextContent('This request was already paid.');
    await expect.element(page.getByText('Transfer Successful!')).not.toBeInTheDocument();
    await expect.element(page.getByText(/You paid/)).not.toBeInTheDocument();
    await expect.element(page.getByRole('button', { name: 'Try Again' })).not.toBeInTheDocument();
  });

  it('sends one Idempotency-Key for the dialog: a retry after a server failure sends the same one', async () => {
    let tries = 0;
    const calls = serve({
      'POST /wallets/w1/transferPreview': json(PREVIEW),
      'POST /payment-requests/r1/pay': () =>
        ++tries === 1 ? json({ message: 'Server Error' }, 500) : json(PAID),
    });
    await payWithKey();
    await page.getByRole('button', { name: 'Try Again' }).click();
    await page.getByLabelText('Wallet key').fill('Wallet#key1');
    await page.getByRole('button', { name: 'Pay 3 OPT' }).click();
    await expect.element(page.getByText('You paid Ben Test 3 OPT.')).toBeVisible();
    const keys = calls
      .filter((c) => c.path === '/payment-requests/r1/pay')
      .map((c) => c.headers.get('Idempotency-Key'));
    expect(keys).toHaveLength(2);
    expect(keys[0]).toMatch(/^[0-9a-f-]{36}$/);
    expect(keys[1]).toBe(keys[0]);
  });
});
