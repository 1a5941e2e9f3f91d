import { expect, type Page } from '@playwright/test';

/** Types a 6-digit code into the numbered boxes (the first box spreads a pasted code). */
export async function enterCode(page: Page, code: string) {
  for (const [index, digit] of [...code].entries()) {
    await page.getByLabel(`Digit ${index + 1} of 6`).fill(digit);
  }
}

export async function signInWithPassword(page: Page, identifier: string, password: string) {
  await page.goto('/login');
  await page.getByLabel('Email or phone number').fill(identifier);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
}

/** Logout through the sidebar and its confirmation (spec §2: Cancel / Logout). */
export async function logoutThroughSidebar(page: Page) {
  await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('button', { name: 'Logout' }).click();
  const dialog = page.getByRole('alertdialog');
  await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeVisible();
  await dialog.getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/login$/);
}

/** Password, then the 2-step code from the outbox: lands signed in. */
export async function signInWithCode(
  page: Page,
  code: () => Promise<string | null>,
  identifier: string,
  password: string,
) {
  await signInWithPassword(page, identifier, password);
  await expect(page).toHaveURL(/\/verify-otp$/);
  const value = await code();
  if (!value) throw new Error(`no code for ${identifier}`);
  await enterCode(page, value);
  await page.getByRole('button', { name: 'Verify' }).click();
}
