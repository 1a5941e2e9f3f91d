import { execFile } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import type { Page } from '@playwright/test';
import {
  PASSWORD,
  createUserWithWallet,
  nextMessage,
  uniqueEmail,
  uniqueUsername,
} from '../support/api';
import { expect, test } from '../support/fixtures';
import { enterCode, submitSignUp } from '../support/pages';
import { OPT_NODE_ENV } from '../support/servers';

/**
 * Issue 29's "done when": a new user signs up in the wallet app, creates a wallet and writes its
 * recovery phrase down as shown; the devnet faucet funds it; then a script that knows only
 * cosmjs (scripts/cosmjs-send.mjs, no project code) reads that user's OPT from the node's RPC
 * and sends OPT signed with the key of that phrase; the wallet app shows the new balance and
 * the send in its history. The suite's API serves OPT from the devnet node (support/servers.ts).
 */

const rpcUrl = OPT_NODE_ENV.OPT_RPC_URL;
const SCRIPT = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../scripts/cosmjs-send.mjs',
);
const WALLET_KEY = 'Wallet#key-2026';
const OPT = 1_000_000n;

/** Reveals the phrase and reads the 24 words of the grid, in order. */
async function readPhrase(page: Page): Promise<string[]> {
  await page.getByRole('button', { name: 'Reveal secret phrase' }).click();
  const items = page.getByRole('list', { name: 'Secret phrase' }).getByRole('listitem');
  await expect(items).toHaveCount(24);
  const texts = await items.allInnerTexts();
  return texts.map((text) => text.trim().split(/\s+/).at(-1) ?? '');
}

/** Types the words the confirm step asks for (the other boxes are read-only). */
async function confirmPhrase(page: Page, words: string[]) {
  const inputs = page
    .getByRole('group', { name: 'Confirm phrase' })
    .locator('input:not([readonly])');
  await expect(inputs).toHaveCount(4);
  const labels = await inputs.evaluateAll((nodes) =>
    nodes.map((n) => n.getAttribute('aria-label') ?? ''),
  );
  for (const label of labels) {
    const index = Number(label.replace('Word ', '')) - 1;
    await page.getByLabel(label, { exact: true }).fill(words[index] ?? '');
  }
}

/** "1,234.5 OPT" as the app writes an amount of uopt. */
function shown(uopt: bigint): string {
  const whole = Number(uopt / OPT).toLocaleString('en-US');
  const fraction = (uopt % OPT).toString().padStart(6, '0').replace(/0+$/, '');
  return `${whole}${fraction ? `.${fraction}` : ''} OPT`;
}

test('cosmjs alone reads a new user’s OPT from the node and sends it with the user’s phrase; the wallet app shows the balance and the send', async ({
  page,
  request,
  inspect,
}) => {
  test.setTimeout(180_000);
  const receiver = await createUserWithWallet(request, 'cosmjs_to');
  const email = uniqueEmail('cosmjs');

  // Sign up and onboard in the app.
  await page.goto('/signup');
  await submitSignUp(page, email, PASSWORD);
  await expect(page).toHaveURL(/\/verify-otp$/);
  const { code } = await nextMessage(request, email);
  if (!code) throw new Error('the sign-up mail carries no code');
  await enterCode(page, code);
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page).toHaveURL(/\/onboarding$/);
  await page.getByLabel('First name').fill('Kepler');
  await page.getByLabel('Last name').fill('Cosmos');
  await page.getByLabel('Username').fill(uniqueUsername('cosmjs'));
  await expect(page.getByText('Username is available')).toBeVisible();
  await page.getByLabel('Country').click();
  await page.keyboard.type('Germany');
  await page.keyboard.press('Enter');
  await page.getByRole('button', { name: 'Continue' }).click();

  // Create the wallet; the phrase is what the user writes down from the screen.
  await expect(page).toHaveURL(/\/setup-wallet$/);
  await page.getByRole('button', { name: 'Create my wallet' }).click();
  await page.getByLabel('Wallet key', { exact: true }).fill(WALLET_KEY);
  await page.getByLabel('Confirm wallet key').fill(WALLET_KEY);
  await page.getByRole('button', { name: 'Continue' }).click();
  const phrase = await readPhrase(page);
  await page.getByLabel('I have written my secret phrase down').check();
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(/\/setup-wallet\/confirm-wallet-create$/);
  await confirmPhrase(page, phrase);
  await page.getByRole('button', { name: 'Create wallet' }).click();
  await expect(page.getByRole('heading', { name: 'Wallet created' })).toBeVisible();
  await page.getByRole('button', { name: 'Go to dashboard' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);

  // The devnet faucet funded the new wallet on the node: the app shows it once indexed.
  await page.goto('/my-assets/optchain-1/OPT');
  await expect(async () => {
    await page.reload();
    await expect(page.getByTestId('token-balance')).toContainText(shown(1000n * OPT), {
      timeout: 2_000,
    });
  }).toPass({ timeout: 30_000 });

  // cosmjs, with nothing of ours: balance from the RPC, a send signed with the phrase's key.
  const amount = 25n * OPT + 250_000n;
  const { stdout } = await promisify(execFile)(process.execPath, [SCRIPT], {
    env: {
      PATH: process.env.PATH ?? '',
      OPT_RPC_URL: rpcUrl,
      PHRASE: phrase.join(' '),
      TO: receiver.nativeAddress,
      AMOUNT: amount.toString(),
      MEMO: 'sent with cosmjs',
    },
  });
  const sent = JSON.parse(stdout) as {
    chainId: string;
    before: string;
    after: string;
    transactionHash: string;
    code: number;
  };
  expect(sent).toMatchObject({ chainId: 'optchain-1', before: String(1000n * OPT), code: 0 });
  const fee = 5_000n;
  expect(BigInt(sent.after)).toBe(1000n * OPT - amount - fee);

  // The wallet app: the balance the node has, and the send in the history with the chain's hash.
  await expect(async () => {
    await page.reload();
    await expect(page.getByTestId('token-balance')).toContainText(shown(BigInt(sent.after)), {
      timeout: 2_000,
    });
  }).toPass({ timeout: 30_000 });
  const history = page.getByTestId('transaction-list');
  const row = history.getByRole('button', { name: /Send OPT/ }).first();
  await expect(row).toContainText('25.25 OPT');
  await inspect('cosmjs-send-token');
  await row.click();
  const detail = page.getByRole('dialog');
  await expect(detail.getByTitle(sent.transactionHash)).toBeVisible();
  await expect(detail.getByText('sent with cosmjs')).toBeVisible();
  await inspect('cosmjs-send-detail');
});
