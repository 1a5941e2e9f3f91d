import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import {
  WALLET_PASSCODE,
  createUserWithWallet,
  nextMessage,
  type UserWithWallet,
} from '../support/api';
import { summaryLine, transactionsOf } from '../support/money';
import { enterCode, expectNoSidewaysScroll, openSignedIn } from '../support/pages';
import { WEB_URL } from '../support/servers';

/*
 * Payment links (issue 44): Ana asks for an amount with a memo in Receive › Payment link and
 * shares the link; Ben opens it signed in (the send is prefilled at its review) or signed out
 * (the link's landing, then sign-in with the 2-step code, then the same prefilled review), and
 * pays it with his wallet key. Ana's history then has the payment with its memo.
 */

/** 390 px wide, once the shell has laid itself out again (the sidebar leaves, the header narrows). */
async function atPhoneWidth(page: Page) {
  await page.setViewportSize({ width: 390, height: 844 });
  await expect
    .poll(() => page.evaluate(() => document.documentElement.scrollWidth))
    .toBeLessThanOrEqual(390);
}

/** Ana's link from Receive › Payment link on OptChain, for `amount` OPT and `memo`. */
async function linkFromReceive(
  page: Page,
  ana: UserWithWallet,
  amount: string,
  memo: string,
  inspect?: (name: string) => Promise<void>,
) {
  await openSignedIn(page, ana.tokens, '/send-receive?tab=receive');
  const dialog = page.getByRole('dialog', { name: 'Send/Receive' });
  await dialog.getByRole('tab', { name: 'Payment link' }).first().click();
  await dialog.getByRole('textbox', { name: 'Amount (optional)' }).fill(amount);
  await dialog.getByRole('textbox', { name: 'Memo (optional)' }).fill(memo);
  const shown = dialog.getByTestId('payment-link').first();
  await expect(shown).toContainText(`/pay/${ana.username}?amount=${amount}&token=OPT`);
  await expect(dialog.getByText(`Pay @${ana.username} ${amount} OPT`)).toBeVisible();
  await expect(dialog.getByRole('img', { name: 'QR code of your payment link' })).toBeVisible();
  await dialog.getByRole('button', { name: 'Copy link' }).click();
  await expect(page.getByText('Copied!').first()).toBeVisible();
  if (inspect) {
    // From the top: the network, Address / Payment link, the amount and memo, the QR code.
    await dialog
      .getByRole('tablist', { name: 'What to share' })
      .first()
      .evaluate((list) => list.scrollIntoView({ block: 'start' }));
    await inspect('receive-payment-link');
    await atPhoneWidth(page);
    await expectNoSidewaysScroll(page, 'Receive › Payment link');
    await page.setViewportSize({ width: 1280, height: 800 });
  }
  const link = (await shown.textContent()) ?? '';
  expect(link.startsWith(`${WEB_URL}/pay/`)).toBe(true);
  if (inspect) {
    // On Ethereum the link comes with the EIP-681 URI other wallets read, as text and QR code.
    await dialog.getByRole('tab', { name: 'Ethereum' }).click();
    const ethereum = dialog.getByRole('tabpanel', { name: 'Ethereum' });
    await ethereum.getByRole('tab', { name: 'Payment link' }).click();
    await ethereum.getByRole('textbox', { name: 'Amount (optional)' }).fill('10');
    // ETH, the network's own coin, in wei, on the devnet node's EIP-155 id.
    await expect(ethereum.getByTestId('payment-link-eip681')).toHaveText(
      `ethereum:${ana.evmAddress}@31337?value=10000000000000000000`,
    );
    await ethereum.getByText('QR code for any Ethereum wallet').click();
    await expect(
      ethereum.getByRole('img', { name: 'QR code of your Ethereum wallet link (EIP-681)' }),
    ).toBeVisible();
    await inspect('receive-payment-link-ethereum');
    await atPhoneWidth(page);
    await expectNoSidewaysScroll(page, 'Receive › Payment link on Ethereum');
    await page.setViewportSize({ width: 1280, height: 800 });
  }
  return link;
}

