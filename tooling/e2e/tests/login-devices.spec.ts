import { expect, test } from '../support/fixtures';
import { createOnboardedUser, nextMessage, storedTokens, tokensHonoured } from '../support/api';
import { enterCode, logoutThroughSidebar, signInWithPassword } from '../support/pages';

test('a new device needs the 2-step code; with "remember me" the next login skips it', async ({
  page,
  request,
  inspect,
}) => {
  const user = await createOnboardedUser(request, 'device');

  await signInWithPassword(page, user.email, user.password);
  await expect(page).toHaveURL(/\/verify-otp$/);
  const { code } = await nextMessage(request, user.email, user.sent);
  if (!code) throw new Error('the login mail carries no code');

  // A wrong code is refused in words (not the server's 'Invalid Auth Code') and the user stays.
  await enterCode(page, code === '000000' ? '111111' : '000000');
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(
    page.getByText('That code is not right. Check the latest mail or text and try again.'),
  ).toBeVisible();
  await inspect('verify-otp-wrong-code');
  await expect(page).toHaveURL(/\/verify-otp$/);

  await enterCode(page, code);
  await page.getByText('Remember this device for 30 days').click();
  await inspect('verify-otp-remember');
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page).toHaveURL(/\/setup-wallet$/);

  // Logout ends the session on the server: a copy of its tokens is worth nothing from then on.
  const copied = await storedTokens(page);
  await logoutThroughSidebar(page);
  await expect.poll(() => tokensHonoured(request, copied)).toEqual({ user: 401, refresh: 401 });
  await inspect('login');

  // The trusted device signs in with the password alone.
  await signInWithPassword(page, user.email, user.password);
  await expect(page).toHaveURL(/\/setup-wallet$/);
  await expect(page.getByRole('heading', { name: 'Wallet setup' })).toBeVisible();
});

test('a wrong password is refused with the server text for the form, and nothing changes', async ({
  page,
  request,
  inspect,
}) => {
  const user = await createOnboardedUser(request, 'wrongpw');
  await signInWithPassword(page, user.email, 'Wrong#pass1');
  // The pair failed, not the email: the text is the form's, and no field is outlined as wrong.
  await expect(
    page.getByRole('alert').filter({ hasText: 'These credentials do not match our records.' }),
  ).toBeVisible();
  await expect(page.getByLabel('Email or phone number')).not.toHaveAttribute('aria-invalid');
  await expect(page).toHaveURL(/\/login$/);
  await inspect('login-wrong-password');
});
