import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { WALLET_PASSCODE, createUserWithWallet } from '../support/api';
import { apiGet, summaryLine, transactionsOf } from '../support/money';
import { openSignedIn } from '../support/pages';

/*
 * Safety and clarity when sending (issue 19) against the real API: the review names who receives,
 * shows USD and the total, warns "first time" and stops at a look-alike of a history address; the
 * success screen says what happened in words; Done returns to where the send began; the total
 * balance counts the stake and opens its breakdown.
 */

/** From the token page: Send, the receiver and the amount, Continue; answers the dialog at its review. */
async function reviewSend(page: Page, receiver: string, amount: string) {
  await page.getByRole('button', { name: 'Send', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Send/Receive' });
  await dialog.getByRole('textbox', { name: 'Receiver' }).fill(receiver);
  await dialog.getByRole('textbox', { name: 'Amount' }).fill(amount);
  await dialog.getByRole('button', { name: 'Continue' }).click();
  await expect(dialog.getByRole('heading', { name: 'Review and confirm' })).toBeVisible();
  return dialog;
}

test('the review names the receiver and warns "first time"; success says it in words; Done returns to the token page', async ({
  page,
  request,
  inspect,
}) => {
  const sender = await createUserWithWallet(request, 'safe_sender');
  const bob = await createUserWithWallet(request, 'safe_bob');
  await openSignedIn(page, sender.tokens, '/my-assets/optchain-1/OPT');
  const dialog = await reviewSend(page, `@${bob.username}`, '5');
  const recipient = dialog.getByTestId('recipient');
  await expect(recipient).toContainText(`@${bob.username}`);
  await expect(recipient).toContainText(bob.nativeAddress);
  await expect(summaryLine(dialog, 'Amount')).toHaveText(/^5 OPT · \$/);
  await expect(dialog.getByText('Total')).toBeVisible();
  await expect(dialog.getByTestId('first-time-warning')).toContainText('First time');
  await inspect('send-review-first-time');

  await dialog.getByLabel('Wallet key').fill(WALLET_PASSCODE);
  await dialog.getByRole('button', { name: 'Confirm' }).click();
  await expect(dialog.getByRole('heading', { name: 'Transfer Successful!' })).toBeVisible();
  await expect(dialog.getByTestId('success-sentence')).toContainText(
    new RegExp(`You sent 5 OPT to (@${bob.username}|.+)Worth \\$`),
  );
  await inspect('send-success');
  await dialog.getByRole('button', { name: 'Done' }).click();
  await expect(page).toHaveURL(/\/my-assets\/optchain-1\/OPT$/);

  // The second send to Bob is no first time.
  await page.getByRole('button', { name: 'Send', exact: true }).click();
  await dialog.getByRole('textbox', { name: 'Receiver' }).fill(bob.nativeAddress);
  await dialog.getByRole('textbox', { name: 'Amount' }).fill('1');
  await dialog.getByRole('button', { name: 'Continue' }).click();
  await expect(dialog.getByTestId('recipient')).toContainText(`@${bob.username}`);
  await expect(dialog.getByTestId('first-time-warning')).toHaveCount(0);
});

test('a send to oneself (one\'s own @username) is reviewed as one\'s own wallet, never "first time"', async ({
  page,
  request,
  inspect,
}) => {
  const user = await createUserWithWallet(request, 'self_sender');
  await openSignedIn(page, user.tokens, '/my-assets/optchain-1/OPT');
  const dialog = await reviewSend(page, `@${user.username}`, '1');
  await expect(dialog.getByTestId('recipient')).toContainText(user.nativeAddress);
  await expect(dialog.getByTestId('own-wallet-note')).toHaveText('This is your own wallet.');
  await expect(dialog.getByTestId('first-time-warning')).toHaveCount(0);
  await inspect('send-review-own-wallet');
});

test('a look-alike of an address in the history needs explicit confirmation before it can be sent to', async ({
  page,
  request,
  inspect,
}) => {
  const sender = await createUserWithWallet(request, 'poison_sender');
  const bob = await createUserWithWallet(request, 'poison_bob');
  const real = bob.evmAddress.toLowerCase();
  const fake = `${real.slice(0, 6)}${'0'.repeat(32)}${real.slice(-4)}`;
  await openSignedIn(page, sender.tokens, '/dashboard');
  // The quick search works once the shell is on screen.
  await expect(page.getByRole('heading', { name: 'Home', level: 1 })).toBeVisible();
  await page.keyboard.press('Control+k');
  const dialog = page.getByRole('dialog', { name: 'Send/Receive' });
  const sendTo = async (address: string) => {
    await dialog.getByLabel('Token and network').click();
    await page.getByRole('option', { name: 'USDC · Ethereum' }).click();
    await dialog.getByRole('textbox', { name: 'Receiver' }).fill(address);
    await dialog.getByRole('textbox', { name: 'Amount' }).fill('1');
    await dialog.getByRole('button', { name: 'Continue' }).click();
    await expect(dialog.getByRole('heading', { name: 'Review and confirm' })).toBeVisible();
  };
  await sendTo(real);
  await dialog.getByLabel('Wallet key').fill(WALLET_PASSCODE);
  await dialog.getByRole('button', { name: 'Confirm' }).click();
  await expect(dialog.getByRole('heading', { name: 'Transfer Successful!' })).toBeVisible();
  await dialog.getByRole('button', { name: 'Done' }).click();

  await page.keyboard.press('Control+k');
  await sendTo(fake);
  const warning = dialog.getByTestId('poisoning-warning');
  await expect(warning).toContainText('only looks like one you know');
  await dialog.getByLabel('Wallet key').fill(WALLET_PASSCODE);
  const confirm = dialog.getByRole('button', { name: 'Confirm' });
  await expect(confirm).toBeDisabled();
  await inspect('send-review-poisoning');
  await warning.getByRole('checkbox').click();
  await expect(confirm).toBeEnabled();
});

test('the total balance keeps the staked value and opens its breakdown', async ({
  page,
  request,
  inspect,
}) => {
  const user = await createUserWithWallet(request, 'total_user');
  const opt = () =>
    apiGet<TokenDetail>(request, user, `/wallets/${user.walletId}/tokens/optchain-1/OPT`);
  const before = await opt();
  expect(before.delegationDetails.balanceToken).toBe('0');
  await openSignedIn(page, user.tokens, '/dashboard');
  const total = page.getByTestId('total-balance');
  await expect(total).not.toHaveText('—');
  await page.getByRole('link', { name: 'Manage stake' }).click();
  await page
    .getByRole('button', { name: /^Stake with / })
    .first()
    .click();
  const dialog = page.getByRole('dialog', { name: 'Stake' });
  await dialog.getByRole('textbox', { name: 'Amount' }).fill('100');
  await expect(dialog.getByTestId('yearly-reward')).toContainText('Expected reward');
  await dialog.getByRole('button', { name: 'Continue' }).click();
  await dialog.getByLabel('Wallet key').fill(WALLET_PASSCODE);
  await dialog.getByRole('button', { name: 'Confirm' }).click();
  await expect(dialog.getByTestId('success-sentence')).toContainText(/You staked 100 OPT with /);
  await inspect('stake-success');
  await dialog.getByRole('button', { name: 'Done' }).click();

  // What staking cannot change under any price: the OPT owned, spendable plus staked, is what it
  // was less the delegation's fee: none, a new wallet's first fees are OptWallet's (USD totals
  // read minutes apart may straddle a price step).
  const after = await opt();
  expect(after.delegationDetails.balanceToken).toBe('100');
  const { transactions } = await transactionsOf(request, user, '?chainId=optchain-1&type=delegate');
  const fee = transactions[0]?.gasFee;
  expect(fee).toBe('0');
  expect(units(after.balanceToken) + units(after.delegationDetails.balanceToken)).toBe(
    units(before.balanceToken) - units(fee ?? ''),
  );

  await page.goto('/dashboard');
  await page.getByText('Breakdown').click();
  const breakdown = page.getByTestId('total-breakdown');
  await expect(breakdown).toContainText('Staked');
  await expect(breakdown).not.toContainText('Staked$0.00');
  // The total counts the stake: it is the sum of its parts, read in one go (one answer, one price).
  const shown = await page.evaluate(() => {
    const dollars = (el: Element | null) => Number((el?.textContent ?? '').replace(/[$,]/g, ''));
    const parts = [...document.querySelectorAll('[data-testid="total-breakdown"] dd')];
    return {
      total: dollars(document.querySelector('[data-testid="total-balance"]')),
      parts: parts.map(dollars),
    };
  });
  const sum = shown.parts.reduce((a, b) => a + b, 0);
  // Each of the five parts is rounded to the cent on its own.
  expect(Math.abs(shown.total - sum)).toBeLessThan(0.03);
  expect(shown.parts[1]).toBeGreaterThan(0);
  await inspect('total-breakdown');
});

interface TokenDetail {
  balanceToken: string;
  delegationDetails: { balanceToken: string };
}

/** A decimal string of OPT in uopt (6 decimals), exact. */
function units(amount: string): bigint {
  const [whole = '0', fraction = ''] = amount.split('.');
  return BigInt(whole) * 1_000_000n + BigInt(fraction.padEnd(6, '0').slice(0, 6));
}
