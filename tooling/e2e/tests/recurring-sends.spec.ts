import { expect, test } from '../support/fixtures';
import { WALLET_PASSCODE, createUserWithWallet } from '../support/api';
import { advanceDevnet, apiGet, optBalance, summaryLine } from '../support/money';
import { openSignedIn } from '../support/pages';

/*
 * Recurring sends (issue 47) against the real API and OptChain node: a send repeated weekly is
 * set up from the Send screen (the wallet grants OptWallet's scheduler what the repeats send),
 * the devnet moves a week on and the scheduler's run pays the recipient, the schedule is listed
 * under Chain grants on /permissions, and Stop cancels it (the grant is revoked).
 */

/** A run shows once the job (every 5 s on the devnet) made it and its block was indexed. */
const SHOWN_MS = 45_000;

test('a send repeated weekly: the recipient is paid again each week; Stop on /permissions ends it', async ({
  page,
  request,
  inspect,
}) => {
  const sender = await createUserWithWallet(request, 'repeat_sender');
  const bob = await createUserWithWallet(request, 'repeat_bob');
  await openSignedIn(page, sender.tokens, '/my-assets/optchain-1/OPT');

  await page.getByRole('button', { name: 'Send', exact: true }).click();
  const send = page.getByRole('dialog', { name: 'Send/Receive' });
  await send.getByRole('textbox', { name: 'Receiver' }).fill(bob.nativeAddress);
  await send.getByRole('textbox', { name: 'Amount' }).fill('2.5');
  await send.getByRole('radio', { name: 'Weekly' }).check();
  await send.getByRole('radio', { name: 'A number of times' }).check();
  await send.getByRole('textbox', { name: 'Number of times after this send' }).fill('3');
  await inspect('recurring-send-form');
  await send.getByRole('button', { name: 'Continue' }).click();
  await expect(send.getByRole('heading', { name: 'Review and confirm' })).toBeVisible();
  await expect(summaryLine(send, 'Repeat')).toHaveText('Every week, 3 more times');
  await expect(summaryLine(send, 'OptWallet may send')).toHaveText(
    'At most 7.5 OPT in all, to this receiver only',
  );
  await inspect('recurring-send-review');
  const paidBefore = await optBalance(request, bob);
  await send.getByLabel('Wallet key').fill(WALLET_PASSCODE);
  await send.getByRole('button', { name: 'Confirm' }).click();
  await expect(
    send.getByText('Repeats set up: Every week, 3 more times. Stop them any time on Permissions.'),
  ).toBeVisible({ timeout: SHOWN_MS });
  await inspect('recurring-send-set-up');
  await send.getByRole('button', { name: 'Done' }).click();
  // The send itself: the first payment.
  await expect.poll(() => optBalance(request, bob), { timeout: SHOWN_MS }).toBe(paidBefore + 2.5);

  // Each week on, the scheduler's run pays Bob again, and Bob is told.
  for (const week of [1, 2]) {
    await advanceDevnet(request, 7 * 86_400);
    await expect
      .poll(() => optBalance(request, bob), { timeout: SHOWN_MS })
      .toBe(paidBefore + 2.5 * (week + 1));
  }
  // Bob is told by the follower, the sender by the job once the run's block is back: each a
  // moment after Bob's balance moved.
  const told = async (person: typeof bob, title: string) => {
    const notes = await apiGet<{ data: { title: string }[] }>(
      request,
      person,
      '/notifications?page=1',
    );
    return notes.data.filter((n) => n.title === title).length;
  };
  await expect
    .poll(() => told(bob, 'Funds received'), { timeout: SHOWN_MS })
    .toBeGreaterThanOrEqual(3);
  await expect.poll(() => told(sender, 'Recurring send made'), { timeout: SHOWN_MS }).toBe(2);

  await page.goto('/permissions');
  const grants = page.getByRole('region', { name: 'Chain grants' });
  const grant = grants.getByRole('listitem', { name: 'Recurring sends' });
  await expect(grant).toContainText('up to 2.5 OPT');
  const schedule = grant.getByRole('listitem', { name: /^2\.5 OPT every week to / });
  await expect(schedule).toContainText('2 of 3 sent');
  await inspect('recurring-send-permissions');
  await schedule.getByRole('button', { name: 'Stop' }).click();
  const dialog = page.getByRole('dialog', { name: 'Stop this recurring send?' });
  await dialog.getByLabel('Wallet key').fill(WALLET_PASSCODE);
  await dialog.getByRole('button', { name: 'Revoke' }).click();
  // The dialog closes on the server's answer (the grant revoked in its block). Until then the
  // page behind it is hidden from role queries, so the schedule would read as gone already,
  // and the week advanced below could fall due before the Stop.
  await expect(dialog).toBeHidden({ timeout: SHOWN_MS });
  await expect(schedule).toBeHidden({ timeout: SHOWN_MS });
  await expect(grants.getByRole('listitem', { name: 'Recurring sends' })).toBeHidden({
    timeout: SHOWN_MS,
  });
  await inspect('recurring-send-stopped');

  // No run after another week.
  await advanceDevnet(request, 7 * 86_400);
  await page.waitForTimeout(12_000);
  expect(await optBalance(request, bob)).toBe(paidBefore + 7.5);
});
