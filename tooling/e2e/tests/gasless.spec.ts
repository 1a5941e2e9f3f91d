import { expect, test } from '../support/fixtures';
import { WALLET_PASSCODE, createUserWithWallet } from '../support/api';
import { optBalance, transactionsOf } from '../support/money';
import { openSignedIn } from '../support/pages';

/*
 * Gasless first sends (issue 47) against the real API and OptChain node: a new wallet holds a fee
 * allowance from OptWallet's fee payer, so the review of its first send says "Network fee: paid
 * by OptWallet" where the fee would be, and the send costs the wallet the amount only.
 */

test('a new wallet’s first send: the review says OptWallet pays the network fee, and the wallet pays the amount only', async ({
  page,
  request,
  inspect,
}) => {
  const sender = await createUserWithWallet(request, 'gasless_sender');
  const receiver = await createUserWithWallet(request, 'gasless_receiver');
  const before = await optBalance(request, sender);
  await openSignedIn(page, sender.tokens, '/my-assets/optchain-1/OPT');

  await page.getByRole('button', { name: 'Send', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Send/Receive' });
  await dialog.getByRole('textbox', { name: 'Receiver' }).fill(`@${receiver.username}`);
  await dialog.getByRole('textbox', { name: 'Amount' }).fill('5');
  await dialog.getByRole('button', { name: 'Continue' }).click();
  await expect(dialog.getByRole('heading', { name: 'Review and confirm' })).toBeVisible();
  await expect(dialog.getByText('Network fee: paid by OptWallet')).toBeVisible();
  await expect(dialog.getByText('Gas fee (estimate)')).toHaveCount(0);
  await expect(dialog.getByText('Total')).toBeVisible();
  await inspect('gasless-send-review');

  await dialog.getByLabel('Wallet key').fill(WALLET_PASSCODE);
  await dialog.getByRole('button', { name: 'Confirm' }).click();
  await expect(dialog.getByRole('heading', { name: 'Transfer Successful!' })).toBeVisible();
  // The result says it too, with no "Gas fee 0 OPT" line.
  await expect(dialog.getByText('Network fee: paid by OptWallet')).toBeVisible();
  await expect(dialog.getByRole('term').getByText('Gas fee', { exact: true })).toHaveCount(0);
  await inspect('gasless-send-result');

  // The wallet paid the 5 OPT and no fee: its history says gas fee 0.
  await expect.poll(() => optBalance(request, sender)).toBe(before - 5);
  const { transactions } = await transactionsOf(request, sender, '?chainId=optchain-1&type=send');
  expect(transactions[0]).toMatchObject({ amount: '5', gasFee: '0' });
});
