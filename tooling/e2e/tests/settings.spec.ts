import type { APIRequestContext } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import {
  createUserWithWallet,
  nextMessage,
  tokensHonoured,
  type UserWithWallet,
} from '../support/api';
import {
  enterCode,
  logoutThroughSidebar,
  signInWithCode,
  signInWithPassword,
} from '../support/pages';
import { API_URL } from '../support/servers';

/*
 * Settings and help for a user with a wallet: the wallet key update (by the current key, then by the
 * secret phrase), the password change with its mailed code, and the help page.
 */

async function signIn(
  page: Parameters<typeof signInWithCode>[0],
  request: APIRequestContext,
  user: UserWithWallet,
) {
  await signInWithCode(
    page,
    async () => (await nextMessage(request, user.email, user.sent)).code,
    user.email,
    user.password,
  );
  await expect(page).toHaveURL(/\/dashboard$/);
}

async function keyOpens(
  request: APIRequestContext,
  user: UserWithWallet,
  key: string,
): Promise<boolean> {
  const response = await request.post(`${API_URL}/api/wallets/${user.walletId}/verifyKey`, {
    headers: { 'X-App-Version': '1.0.3', Authorization: `Bearer ${user.token}` },
    data: { type: 'passcode', data: key },
  });
  expect(response.ok(), await response.text()).toBe(true);
  return ((await response.json()) as { valid: boolean }).valid;
}

test('a user updates the wallet key with the current key, then with the secret phrase; a wrong key changes nothing', async ({
  page,
  request,
  inspect,
}) => {
  const user = await createUserWithWallet(request, 'walletkey');
  await signIn(page, request, user);

  await page.goto('/settings');
  await expect(page.getByRole('heading', { name: 'Settings', level: 1 })).toBeVisible();
  await expect(page.getByText(`@${user.username}`).first()).toBeVisible();
  await inspect('settings');
  await page.getByRole('button', { name: 'Update wallet key' }).click();
  await expect(page).toHaveURL(/\/settings\/wallet-key$/);

  // First the proof, checked at once (POST /wallets/{id}/verifyKey): nothing missing, nothing wrong.
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByText('Wallet key is required')).toBeVisible();
  await page.getByLabel('Current wallet key').fill('Wrong#key2026');
  const verified = page.waitForResponse((response) => response.url().endsWith('/verifyKey'));
  await page.getByRole('button', { name: 'Continue' }).click();
  expect((await verified).status()).toBe(200);
  await expect(page.getByText('Invalid wallet key')).toBeVisible();
  await inspect('wallet-key-errors');
  await page.getByLabel('Current wallet key').fill(user.walletPasscode);
  await page.getByRole('button', { name: 'Continue' }).click();

  // Then the new key: the server refuses the account password as a key.
  await page.getByLabel('New wallet key', { exact: true }).fill(user.password);
  await page.getByLabel('Confirm new wallet key').fill(user.password);
  const refused = page.waitForResponse((response) => response.url().includes('/resetPasscode'));
  await page.getByRole('button', { name: 'Update wallet key' }).click();
  expect((await refused).status()).toBe(422);
  await expect(
    page.getByText('Wallet key must be different from your account password'),
  ).toBeVisible();
  await inspect('wallet-key-new');
  expect(await keyOpens(request, user, user.walletPasscode)).toBe(true);
  await page.getByLabel('New wallet key', { exact: true }).fill('Fresh#key2026');
  await page.getByLabel('Confirm new wallet key').fill('Fresh#key2026');
  await page.getByRole('button', { name: 'Update wallet key' }).click();
  await expect(page.getByText('Wallet key updated')).toBeVisible();
  await expect(page).toHaveURL(/\/settings$/);
  expect(await keyOpens(request, user, 'Fresh#key2026')).toBe(true);
  expect(await keyOpens(request, user, user.walletPasscode)).toBe(false);

  // Forgotten key: the secret phrase proves it instead.
  await page.getByRole('button', { name: 'Update wallet key' }).click();
  await page.getByRole('tab', { name: 'I have my secret phrase' }).click();
  await page.getByLabel(/Your secret phrase/).fill('abandon '.repeat(11) + 'about');
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByText('Invalid seed phrase.')).toBeVisible();
  await page.getByLabel(/Your secret phrase/).fill(user.mnemonic);
  await inspect('wallet-key-phrase');
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByLabel('New wallet key', { exact: true }).fill('Third#key2026');
  await page.getByLabel('Confirm new wallet key').fill('Third#key2026');
  await page.getByRole('button', { name: 'Update wallet key' }).click();
  // The first update's toast may still show: the return to /settings marks this one done.
  await expect(page).toHaveURL(/\/settings$/);
  await expect(page.getByText('Wallet key updated').last()).toBeVisible();
  expect(await keyOpens(request, user, 'Third#key2026')).toBe(true);
  expect(await keyOpens(request, user, 'Fresh#key2026')).toBe(false);
});