/** The prefilled review: Ana as receiver, the amount and the memo; then the wallet key. */
async function payAtReview(
  page: Page,
  ana: UserWithWallet,
  amount: string,
  memo: string,
  inspect?: (name: string) => Promise<void>,
) {
  const dialog = page.getByRole('dialog', { name: 'Send/Receive' });
  await expect(dialog.getByRole('heading', { name: 'Review and confirm' })).toBeVisible();
  await expect(dialog.getByTestId('recipient')).toContainText(`@${ana.username}`);
  await expect(dialog.getByTestId('recipient')).toContainText(ana.nativeAddress);
  await expect(summaryLine(dialog, 'Amount')).toHaveText(new RegExp(`^${amount} OPT · \\$`));
  await expect(dialog.getByText(memo, { exact: true })).toBeVisible();
  if (inspect) await inspect('pay-link-review');
  await dialog.getByLabel('Wallet key').fill(WALLET_PASSCODE);
  await dialog.getByRole('button', { name: 'Confirm' }).click();
  await expect(dialog.getByRole('heading', { name: 'Transfer Successful!' })).toBeVisible();
  await expect(dialog.getByTestId('success-sentence')).toContainText(`You sent ${amount} OPT to`);
}

async function anaReceived(
  request: APIRequestContext,
  ana: UserWithWallet,
  amount: string,
  memo: string,
) {
  await expect
    .poll(async () =>
      (await transactionsOf(request, ana)).transactions.some(
        (tx) => tx.type === 'receive' && tx.amount === amount && tx.memo === memo,
      ),
    )
    .toBe(true);
}

test('a payment link opened signed in: the send is prefilled at its review and pays the amount with the memo', async ({
  page,
  request,
  inspect,
}) => {
  const ana = await createUserWithWallet(request, 'link_ana');
  const ben = await createUserWithWallet(request, 'link_ben');
  const link = await linkFromReceive(page, ana, '2.5', 'concert tickets', inspect);

  await openSignedIn(page, ben.tokens, new URL(link).pathname + new URL(link).search);
  await payAtReview(page, ana, '2.5', 'concert tickets', inspect);
  await anaReceived(request, ana, '2.5', 'concert tickets');

  // Ana opening her own link is told so, and offered no send.
  await openSignedIn(page, ana.tokens, new URL(link).pathname + new URL(link).search);
  await expect(page.getByRole('heading', { name: 'This is your own payment link' })).toBeVisible();
});

test('a payment link opened signed out: the landing, sign-in with the 2-step code, then the prefilled review pays it', async ({
  page,
  request,
  inspect,
}) => {
  const ana = await createUserWithWallet(request, 'landing_ana');
  const ben = await createUserWithWallet(request, 'landing_ben');
  const link = await linkFromReceive(page, ana, '1.25', 'for lunch');
  await page.evaluate(() => localStorage.clear());

  await page.goto(link);
  await expect(page.getByRole('heading', { name: `Pay @${ana.username}` })).toBeVisible();
  await expect(page.getByText(`@${ana.username} asks you for 1.25 OPT.`)).toBeVisible();
  await expect(page.getByText('Memo: “for lunch”')).toBeVisible();
  await inspect('pay-landing');
  await page.getByRole('button', { name: 'Sign in to pay' }).click();

  await expect(page).toHaveURL(/\/login\?next=%2Fpay%2F/);
  await page.getByLabel('Email or phone number').fill(ben.email);
  await page.getByLabel('Password', { exact: true }).fill(ben.password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page).toHaveURL(/\/verify-otp$/);
  const { code } = await nextMessage(request, ben.email, ben.sent);
  if (!code) throw new Error('no code');
  await enterCode(page, code);
  await page.getByRole('button', { name: 'Verify' }).click();

  await expect(page).toHaveURL(new RegExp(`/pay/${ana.username}\\?amount=1\\.25&token=OPT`));
  await payAtReview(page, ana, '1.25', 'for lunch');
  await anaReceived(request, ana, '1.25', 'for lunch');
});
