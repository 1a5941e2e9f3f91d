import { addDays, format } from 'date-fns';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { page } from 'vitest/browser';
import { SEND, TOKENS, json, renderMoney, serve, signIn } from '../../../test/money-harness';
import { SendReceiveModal } from './send-receive-modal';

/* "Repeat" on an OPT send: the choices, what they refuse, and the schedule sent after the send. */

const { RECEIVER, PREVIEW, RESULT } = SEND;
const SCHEDULE = {
  id: 's1',
  chainId: 'optchain-1',
  to: RECEIVER,
  amount: '12.5',
  every: 'week',
  runs: 3,
  until: null,
  total: '37.5',
  status: 'active',
  sent: 0,
  failed: 0,
  nextRunAt: '2026-12-06T12:00:00.000Z',
  lastRun: null,
  startedAt: '2026-11-29T12:00:00.000Z',
};

function routes(available: boolean) {
  return serve({
    'GET /wallets/w1/tokens': json(TOKENS),
    'GET /contacts/get-recents/w1': json([]),
    'GET /wallets/w1/recurringSends': json({ available, schedules: [] }),
    'GET /wallets/w1/recipientCheck': json({
      address: RECEIVER,
      user: null,
      ownWallet: false,
      sentBefore: true,
      lookalike: null,
    }),
    'POST /wallets/w1/transferPreview': json(PREVIEW),
    'POST /wallets/w1/transfer': json(RESULT),
    'POST /wallets/w1/recurringSends': json({ available: true, schedules: [SCHEDULE] }),
  });
}

const repeatGroup = () => page.getByRole('group', { name: 'Repeat' });

async function fill(amount = '12.5') {
  await page.getByRole('textbox', { name: 'Receiver' }).fill(RECEIVER);
  await page.getByRole('textbox', { name: 'Amount' }).fill(amount);
}

describe('Repeat on a send', () => {
  beforeEach(async () => {
    await page.viewport(1280, 800);
    signIn();
  });
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('weekly, 3 more times: the review says the schedule and the total allowed, and the schedule goes with the same wallet key after the send', async () => {
    const calls = routes(true);
    await renderMoney(<SendReceiveModal open onOpenChange={() => undefined} />);
    await fill();
    await repeatGroup().getByRole('radio', { name: 'Weekly' }).click();
    await page.getByRole('radio', { name: 'A number of times' }).click();
    await page.getByRole('textbox', { name: 'Number of times after this send' }).fill('3');
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect.element(page.getByText('Every week, 3 more times')).toBeVisible();
    await expect
      .element(page.getByText('At most 37.5 OPT in all, to this receiver only'))
      .toBeVisible();
    await page.getByLabelText('Wallet key').fill('correct-pass!');
    await page.getByRole('button', { name: 'Confirm' }).click();
    await expect
      .element(
        page.getByText(
          'Repeats set up: Every week, 3 more times. Stop them any time on Permissions.',
        ),
      )
      .toBeVisible();
    const created = calls.filter(
      (c) => c.method === 'POST' && c.path === '/wallets/w1/recurringSends',
    );
    expect(created.map((c) => c.body)).toEqual([
      {
        chainId: 'optchain-1',
        to: RECEIVER,
        amount: '12.5',
        every: 'week',
        count: 3,
        walletPasscode: 'correct-pass!',
      },
    ]);
  });

  it('monthly until a date sends the date; a count out of range or a date before the first repeat is refused on the form', async () => {
    const calls = routes(true);
    await renderMoney(<SendReceiveModal open onOpenChange={() => undefined} />);
    await fill();
    await repeatGroup().getByRole('radio', { name: 'Monthly' }).click();
    const count = page.getByRole('textbox', { name: 'Number of times after this send' });
    await count.fill('105');
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect
      .element(page.getByText('Enter a whole number of times from 1 to 104'))
      .toBeVisible();
    await page.getByRole('radio', { name: 'Until a date' }).click();
    const date = page.getByLabelText('Last date');
    await date.fill(format(addDays(new Date(), 3), 'yyyy-MM-dd'));
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect
      .element(page.getByText(/^Choose a date on or after the first repeat, /))
      .toBeVisible();
    // Only the fee estimate's preview (of 0.000001): the send's was not asked for.
    const previews = calls.filter(
      (c) =>
        c.path === '/wallets/w1/transferPreview' &&
        (c.body as { amount: string }).amount === '12.5',
    );
    expect(previews).toEqual([]);

    const until = format(addDays(new Date(), 70), 'yyyy-MM-dd');
    await date.fill(until);
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect.element(page.getByText(/^Every month until .* \(2 more times\)$/)).toBeVisible();
    await page.getByLabelText('Wallet key').fill('correct-pass!');
    await page.getByRole('button', { name: 'Confirm' }).click();
    await vi.waitFor(() =>
      expect(
        calls.find((c) => c.method === 'POST' && c.path === '/wallets/w1/recurringSends')?.body,
      ).toEqual({
        chainId: 'optchain-1',
        to: RECEIVER,
        amount: '12.5',
        every: 'month',
        until,
        walletPasscode: 'correct-pass!',
      }),
    );
  });

  it('is not offered when the server has no scheduler account', async () => {
    const calls = routes(false);
    await renderMoney(<SendReceiveModal open onOpenChange={() => undefined} />);
    await fill();
    await vi.waitFor(() =>
      expect(calls.some((c) => c.path === '/wallets/w1/recurringSends')).toBe(true),
    );
    await expect.element(page.getByRole('radio', { name: 'Weekly' })).not.toBeInTheDocument();
  });
});
