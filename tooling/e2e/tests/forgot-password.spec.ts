import { expect, test } from '../support/fixtures';
import { createOnboardedUser, nextMessage } from '../support/api';
import { enterCode, signInWithPassword } from '../support/pages';

const NEW_PASSWORD = 'Brand-new#42';

test('forgot password by link: the mailed link sets a new password that signs in', async ({
  page,
  request,
  inspect,
}) => {
  const user = await createOnboardedUser(request, 'resetlink');
  await page.goto('/login');
  await page.getByRole('link', { name: 'Forgot password?' }).click();
  await expect(page.getByRole('heading', { name: 'Forgot password' })).toBeVisible();
  await inspect('forgot-password');
  await page.getByLabel('Email or phone number').fill(user.email);
  await page.getByRole('button', { name: 'Send reset instructions' }).click();
  // One message, as careful as the server: no "we sent" beside "if an account exists".
  await expect(page.getByRole('heading', { name: 'Check your messages' })).toBeVisible();
  await expect(page.getByRole('status')).toHaveText(
    `If an account exists for ${user.email}, we sent it a reset link and a 6-digit code. Open the link, or enter the code here.`,
  );
  await expect(page.getByText('Enter the 6-digit code we sent to')).toHaveCount(0);

  const { link } = await nextMessage(request, user.email, user.sent);
  if (!link) throw new Error('the mail carries no link');
  const target = new URL(link);
  await page.goto(`${target.pathname}${target.search}`);
  await expect(page.getByRole('heading', { name: 'New password' })).toBeVisible();
  await page.getByLabel('New password').fill('short');
  await page.getByLabel('Confirm password').fill('different');
  await page.getByRole('button', { name: 'Save password' }).click();
  await expect(page.getByText('Password must be at least 8 characters')).toBeVisible();
  await expect(page.getByText('Passwords must match')).toBeVisible();
  await inspect('reset-password');
  await page.getByLabel('New password').fill(NEW_PASSWORD);
  await page.getByLabel('Confirm password').fill(NEW_PASSWORD);
  await page.getByRole('button', { name: 'Save password' }).click();
  await expect(page).toHaveURL(/\/login$/);

  await signInWithPassword(page, user.email, NEW_PASSWORD);
  await expect(page).toHaveURL(/\/verify-otp$/);
});

test('forgot password by code: the code leads to the reset screen', async ({ page, request }) => {
  const user = await createOnboardedUser(request, 'resetcode');
  await page.goto('/forgot-password');
  await page.getByLabel('Email or phone number').fill(user.email);
  await page.getByRole('button', { name: 'Send reset instructions' }).click();
  const { code } = await nextMessage(request, user.email, user.sent);
  if (!code) throw new Error('the mail carries no code');
  await enterCode(page, code);
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(/\/reset-password\?token=/);
  await page.getByLabel('New password').fill(NEW_PASSWORD);
  await page.getByLabel('Confirm password').fill(NEW_PASSWORD);
  await page.getByRole('button', { name: 'Save password' }).click();
  await expect(page).toHaveURL(/\/login$/);
});
