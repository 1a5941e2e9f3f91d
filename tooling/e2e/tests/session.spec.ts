import { expect, test } from '../support/fixtures';
import { createOnboardedUser, nextMessage } from '../support/api';
import { enterCode, openSignedIn, signInWithCode } from '../support/pages';

test('a verified phone number: code by text, then back into the app', async ({
  page,
  request,
  inspect,
}) => {
  const user = await createOnboardedUser(request, 'phone');
  await signInWithCode(
    page,
    async () => (await nextMessage(request, user.email, user.sent)).code,
    user.email,
    user.password,
  );
  await expect(page).toHaveURL(/\/setup-wallet$/);

  const phone = `+49151${String(Date.now()).slice(-8)}`;
  await page.goto('/verify-phone-number');
  await page.getByLabel('Phone number').fill('12345');
  await page.getByRole('button', { name: 'Send code' }).click();
  await expect(page.getByText('Please enter a valid phone number')).toBeVisible();
  await page.getByLabel('Phone number').fill(phone);
  await page.getByRole('button', { name: 'Send code' }).click();
  await expect(page.getByText(`Enter the code we sent to ${phone}.`)).toBeVisible();
  await inspect('verify-phone-code');
  const { code } = await nextMessage(request, phone);
  if (!code) throw new Error('the text carries no code');
  await enterCode(page, code);
  await page.getByRole('button', { name: 'Verify phone number' }).click();
  await expect(page.getByText('Phone number verified')).toBeVisible();
  await expect(page).toHaveURL(/\/setup-wallet$/);
});

test('a session the server no longer accepts ends in a logout (401, failed refresh)', async ({
  page,
  request,
}) => {
  const user = await createOnboardedUser(request, 'expired');
  await signInWithCode(
    page,
    async () => (await nextMessage(request, user.email, user.sent)).code,
    user.email,
    user.password,
  );
  await expect(page).toHaveURL(/\/setup-wallet$/);

  // A token the client still believes (fresh iat) but the server refuses, and a refresh token it
  // does not know: the 401 policy tries to refresh, fails, and logs out.
  await page.evaluate(() => {
    const b64 = (v: object) => btoa(JSON.stringify(v)).replace(/=+$/, '');
    const iat = Math.floor(Date.now() / 1000);
    localStorage.setItem(
      'optwallet.access_token',
      `${b64({ alg: 'HS256' })}.${b64({ sub: 'x', iat, platformType: 'payments' })}.forged`,
    );
    localStorage.setItem('optwallet.refresh_token', 'not-a-refresh-token');
  });
  await page.goto('/settings');
  // Signed out where the user was: signing in again leads back to /settings.
  await expect(page).toHaveURL(/\/login\?next=%2Fsettings$/);
  await expect(page.getByRole('heading', { name: 'Sign in to OptWallet' })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('optwallet.access_token'))).toBeNull();
});

test('a logout on a referral path leads to sign-up with that code', async ({ page, request }) => {
  const user = await createOnboardedUser(request, 'reflogout');
  await signInWithCode(
    page,
    async () => (await nextMessage(request, user.email, user.sent)).code,
    user.email,
    user.password,
  );
  await expect(page).toHaveURL(/\/setup-wallet$/);

  await page.evaluate(() => localStorage.setItem('optwallet.refresh_token', 'not-a-refresh-token'));
  await page.evaluate(() => {
    const b64 = (v: object) => btoa(JSON.stringify(v)).replace(/=+$/, '');
    const iat = Math.floor(Date.now() / 1000);
    localStorage.setItem(
      'optwallet.access_token',
      `${b64({ alg: 'HS256' })}.${b64({ sub: 'x', iat })}.forged`,
    );
  });
  await page.goto('/c/demo');
  await expect(page).toHaveURL(/\/signup\?referral=demo$/);
  await expect(page.getByText('Invited by demo')).toBeVisible();
});

test('two tabs whose session expired at once both refresh it and stay signed in', async ({
  page,
  request,
}) => {
  const user = await createOnboardedUser(request, 'twotabs');
  await openSignedIn(page, user.tokens, '/setup-wallet');
  const second = await page.context().newPage();
  await second.goto('/setup-wallet');
  await expect(second.getByRole('heading', { name: 'Wallet setup' })).toBeVisible();

  // The access token both tabs share is refused by the server (as after its 15 minutes), the
  // refresh token is still good: both tabs meet a 401 at once and must not spend it twice.
  await page.evaluate(() => {
    const b64 = (v: object) => btoa(JSON.stringify(v)).replace(/=+$/, '');
    const iat = Math.floor(Date.now() / 1000);
    localStorage.setItem(
      'optwallet.access_token',
      `${b64({ alg: 'HS256' })}.${b64({ sub: 'x', iat, platformType: 'payments' })}.expired`,
    );
  });
  await Promise.all([page.reload(), second.reload()]);
  for (const tab of [page, second]) {
    await expect(tab.getByRole('heading', { name: 'Wallet setup' })).toBeVisible();
    await expect(tab).toHaveURL(/\/setup-wallet$/);
  }
  const stored = await page.evaluate(() => localStorage.getItem('optwallet.access_token'));
  expect(stored).not.toContain('.expired');
  expect(stored).not.toBeNull();
  await second.close();
});
