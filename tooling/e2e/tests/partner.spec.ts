import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { createOnboardedUser, nextMessage } from '../support/api';
import { enterCode } from '../support/pages';
import { PARTNER_URL } from '../support/servers';

/**
 * The partner example starts the flow with PKCE; the user signs in on our origin.
 * Returns the state the partner put in its request.
 */
async function startAtPartner(page: Page, email: string, password: string): Promise<string> {
  await page.goto(PARTNER_URL);
  const oauthRequest = page.waitForRequest((request) => new URL(request.url()).pathname === '/oauth');
  await page.getByRole('link', { name: 'Sign in with OptWallet' }).click();
  const requested = new URL((await oauthRequest).url());
  expect(requested.searchParams.get('code_challenge_method')).toBe('S256');
  const state = requested.searchParams.get('state');
  if (!state) throw new Error('the partner sent no state');
  await expect(page.getByRole('heading', { name: 'Sign in to OptWallet' })).toBeVisible();
  await page.getByLabel('Email or phone number').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page).toHaveURL(/\/verify-otp$/);
  return state;
}

test('a partner app signs a user in: login with the code, Authorize, the partner shows the profile', async ({
  page,
  request,
  inspect,
}) => {
  const user = await createOnboardedUser(request, 'partner');
  await startAtPartner(page, user.email, user.password);
  const { code } = await nextMessage(request, user.email, user.sent);
  if (!code) throw new Error('no code');
  await enterCode(page, code);
  await page.getByRole('button', { name: 'Verify' }).click();

  await expect(page).toHaveURL(/\/oauth-consent\?/);
  await page.getByRole('button', { name: 'Authorize' }).click();

  const profile = page.getByTestId('partner-profile');
  await expect(profile).toContainText(`@${user.username}`);
  await expect(profile).toContainText(user.email);
  await inspect('partner-profile');
});

test('Deny sends the partner access_denied with the state it started with', async ({ page, request }) => {
  const user = await createOnboardedUser(request, 'partnerdeny');
  const state = await startAtPartner(page, user.email, user.password);
  const { code } = await nextMessage(request, user.email, user.sent);
  if (!code) throw new Error('no code');
  await enterCode(page, code);
  await page.getByRole('button', { name: 'Verify' }).click();

  await page.getByRole('button', { name: 'Deny' }).click();
  await expect(page.getByTestId('partner-error')).toHaveText('access_denied');
  await expect(page.getByTestId('partner-state')).toHaveText(state);
});
