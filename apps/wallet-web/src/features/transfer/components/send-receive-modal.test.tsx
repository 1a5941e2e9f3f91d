import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import {
  TOKENS,
  WALLET,
  json,
  renderMoney,
  serve,
  signIn,
  type RecordedCall,
} from '../../../test/money-harness';
import { SendReceiveModal } from './send-receive-modal';

const RECEIVER = 'opt1zyxwvutsrqpnmlkjhgfedcba9876543210qpzry';
const PREVIEW = {
  amount: '12.5',
  gasFeeEstimate: '0.005',
  to: RECEIVER,
  from: WALLET.addresses[0]?.address ?? '',
};
const RESULT = {
  transactionHash: 'A1B2C3D4E5F6',
  to: RECEIVER,
  from: PREVIEW.from,
  amount: '12.5',
  gasFee: '0.005',
  blockExplorerLink: '/explorer/tx/A1B2C3D4E5F6',
};

function baseRoutes(extra: Record<string, Parameters<typeof serve>[0][string]> = {}) {
  return serve({
    'GET /wallets/w1/tokens': json(TOKENS),
    'GET /contacts/get-recents/w1': json([]),
    'POST /wallets/w1/transferPreview': (call) =>
      (call.body as { amount: string }).amount.startsWith('0.00000')
        ? json({ ...PREVIEW, amount: '0.000001' })
        : json(PREVIEW),
    ...extra,
  });
}

const transfers = (calls: RecordedCall[]) =>
  calls.filter((c) => c.method === 'POST' && c.path === '/wallets/w1/transfer');
const previews = (calls: RecordedCall[]) =>
  calls.filter(
    (c) =>
      c.path === '/wallets/w1/transferPreview' &&
      !(c.body as { amount: string }).amount.startsWith('0.00000'),
  );

async function fillSend(receiver: string, amount: string, memo?: string) {
  await page.getByRole('textbox', { name: 'Receiver' }).fill(receiver);
  await page.getByRole('textbox', { name: 'Amount' }).fill(amount);
  if (memo !== undefined) await page.getByRole('textbox', { name: 'Memo (optional)' }).fill(memo);
  await page.getByRole('button', { name: 'Continue' }).click();
}