test('a user changes the password with the mailed code; the old password stops working', async ({
  page,
  request,
  inspect,
}) => {
  const user = await createUserWithWallet(request, 'pwchange');
  await signIn(page, request, user);

  await page.goto('/settings');
  await page.getByRole('button', { name: 'Change password' }).click();
  await expect(page).toHaveURL(/\/change-password$/);
  await page.getByLabel('Current password').fill('Not#mine123');
  await page.getByRole('button', { name: 'Send verification code' }).click();
  await expect(page.getByText('The current password is incorrect')).toBeVisible();
  await inspect('change-password');

  const sent = (
    (await request
      .get(`${API_URL}/api/dev/outbox?to=${encodeURIComponent(user.email)}`, {
        headers: { 'X-App-Version': '1.0.3' },
      })
      .then((r) => r.json())) as { data: unknown[] }
  ).data.length;
  await page.getByLabel('Current password').fill(user.password);
  await page.getByRole('button', { name: 'Send verification code' }).click();
  await expect(page).toHaveURL(/\/verify-change-password$/);
  const { code } = await nextMessage(request, user.email, sent);
  if (!code) throw new Error('the change-password mail carries no code');

  // The code has the numbered boxes of every other code; an incomplete one gets the catalogue
  // text, not a call.
  await enterCode(page, '12');
  await page.getByLabel('New password', { exact: true }).fill('Brand#new2026');
  await page.getByLabel('Confirm password').fill('Brand#new2026');
  await page.getByRole('button', { name: 'Save password' }).click();
  await expect(page.getByText('Please enter the 6-digit code')).toBeVisible();
  await inspect('verify-change-password');
  await enterCode(page, code);
  await page.getByRole('button', { name: 'Save password' }).click();
  await expect(page.getByText('Password changed')).toBeVisible();
  await expect(page).toHaveURL(/\/settings$/);

  // Every other device is signed out (here the session made through the API); this one stays.
  expect(
    await tokensHonoured(request, { access: user.token, refresh: user.tokens.refresh_token }),
  ).toEqual({ user: 401, refresh: 401 });
  await page
    .getByRole('navigation', { name: 'Main navigation' })
    .getByRole('link', { name: 'Home' })
    .click();
  await expect(page).toHaveURL(/\/dashboard$/);

  await logoutThroughSidebar(page);
  await signInWithPassword(page, user.email, user.password);
  await expect(page.getByText('These credentials do not match our records.')).toBeVisible();
  await signInWithPassword(page, user.email, 'Brand#new2026');
  await expect(page).toHaveURL(/\/verify-otp$/);
  const next = await nextMessage(request, user.email, sent + 1);
  if (!next.code) throw new Error('the login mail carries no code');
  await enterCode(page, next.code);
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
});

