import type { Locator } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { createUserWithWallet } from '../support/api';
import { summaryLine } from '../support/money';
import { openSignedIn } from '../support/pages';

/*
 * "Balance after" (issue 47) against the real API and node: a review says what each balance it
 * changes will be, as the API computed it from the wallet's balances and the chain's fee.
 */

/** A new wallet's spendable OPT, in uopt, as its token page shows it ("1,000 OPT"). */
async function spendableMicroOpt(dialog: Locator): Promise<bigint> {
  const hint = (await dialog.getByText(/^Available: /).textContent()) ?? '';
  const [whole = '0', fraction = ''] = (/Available: ([\d,]+(?:\.\d+)?) OPT/.exec(hint)?.[1] ?? '')
    .replaceAll(',', '')
    .split('.');
  return BigInt(whole) * 1_000_000n + BigInt(fraction.padEnd(6, '0'));
}

/** uopt as the app shows OPT: grouped thousands, no trailing zeros. */
function optText(micro: bigint): string {
  const whole = (micro / 1_000_000n).toLocaleString('en-US');
  const fraction = (micro % 1_000_000n).toString().padStart(6, '0').replace(/0+$/, '');
  return `${fraction ? `${whole}.${fraction}` : whole} OPT`;
}

test('a send review says the balance after it; a stake review the balance and the stake after it', async ({
  page,
  request,
  inspect,
}) => {
  const sender = await createUserWithWallet(request, 'after_sender');
  const bob = await createUserWithWallet(request, 'after_bob');
  await openSignedIn(page, sender.tokens, '/my-assets/optchain-1/OPT');

  // Send 12.5 OPT: a new wallet's fees are OptWallet's (gasless first sends), so the balance
  // after is less the amount only, and the review says who pays the fee.
  await page.getByRole('button', { name: 'Send', exact: true }).click();
  const send = page.getByRole('dialog', { name: 'Send/Receive' });
  await send.getByRole('textbox', { name: 'Receiver' }).fill(bob.nativeAddress);
  await send.getByRole('textbox', { name: 'Amount' }).fill('12.5');
  const before = await spendableMicroOpt(send);
  await send.getByRole('button', { name: 'Continue' }).click();
  await expect(send.getByRole('heading', { name: 'Review and confirm' })).toBeVisible();
  await expect(send.getByText('Network fee: paid by OptWallet')).toBeVisible();
  await expect(summaryLine(send, 'Balance after')).toHaveText(optText(before - 12_500_000n));
  await expect(summaryLine(send, 'Staked after')).toHaveCount(0);
  await inspect('balance-after-send-review');
  await page.keyboard.press('Escape');
  await page
    .getByRole('alertdialog', { name: 'Discard what you typed?' })
    .getByRole('button', { name: 'Discard' })
    .click();
  await expect(send).toBeHidden();

  // Stake 100 OPT with Aurora: the balance less it (the fee is OptWallet's); the stake plus it.
  await page.goto('/my-assets/stake/optchain-1/OPT');
  await page
    .getByRole('region', { name: 'Validators' })
    .getByRole('button', { name: /^Stake with Aurora/i })
    .click();
  const stake = page.getByRole('dialog', { name: 'Stake' });
  await stake.getByRole('textbox', { name: 'Amount' }).fill('100');
  await stake.getByRole('button', { name: 'Continue' }).click();
  await expect(stake.getByRole('heading', { name: 'Review and confirm' })).toBeVisible();
  await expect(stake.getByText('Network fee: paid by OptWallet')).toBeVisible();
  await expect(summaryLine(stake, 'Balance after')).toHaveText(optText(before - 100_000_000n));
  await expect(summaryLine(stake, 'Staked after')).toHaveText('100 OPT');
  await inspect('balance-after-stake-review');
});