describe('Send', () => {
  beforeEach(async () => {
    await page.viewport(1280, 800);
    signIn();
  });
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('sends with a memo on the native chain: preview, passcode, wait, success with hash and explorer link', async () => {
    const calls = baseRoutes({ 'POST /wallets/w1/transfer': json(RESULT) });
    await renderMoney(<SendReceiveModal open onOpenChange={() => undefined} />);
    await fillSend(RECEIVER, '12.5', 'rent');
    await expect.element(page.getByRole('heading', { name: 'Review and confirm' })).toBeVisible();
    await expect.element(page.getByText('0.005 OPT')).toBeVisible();
    await page.getByLabelText('Wallet passcode').fill('correct-pass!');
    await page.getByRole('button', { name: 'Confirm' }).click();
    await expect.element(page.getByRole('heading', { name: 'Transfer Successful!' })).toBeVisible();
    await expect
      .element(page.getByRole('link', { name: 'View on explorer' }))
      .toHaveAttribute('href', RESULT.blockExplorerLink);
    expect(previews(calls)[0]?.body).toEqual({
      amount: '12.5',
      chainId: 'optchain-1',
      symbol: 'OPT',
      to: RECEIVER,
      transferType: 'send',
      memo: 'rent',
    });
    expect(transfers(calls)[0]?.body).toMatchObject({
      memo: 'rent',
      walletPasscode: 'correct-pass!',
      description: '',
    });
  });

  it('shows the §5 messages for amount 0 and for more than the balance, and calls nothing', async () => {
    const calls = baseRoutes();
    await renderMoney(<SendReceiveModal open onOpenChange={() => undefined} />);
    await fillSend(RECEIVER, '0');
    await expect.element(page.getByText('Amount must be greater than 0')).toBeVisible();
    await page.getByRole('textbox', { name: 'Amount' }).fill('100.5');
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect.element(page.getByText('Insufficient balance')).toBeVisible();
    expect(previews(calls)).toHaveLength(0);
    expect(transfers(calls)).toHaveLength(0);
  });

  it('returns to the preview with the message after a wrong passcode, then succeeds with a new key', async () => {
    let attempt = 0;
    const calls = baseRoutes({
      'POST /wallets/w1/transfer': () =>
        ++attempt === 1 ? json({ message: 'Invalid wallet passcode' }, 400) : json(RESULT),
    });
    await renderMoney(<SendReceiveModal open onOpenChange={() => undefined} />);
    await fillSend(RECEIVER, '12.5');
    await page.getByLabelText('Wallet passcode').fill('wrong-pass!');
    await page.getByRole('button', { name: 'Confirm' }).click();
    await expect.element(page.getByText('Invalid wallet passcode')).toBeVisible();
    await expect.element(page.getByRole('heading', { name: 'Review and confirm' })).toBeVisible();
    await page.getByLabelText('Wallet passcode').fill('correct-pass!');
    await page.getByRole('button', { name: 'Confirm' }).click();
    await expect.element(page.getByRole('heading', { name: 'Transfer Successful!' })).toBeVisible();
    const [first, second] = transfers(calls);
    expect(first?.headers.get('Idempotency-Key')).toBeTruthy();
    expect(second?.headers.get('Idempotency-Key')).toBeTruthy();
    expect(second?.headers.get('Idempotency-Key')).not.toBe(first?.headers.get('Idempotency-Key'));
  });

  it('sends once when Confirm is clicked twice', async () => {
    let release: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const calls = baseRoutes({ 'POST /wallets/w1/transfer': json(RESULT) });
    const fetchMock = vi.mocked(globalThis.fetch);
    const answer = fetchMock.getMockImplementation();
    fetchMock.mockImplementation(async (input, init) => {
      const url = input instanceof Request ? input.url : String(input);
      if (url.endsWith('/wallets/w1/transfer')) await gate;
      return answer!(input, init);
    });
    await renderMoney(<SendReceiveModal open onOpenChange={() => undefined} />);
    await fillSend(RECEIVER, '12.5');
    await page.getByLabelText('Wallet passcode').fill('correct-pass!');
    const confirm = page.getByRole('button', { name: 'Confirm' });
    const button = confirm.element() as HTMLButtonElement;
    button.click();
    button.click();
    await expect.element(page.getByText('Please wait while we finalize')).toBeVisible();
    release();
    await expect.element(page.getByRole('heading', { name: 'Transfer Successful!' })).toBeVisible();
    expect(transfers(calls)).toHaveLength(1);
  });

  it('keeps the key when the same draft is tried again after a server failure', async () => {
    let attempt = 0;
    const calls = baseRoutes({
      'POST /wallets/w1/transfer': () =>
        ++attempt === 1 ? json({ message: 'boom' }, 500) : json(RESULT),
    });
    await renderMoney(<SendReceiveModal open onOpenChange={() => undefined} />);
    await fillSend(RECEIVER, '12.5');
    await page.getByLabelText('Wallet passcode').fill('correct-pass!');
    await page.getByRole('button', { name: 'Confirm' }).click();
    await expect
      .element(page.getByText("We couldn't process your transaction this time"))
      .toBeVisible();
    await page.getByRole('button', { name: 'Try Again' }).click();
    // Reset keeps receiver and memo; the amount and token are chosen again.
    await expect.element(page.getByRole('textbox', { name: 'Receiver' })).toHaveValue(RECEIVER);
    await fillSend(RECEIVER, '12.5');
    await page.getByLabelText('Wallet passcode').fill('correct-pass!');
    await page.getByRole('button', { name: 'Confirm' }).click();
    await expect.element(page.getByRole('heading', { name: 'Transfer Successful!' })).toBeVisible();
    const [first, second] = transfers(calls);
    expect(second?.headers.get('Idempotency-Key')).toBe(first?.headers.get('Idempotency-Key'));
  });

  it('resolves a username to that user’s address on the chosen chain (prefilled from ?to=)', async () => {
    const calls = baseRoutes({
      'GET /user/profile/bob': json({
        id: 'u2',
        username: 'bob',
        first_name: 'Bob',
        last_name: null,
        avatar: null,
        bio: null,
        country: null,
        created_at: '2026-01-01T00:00:00.000Z',
        followers_count: 0,
        following_count: 0,
        following: false,
        blocked: false,
        is_self: false,
      }),
      'GET /get-tokens-by-ulid/u2': json({
        user: { id: 'u2', username: 'bob', first_name: 'Bob', last_name: null, avatar: null },
        tokens: [{ chainId: 'optchain-1', symbol: 'OPT', name: 'OptChain', address: RECEIVER }],
      }),
    });
    await renderMoney(
      <SendReceiveModal open onOpenChange={() => undefined} initialReceiver="bob" />,
    );
    await expect.element(page.getByRole('textbox', { name: 'Receiver' })).toHaveValue('bob');
    await page.getByRole('textbox', { name: 'Amount' }).fill('1');
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect.element(page.getByRole('heading', { name: 'Review and confirm' })).toBeVisible();
    expect(previews(calls)[0]?.body).toMatchObject({ to: RECEIVER, amount: '1' });
  });

  it('Max leaves room for the fee of the native token', async () => {
    baseRoutes();
    await renderMoney(<SendReceiveModal open onOpenChange={() => undefined} />);
    await expect.poll(() => vi.mocked(globalThis.fetch).mock.calls.length).toBeGreaterThan(2);
    await page.getByRole('button', { name: 'Max' }).click();
    await expect.element(page.getByRole('textbox', { name: 'Amount' })).toHaveValue('99.995');
  });
});

describe('Receive', () => {
  beforeEach(() => signIn());
  afterEach(() => vi.restoreAllMocks());

  it('shows each chain’s address as text and QR with the one-chain warning, and copies it', async () => {
    baseRoutes();
    await renderMoney(
      <SendReceiveModal open onOpenChange={() => undefined} initialTab="receive" />,
    );
    await expect
      .element(page.getByTestId('receive-address'))
      .toHaveTextContent(WALLET.addresses[0]?.address ?? '');
    await expect
      .element(page.getByRole('img', { name: 'QR code of your OptChain address' }))
      .toBeVisible();
    await expect
      .element(page.getByText('Send only OptChain tokens to this address.', { exact: false }))
      .toBeVisible();
    await page.getByRole('tab', { name: 'Ethereum' }).click();
    await expect
      .element(page.getByTestId('receive-address').last())
      .toHaveTextContent(WALLET.addresses[1]?.address ?? '');
    await userEvent.click(page.getByRole('button', { name: 'Copy address' }).last());
    await expect.element(page.getByText('Copied!').first()).toBeVisible();
  });
});