test('a user edits name, bio and country; the public profile and the sidebar show them', async ({
  page,
  request,
  inspect,
}) => {
  const user = await createUserWithWallet(request, 'profile');
  await signIn(page, request, user);
  await page.goto('/settings');
  await page.getByRole('button', { name: 'Edit profile' }).click();
  await expect(page).toHaveURL(/\/settings\/profile$/);
  await page.getByLabel('First name').fill(' ');
  await page.getByLabel('Bio').fill('b'.repeat(281));
  await page.getByRole('button', { name: 'Save profile' }).click();
  await expect(page.getByText('First name is required')).toBeVisible();
  await expect(page.getByText('Maximum 280 characters')).toBeVisible();
  await inspect('edit-profile-errors');

  await page.getByLabel('First name').fill('Grace');
  await page.getByLabel('Last name').fill('Hopper');
  await page.getByLabel('Bio').fill('Finds bugs in moths.');
  // The search ranks whole and prefix matches first and knows common names: "usa" is the US.
  await page.getByLabel('Country').click();
  await page.keyboard.type('usa');
  await expect(page.getByRole('option').first()).toHaveText('United States of America');
  await page.keyboard.press('Enter');
  await page.getByRole('button', { name: 'Save profile' }).click();
  await expect(page.getByText('Profile updated')).toBeVisible();
  await expect(page).toHaveURL(/\/settings$/);
  await expect(page.getByText('Finds bugs in moths.')).toBeVisible();
  // Settings names the country, as the profile does, never its code.
  await expect(page.getByText('United States', { exact: true })).toBeVisible();
  await expect(page.getByText('US', { exact: true })).toHaveCount(0);
  await expect(page.getByText('Grace Hopper').first()).toBeVisible();

  const profile = await request.get(`${API_URL}/api/user/profile`, {
    headers: { 'X-App-Version': '1.0.3', Authorization: `Bearer ${user.token}` },
  });
  expect(await profile.json()).toMatchObject({
    first_name: 'Grace',
    last_name: 'Hopper',
    bio: 'Finds bugs in moths.',
    country: 'US',
  });
});

test('a phone number verified from settings returns to settings', async ({ page, request }) => {
  const user = await createUserWithWallet(request, 'phoneset');
  await signIn(page, request, user);
  await page.goto('/settings');
  await page.getByRole('button', { name: 'Verify phone number' }).click();
  await expect(page).toHaveURL(/\/verify-phone-number$/);
  const phone = `+49152${String(Date.now()).slice(-8)}`;
  await page.getByLabel('Phone number').fill(phone);
  await page.getByRole('button', { name: 'Send code' }).click();
  const { code } = await nextMessage(request, phone);
  if (!code) throw new Error('the text carries no code');
  await enterCode(page, code);
  await page.getByRole('button', { name: 'Verify phone number' }).click();
  await expect(page.getByText('Phone number verified')).toBeVisible();
  await expect(page).toHaveURL(/\/settings$/);
  await expect(page.getByText(phone)).toBeVisible();
});

test('help and support answers the frequent questions and says how to reach us', async ({
  page,
  request,
  inspect,
}) => {
  const user = await createUserWithWallet(request, 'help');
  await signIn(page, request, user);
  // Help is linked from settings (and the account menu), and its address is a mailto link.
  await page.goto('/settings');
  await page.getByRole('link', { name: 'Help & support' }).click();
  await expect(page).toHaveURL(/\/help-support$/);
  await expect(page.getByRole('heading', { name: 'Help & support', level: 1 })).toBeVisible();
  // VITE_SUPPORT_EMAIL, by default on the product's own mail domain (not an undeliverable one).
  await expect(page.getByRole('link', { name: 'support@optwallet.dev' })).toHaveAttribute(
    'href',
    'mailto:support@optwallet.dev',
  );
  await page.getByText('I forgot my wallet key.').click();
  await expect(page.getByText(/prove it is you with your secret phrase/)).toBeVisible();
  await inspect('help-support');
});
