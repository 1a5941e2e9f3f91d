import { expect, type Page } from '@playwright/test';
import type { Tokens } from './api';

/** Types a 6-digit code into the numbered boxes (the first box spreads a pasted code). */
export async function enterCode(page: Page, code: string) {
  for (const [index, digit] of [...code].entries()) {
    await page.getByLabel(`Digit ${index + 1} of 6`).fill(digit);
  }
}

/** Fills the sign-up form on the current /signup page (18+, terms) and creates the account. */
export async function submitSignUp(page: Page, identifier: string, password: string) {
  await page.getByLabel('Email or phone number').fill(identifier);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByLabel('Confirm password').fill(password);
  await page.getByText('I am at least 18 years old').click();
  await page.getByText('I accept the Terms of Service and the Privacy Policy').click();
  await page.getByRole('button', { name: 'Create account' }).click();
}

export async function signInWithPassword(page: Page, identifier: string, password: string) {
  await page.goto('/login');
  await page.getByLabel('Email or phone number').fill(identifier);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
}

/** Logout through the sidebar and its confirmation (product §2: Cancel / Logout). */
export async function logoutThroughSidebar(page: Page) {
  await page
    .getByRole('navigation', { name: 'Main navigation' })
    .getByRole('button', { name: 'Logout' })
    .click();
  const dialog = page.getByRole('alertdialog');
  await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeVisible();
  await dialog.getByRole('button', { name: 'Logout' }).click();
  // The place is kept for whoever signs in next (a landing page such as /dashboard is not).
  await expect(page).toHaveURL(/\/login(\?next=%2F[^&]*)?$/);
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

/** Puts a token set where the app keeps it (STORAGE_KEYS of @optwallet/domain), then opens `path`. */
export async function openSignedIn(page: Page, tokens: Tokens, path = '/dashboard') {
  // A page that is already signed in may still be signing out or in when the new tokens land
  // (seen as a flaky return to /login): start from a signed-out app at rest.
  await page.goto('/login');
  await page.evaluate(() => localStorage.clear());
  await page.reload();
  await expect(page.getByRole('button', { name: 'Sign in', exact: true })).toBeVisible();
  await page.evaluate((set) => {
    localStorage.setItem('optwallet.access_token', set.access_token);
    localStorage.setItem('optwallet.refresh_token', set.refresh_token);
    localStorage.setItem('optwallet.expires_at', String(Date.now() + set.expires_in * 1000));
    localStorage.setItem('lastActivityTime', String(Date.now()));
  }, tokens);
  await page.goto(path);
  // The first signed-in load runs the guards (user, wallets, tokens, validators): slow on a busy machine.
  await expect(
    page.getByRole('main').getByRole('heading', { level: 1 }).or(page.getByRole('dialog')).first(),
  ).toBeVisible({ timeout: 30_000 });
}

/**
 * Nothing on the screen is wider than the window: the page does not scroll sideways
 * (document scrollWidth ≤ innerWidth) and no open dialog or sheet does either. On failure the
 * message names the elements that stick out past the right edge.
 */
export async function expectNoSidewaysScroll(page: Page, where: string) {
  const found = await page.evaluate(() => {
    const width = window.innerWidth;
    const name = (el: Element) =>
      `${el.tagName.toLowerCase()}${el.id ? `#${el.id}` : ''}.${String(
        el.getAttribute('class') ?? '',
      )
        .split(' ')
        .join('.')} (right ${Math.round(el.getBoundingClientRect().right)} px)`;
    const dialogs = Array.from(document.querySelectorAll('[role="dialog"], [role="alertdialog"]'));
    return {
      width,
      page: document.documentElement.scrollWidth,
      dialogs: dialogs
        .filter((dialog) => dialog.scrollWidth > dialog.clientWidth + 1)
        .map((dialog) => `${name(dialog)} scrolls ${dialog.scrollWidth} in ${dialog.clientWidth}`),
      sticking: Array.from(document.querySelectorAll('body *'))
        .filter((el) => el.getBoundingClientRect().right > width + 1)
        .slice(0, 5)
        .map(name),
    };
  });
  const report = `${where} at ${found.width} px: ${JSON.stringify(found)}`;
  expect(found.page, report).toBeLessThanOrEqual(found.width);
  expect(found.dialogs, report).toEqual([]);
}
