import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { page } from 'vitest/browser';
import {
  ME,
  TOKENS,
  WALLET,
  json,
  profileOf,
  renderMoney,
  serve,
  signInAs,
} from '../../../test/money-harness';
import { Component as PayRoute } from './pay-route';

const ANA_ADDRESS = 'opt1zyxwvutsrqpnmlkjhgfedcba9876543210qpzry';
const ANA = { id: 'u-ana', username: 'ana', first_name: 'Ana', last_name: 'Lee', avatar: null };

function routes() {
  return serve({
    'GET /user': json(ME),
    'GET /wallets/w1/tokens': json(TOKENS),
    'GET /contacts/get-recents/w1': json([]),
    'GET /user/profile/ana': profileOf(ANA),
    'GET /get-tokens-by-ulid/u-ana': json({
      user: ANA,
      tokens: [{ chainId: 'optchain-1', symbol: 'OPT', name: 'OptChain', address: ANA_ADDRESS }],
    }),
    'GET /wallets/w1/recipientCheck': json({
      address: ANA_ADDRESS,
      user: ANA,
      ownWallet: false,
      sentBefore: false,
      lookalike: null,
    }),
    'POST /wallets/w1/transferPreview': (call) =>
      json({
        amount: (call.body as { amount: string }).amount,
        gasFeeEstimate: '0.005',
        to: ANA_ADDRESS,
        from: WALLET.addresses[0]?.address ?? '',
      }),
  });
}

const open = (link: string) => renderMoney(<PayRoute />, link, '/pay/:username');
const sendPreviews = (calls: ReturnType<typeof serve>) =>
  calls.filter(
    (call) =>
      call.path === '/wallets/w1/transferPreview' &&
      !(call.body as { amount: string }).amount.startsWith('0.00000'),
  );

describe('a payment link opened signed in', () => {
  beforeEach(() => {
    signInAs();
  });
  afterEach(() => vi.restoreAllMocks());

  it('opens the send at its review, prefilled with receiver, token, amount and memo', async () => {
    const calls = routes();
    await open('/pay/ana?amount=12.5&token=OPT&memo=for+lunch');
    await expect.element(page.getByRole('heading', { name: 'Review and confirm' })).toBeVisible();
    await expect.element(page.getByTestId('recipient')).toHaveTextContent('@ana');
    expect(sendPreviews(calls).map((call) => call.body)).toEqual([
      expect.objectContaining({
        amount: '12.5',
        chainId: 'optchain-1',
        symbol: 'OPT',
        to: ANA_ADDRESS,
        memo: 'for lunch',
      }),
    ]);
    await expect.element(page.getByText('for lunch')).toBeVisible();
  });

  it('without an amount, opens the form for the payer to say how much', async () => {
    const calls = routes();
    await open('/pay/ana?token=OPT');
    await expect.element(page.getByRole('textbox', { name: 'Receiver' })).toHaveValue('@ana');
    await expect.element(page.getByRole('textbox', { name: 'Amount' })).toHaveValue('');
    expect(sendPreviews(calls)).toEqual([]);
  });

  it.each([
    ['1%2C000.50', '“1,000.50” is not an amount we can read, so nothing was filled in.'],
    ['1e3', '“1e3” is not an amount we can read, so nothing was filled in.'],
    ['-5', '“-5” is not an amount we can read, so nothing was filled in.'],
    [
      '1.1234567',
      'OPT has at most 6 decimals, and this link asks for “1.1234567”, so nothing was filled in.',
    ],
  ])(
    'refuses the amount %s by name, then sends without it if the payer wants',
    async (raw, said) => {
      const calls = routes();
      await open(`/pay/ana?amount=${raw}&token=OPT`);
      await expect.element(page.getByRole('alert')).toHaveTextContent(said);
      expect(sendPreviews(calls)).toEqual([]);
      await page.getByRole('button', { name: 'Send without the amount' }).click();
      await expect.element(page.getByRole('textbox', { name: 'Receiver' })).toHaveValue('@ana');
      await expect.element(page.getByRole('textbox', { name: 'Amount' })).toHaveValue('');
      expect(sendPreviews(calls)).toEqual([]);
    },
  );

  it('says a link to oneself is one’s own, and offers no send', async () => {
    routes();
    await open('/pay/Ben?amount=5&token=OPT');
    await expect
      .element(page.getByRole('heading', { name: 'This is your own payment link' }))
      .toBeVisible();
    await expect.element(page.getByText('opened by them, it asks for 5 OPT.')).toBeVisible();
    await expect.element(page.getByRole('textbox', { name: 'Receiver' })).not.toBeInTheDocument();
  });
});
