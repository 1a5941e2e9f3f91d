import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import {
  SEND,
  TOKENS,
  WALLET,
  json,
  profileOf,
  renderMoney,
  serve,
  signIn,
  type RecordedCall,
} from '../../../test/money-harness';
import { api } from '../../../lib/api';
import { SendReceiveModal } from './send-receive-modal';

const { RECEIVER, PREVIEW, RESULT } = SEND;

const ANA = { id: 'u-ana', username: 'ana', first_name: 'Ana', last_name: 'Lee', avatar: null };

function baseRoutes(extra: Record<string, Parameters<typeof serve>[0][string]> = {}) {
  return serve({
    'GET /wallets/w1/tokens': json(TOKENS),
    'GET /contacts/get-recents/w1': json([]),
    'GET /wallets/w1/recipientCheck': json({
      address: RECEIVER,
      user: ANA,
      ownWallet: false,
      sentBefore: true,
      lookalike: null,
    }),
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

  // Ctrl/Cmd+K itself is pressed in app/guards/guards.test.tsx (the shell listens for it).
  it('opens with focus in the receiver field, not on Close', async () => {
    baseRoutes();
    await renderMoney(<SendReceiveModal open onOpenChange={() => undefined} />);
    await expect.element(page.getByRole('textbox', { name: 'Receiver' })).toHaveFocus();
  });

  it('sends with a memo on the native chain: preview, passcode, wait, success with hash and explorer link', async () => {
    const calls = baseRoutes({ 'POST /wallets/w1/transfer': json(RESULT) });
    await renderMoney(<SendReceiveModal open onOpenChange={() => undefined} />);
    await fillSend(RECEIVER, '12.5', 'rent');
    await expect.element(page.getByRole('heading', { name: 'Review and confirm' })).toBeVisible();
    await expect.element(page.getByText('0.005 OPT')).toBeVisible();
    await page.getByLabelText('Wallet key').fill('correct-pass!');
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

  it("says 'Receiver address is required' for an empty receiver and previews nothing", async () => {
    const calls = baseRoutes();
    await renderMoney(<SendReceiveModal open onOpenChange={() => undefined} />);
    await fillSend('   ', '12.5');
    await expect.element(page.getByText('Receiver address is required')).toBeVisible();
    expect(previews(calls)).toEqual([]);
  });

  it("says 'Wallet PIN is required' when Confirm is pressed with no wallet key, and sends nothing", async () => {
    const calls = baseRoutes({ 'POST /wallets/w1/transfer': json(RESULT) });
    await renderMoney(<SendReceiveModal open onOpenChange={() => undefined} />);
    await fillSend(RECEIVER, '12.5');
    await expect.element(page.getByRole('heading', { name: 'Review and confirm' })).toBeVisible();
    await page.getByRole('button', { name: 'Confirm' }).click();
    await expect.element(page.getByText('Wallet PIN is required')).toBeVisible();
    expect(transfers(calls)).toEqual([]);
    await page.getByLabelText('Wallet key').fill('correct-pass!');
    await expect.element(page.getByText('Wallet PIN is required')).not.toBeInTheDocument();
  });

  it("a preview without its gas fee or address says 'Gas fee is required' / 'Address is required' and cannot be confirmed", async () => {
    const calls = baseRoutes({ 'POST /wallets/w1/transfer': json(RESULT) });
    // The production client does not parse answers: a preview may arrive without its fields.
    const real = api.wallets.transferPreview.bind(api.wallets);
    vi.spyOn(api.wallets, 'transferPreview').mockImplementation(async (...args) =>
      args[1].amount.startsWith('0.00000')
        ? real(...args)
        : { ...PREVIEW, gasFeeEstimate: '', to: '' },
    );
    await renderMoney(<SendReceiveModal open onOpenChange={() => undefined} />);
    await fillSend(RECEIVER, '12.5');
    await expect.element(page.getByRole('heading', { name: 'Review and confirm' })).toBeVisible();
    const alert = page.getByRole('alert');
    await expect.element(alert).toHaveTextContent('Address is required');
    await expect.element(alert).toHaveTextContent('Gas fee is required');
    await expect.element(page.getByText('Gas fee (estimate)')).not.toBeInTheDocument();
    await page.getByLabelText('Wallet key').fill('correct-pass!');
    await expect.element(page.getByRole('button', { name: 'Confirm' })).toBeDisabled();
    expect(transfers(calls)).toEqual([]);
  });

  it('reviews who receives (name, @username, full address), the USD values and the total, and says what happened in words', async () => {
    baseRoutes({ 'POST /wallets/w1/transfer': json(RESULT) });
    await renderMoney(<SendReceiveModal open onOpenChange={() => undefined} />);
    await fillSend(RECEIVER, '12.5');
    const recipient = page.getByTestId('recipient');
    await expect.element(recipient.getByText('Ana Lee')).toBeVisible();
    await expect.element(recipient.getByText('@ana')).toBeVisible();
    await expect.element(recipient.getByText(RECEIVER)).toBeVisible();
    await expect.element(page.getByText('12.5 OPT · $3.19')).toBeVisible();
    await expect.element(page.getByText('0.005 OPT · $0.00')).toBeVisible();
    await expect.element(page.getByText('12.505 OPT · $3.19')).toBeVisible();
    await expect.element(page.getByTestId('first-time-warning')).not.toBeInTheDocument();
    await page.getByLabelText('Wallet key').fill('correct-pass!');
    await page.getByRole('button', { name: 'Confirm' }).click();
    await expect
      .element(page.getByTestId('success-sentence'))
      .toHaveTextContent('You sent 12.5 OPT to Ana Lee Worth $3.19 at today’s price');
  });

  it("while OptWallet pays the fee, the review says 'Network fee: paid by OptWallet' in place of the fee and Max sends the whole balance", async () => {
    const sponsored = { ...PREVIEW, feePaidBy: 'product' as const };
    baseRoutes({
      'POST /wallets/w1/transferPreview': (call) =>
        (call.body as { amount: string }).amount.startsWith('0.00000')
          ? json({ ...sponsored, amount: '0.000001' })
          : json({ ...sponsored, amount: (call.body as { amount: string }).amount }),
    });
    await renderMoney(<SendReceiveModal open onOpenChange={() => undefined} />);
    await page.getByRole('textbox', { name: 'Receiver' }).fill(RECEIVER);
    await page.getByRole('button', { name: 'Max' }).click();
    await expect.element(page.getByRole('textbox', { name: 'Amount' })).toHaveValue('100');
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect.element(page.getByRole('heading', { name: 'Review and confirm' })).toBeVisible();
    await expect.element(page.getByText('Network fee: paid by OptWallet')).toBeVisible();
    await expect.element(page.getByText('Gas fee (estimate)')).not.toBeInTheDocument();
    await expect.element(page.getByText('0.005 OPT', { exact: false })).not.toBeInTheDocument();
  });

  it('warns "first time" before an address this wallet never sent to', async () => {
    baseRoutes({
      'GET /wallets/w1/recipientCheck': json({
        address: RECEIVER,
        user: null,
        ownWallet: false,
        sentBefore: false,
        lookalike: null,
      }),
    });
    await renderMoney(<SendReceiveModal open onOpenChange={() => undefined} />);
    await fillSend(RECEIVER, '1');
    await expect.element(page.getByTestId('first-time-warning')).toHaveTextContent(/First time/);
    await expect.element(page.getByRole('button', { name: 'Confirm' })).toBeEnabled();
  });

  it("says a send to the wallet's own address goes to your own wallet, not a first-time receiver", async () => {
    const own = WALLET.addresses[0]?.address ?? '';
    baseRoutes({
      'GET /wallets/w1/recipientCheck': json({
        address: own,
        user: ANA,
        ownWallet: true,
        sentBefore: false,
        lookalike: null,
      }),
    });
    await renderMoney(<SendReceiveModal open onOpenChange={() => undefined} />);
    await fillSend(own, '1');
    await expect
      .element(page.getByTestId('own-wallet-note'))
      .toHaveTextContent('This is your own wallet.');
    await expect.element(page.getByTestId('first-time-warning')).not.toBeInTheDocument();
    await expect.element(page.getByRole('button', { name: 'Confirm' })).toBeEnabled();
  });

  it('blocks Confirm on a look-alike of a history address until the user confirms explicitly', async () => {
    const known = 'opt1zyxwqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqpzry';
    const calls = baseRoutes({
      'GET /wallets/w1/recipientCheck': json({
        address: RECEIVER,
        user: null,
        ownWallet: false,
        sentBefore: false,
        lookalike: { address: known, user: ANA },
      }),
      'POST /wallets/w1/transfer': json(RESULT),
    });
    await renderMoney(<SendReceiveModal open onOpenChange={() => undefined} />);
    await fillSend(RECEIVER, '1');
    const warning = page.getByTestId('poisoning-warning');
    await expect.element(warning).toHaveTextContent(/match Ana Lee from your history/);
    await expect.element(warning.getByText(known)).toBeVisible();
    await page.getByLabelText('Wallet key').fill('correct-pass!');
    const confirm = page.getByRole('button', { name: 'Confirm' });
    await expect.element(confirm).toBeDisabled();
    await page.getByRole('checkbox', { name: /I checked the whole address/ }).click();
    await expect.element(confirm).toBeEnabled();
    await confirm.click();
    await expect.element(page.getByRole('heading', { name: 'Transfer Successful!' })).toBeVisible();
    expect(transfers(calls)).toHaveLength(1);
  });

  it('closes on Escape or the cross after a preview, but only after confirming that typed work is lost', async () => {
    baseRoutes();
    const onOpenChange = vi.fn();
    await renderMoney(<SendReceiveModal open onOpenChange={onOpenChange} />);
    await page.getByRole('button', { name: 'Close' }).click();
    expect(onOpenChange).toHaveBeenLastCalledWith(false);
    onOpenChange.mockClear();
    await fillSend(RECEIVER, '1');
    await expect.element(page.getByRole('heading', { name: 'Review and confirm' })).toBeVisible();
    await page.getByRole('button', { name: 'Close' }).click();
    await expect.element(page.getByRole('alertdialog')).toHaveTextContent(/Discard what you typed/);
    await page.getByRole('button', { name: 'Keep editing' }).click();
    expect(onOpenChange).not.toHaveBeenCalled();
    await expect.element(page.getByRole('heading', { name: 'Review and confirm' })).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await page.getByRole('button', { name: 'Discard' }).click();
    expect(onOpenChange).toHaveBeenLastCalledWith(false);
  });

  it('says the token allows at most 6 decimal places instead of dropping the 7th digit', async () => {
    const calls = baseRoutes();
    await renderMoney(<SendReceiveModal open onOpenChange={() => undefined} />);
    await fillSend(RECEIVER, '1.1234567');
    await expect.element(page.getByRole('textbox', { name: 'Amount' })).toHaveValue('1.1234567');
    await expect.element(page.getByText('Amount can have at most 6 decimal places')).toBeVisible();
    expect(previews(calls)).toHaveLength(0);
    await page.getByRole('textbox', { name: 'Amount' }).fill('1.123456');
    await expect
      .element(page.getByText('Amount can have at most 6 decimal places'))
      .not.toBeInTheDocument();
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
        ++attempt === 1 ? json({ message: 'Invalid wallet key' }, 400) : json(RESULT),
    });
    await renderMoney(<SendReceiveModal open onOpenChange={() => undefined} />);
    await fillSend(RECEIVER, '12.5');
    await page.getByLabelText('Wallet key').fill('wrong-pass!');
    await page.getByRole('button', { name: 'Confirm' }).click();
    // Product §8: the error toast as well as the inline error on the preview.
    await expect.poll(() => page.getByText('Invalid wallet key').elements().length).toBe(2);
    await expect.element(page.getByRole('heading', { name: 'Review and confirm' })).toBeVisible();
    await page.getByLabelText('Wallet key').fill('correct-pass!');
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
    await page.getByLabelText('Wallet key').fill('correct-pass!');
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
    await page.getByLabelText('Wallet key').fill('correct-pass!');
    await page.getByRole('button', { name: 'Confirm' }).click();
    await expect
      .element(page.getByText("We couldn't process your transaction this time"))
      .toBeVisible();
    await expect
      .element(page.getByText('Something went wrong. Please try again later.'))
      .toBeVisible();
    await page.getByRole('button', { name: 'Try Again' }).click();
    // Reset keeps receiver and memo; the amount and token are chosen again.
    await expect.element(page.getByRole('textbox', { name: 'Receiver' })).toHaveValue(RECEIVER);
    await fillSend(RECEIVER, '12.5');
    await page.getByLabelText('Wallet key').fill('correct-pass!');
    await page.getByRole('button', { name: 'Confirm' }).click();
    await expect.element(page.getByRole('heading', { name: 'Transfer Successful!' })).toBeVisible();
    const [first, second] = transfers(calls);
    expect(second?.headers.get('Idempotency-Key')).toBe(first?.headers.get('Idempotency-Key'));
  });

  it('resolves a username to that user’s address on the chosen chain (prefilled from ?to=)', async () => {
    const calls = baseRoutes({
      'GET /user/profile/bob': profileOf({
        id: 'u2',
        username: 'bob',
        first_name: 'Bob',
        last_name: null,
        avatar: null,
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
