import type { Page } from '@playwright/test';
import { createOnboardedUser, nextMessage } from '../support/api';
import { expect, test } from '../support/fixtures';
import { enterCode, signInWithPassword } from '../support/pages';

const WALLET_KEY = 'Wallet#key-2026';

/** Reveals the phrase and reads the 24 words of the grid, in order. */
async function readPhrase(page: Page): Promise<string[]> {
  await page.getByRole('button', { name: 'Reveal secret phrase' }).click();
  const items = page.getByRole('list', { name: 'Secret phrase' }).getByRole('listitem');
  await expect(items).toHaveCount(24);
  const texts = await items.allInnerTexts();
  return texts.map((text) => text.trim().split(/\s+/).at(-1) ?? '');
}

/** The boxes the person must type (the others are shown read-only), as word indexes. */
async function boxesToType(page: Page): Promise<number[]> {
  const inputs = page
    .getByRole('group', { name: 'Confirm phrase' })
    .locator('input:not([readonly])');
  const labels = await inputs.evaluateAll((nodes) =>
    nodes.map((n) => n.getAttribute('aria-label') ?? ''),
  );
  return labels.map((label) => Number(label.replace('Word ', '')) - 1);
}

async function typeWords(page: Page, words: string[], indexes: number[]) {
  for (const index of indexes)
    await page.getByLabel(`Word ${index + 1}`, { exact: true }).fill(words[index] ?? '');
}

test('a new user sets up a wallet: key rules, phrase, confirm, created, dashboard; a reload never shows the phrase again', async ({
  page,
  request,
  inspect,
}) => {
  // Sign-up to dashboard with six looked-at screens: over 90 s on a busy 2-core machine.
  test.setTimeout(180_000);
  const user = await createOnboardedUser(request, 'setup');
  await signInWithPassword(page, user.email, user.password);
  const { code } = await nextMessage(request, user.email, user.sent);
  if (!code) throw new Error('no code');
  await enterCode(page, code);
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page).toHaveURL(/\/setup-wallet$/);

  // Wallet key: the §5 rules are on screen, and the account password is refused as a key by the
  // server (compared, stored nowhere) before any phrase is shown.
  await page.getByRole('button', { name: 'Create my wallet' }).click();
  await expect(page).toHaveURL(/\/setup-wallet\/wallet-passcode$/);
  await expect(page.getByText('Your wallet key needs:')).toBeVisible();
  await expect(page.getByText('at least 8 characters')).toBeVisible();
  await expect(page.getByText('to be different from your account password')).toBeVisible();
  await expect(page.getByLabel('Account password')).toHaveCount(0);
  await page.getByLabel('Wallet key', { exact: true }).fill(user.password);
  await page.getByLabel('Confirm wallet key').fill(user.password);
  const checked = page.waitForResponse((response) => response.url().endsWith('/wallets/checkKey'));
  await page.getByRole('button', { name: 'Continue' }).click();
  expect((await checked).status()).toBe(422);
  await expect(
    page.getByText('Wallet key must be different from your account password'),
  ).toBeVisible();
  await expect(page).toHaveURL(/\/setup-wallet\/wallet-passcode$/);
  await inspect('wallet-setup-key');
  await page.getByLabel('Wallet key', { exact: true }).fill(WALLET_KEY);
  await page.getByLabel('Confirm wallet key').fill(WALLET_KEY);
  await page.getByRole('button', { name: 'Continue' }).click();

  // The phrase: covered until revealed, 24 words, copy, the warning; continue once written down.
  await expect(page).toHaveURL(/\/setup-wallet\/wallet-mnemonic$/);
  await expect(page.getByRole('note')).toContainText('Never share them');
  await inspect('wallet-setup-phrase-covered');
  const firstPhrase = await readPhrase(page);
  await expect(page.getByRole('button', { name: 'Copy phrase' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Continue' })).toBeDisabled();
  await inspect('wallet-setup-phrase');
  await page.getByLabel('I have written my secret phrase down').check();
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(/\/setup-wallet\/confirm-wallet-create$/);
  await expect(page.getByRole('heading', { name: 'Confirm phrase' })).toBeVisible();

  // A reload here drops the phrase (memory only): the setup starts over and never shows it again.
  await page.reload();
  await expect(page).toHaveURL(/\/setup-wallet$/);
  await expect(page.getByRole('heading', { name: 'Wallet setup' })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Secret phrase' })).toHaveCount(0);

  // Second run, with a new phrase.
  await page.getByRole('button', { name: 'Create my wallet' }).click();
  await page.getByLabel('Wallet key', { exact: true }).fill(WALLET_KEY);
  await page.getByLabel('Confirm wallet key').fill(WALLET_KEY);
  await page.getByRole('button', { name: 'Continue' }).click();
  const phrase = await readPhrase(page);
  expect(phrase).not.toEqual(firstPhrase);
  await page.getByLabel('I have written my secret phrase down').check();
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(/\/setup-wallet\/confirm-wallet-create$/);

  // Confirm: only a few words are asked; a wrong word is refused.
  const asked = await boxesToType(page);
  expect(asked).toHaveLength(4);
  const wrong = [...phrase];
  const firstAsked = asked[0] ?? 0;
  wrong[firstAsked] = phrase[firstAsked] === 'abandon' ? 'ability' : 'abandon';
  await typeWords(page, wrong, asked);
  await page.getByRole('button', { name: 'Create wallet' }).click();
  await expect(page.getByRole('alert')).toContainText(`Word ${firstAsked + 1} is not right.`);
  await expect(page.getByLabel(`Word ${firstAsked + 1}`, { exact: true })).toHaveAttribute(
    'aria-invalid',
    'true',
  );
  await inspect('wallet-setup-confirm-wrong-word');
  await typeWords(page, phrase, asked);
  await inspect('wallet-setup-confirm');
  await page.getByRole('button', { name: 'Create wallet' }).click();

  // Created: the addresses, then the dashboard.
  await expect(page).toHaveURL(/\/setup-wallet$/);
  await expect(page.getByRole('heading', { name: 'Wallet created' })).toBeVisible();
  const addresses = page.getByRole('region', { name: 'Your addresses' });
  await expect(addresses.getByText('OptChain')).toBeVisible();
  await expect(addresses.getByText('Ethereum')).toBeVisible();
  await inspect('wallet-setup-created');

  // The wallet is the server's now: a reload on any step leads to it, never to a new phrase.
  await page.goto('/setup-wallet/wallet-mnemonic');
  await expect(page).toHaveURL(/\/setup-wallet$/);
  await expect(page.getByRole('heading', { name: 'Wallet created' })).toBeVisible();
  await page.getByRole('button', { name: 'Go to dashboard' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
});
