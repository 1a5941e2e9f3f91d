import { expect, test } from '../support/fixtures';
import {
  PASSWORD,
  createOnboardedUser,
  nextMessage,
  outbox,
  uniqueEmail,
  uniquePhone,
  uniqueUsername,
} from '../support/api';
import { enterCode, submitSignUp } from '../support/pages';

test('a referred visitor signs up, confirms the code, onboards and reaches wallet setup in the shell', async ({
  page,
  request,
  inspect,
}) => {
  const email = uniqueEmail('signup');
  const username = uniqueUsername('ana');

  // The seeded user 'demo' invites through /c/demo: signed out, the profile is behind the login,
  // whose "Create an account" keeps the invite.
  await page.goto('/c/demo');
  await expect(page).toHaveURL(/\/login\?next=%2Fc%2Fdemo$/);
  await expect(page.getByText('Invited by demo.', { exact: false })).toBeVisible();
  await page.getByRole('link', { name: 'Create an account' }).click();
  await expect(page).toHaveURL(/\/signup\?referral=demo$/);
  await expect(page.getByText('Invited by demo')).toBeVisible();
  await inspect('signup');

  await submitSignUp(page, email, PASSWORD);

  await expect(page).toHaveURL(/\/verify-otp$/);
  await expect(page.getByText(`Enter the 6-digit code we sent to ${email}.`)).toBeVisible();
  await inspect('verify-otp');
  // A lost code can be sent again; the newest one is the one that works.
  await nextMessage(request, email);
  await page.getByRole('button', { name: 'Resend code' }).click();
  await expect(page.getByText(`We sent a new code to ${email}.`)).toBeVisible();
  await expect(page.getByRole('button', { name: /Resend code in \d+ s/ })).toBeDisabled();
  const { code } = await nextMessage(request, email, 1);
  if (!code) throw new Error('the sign-up mail carries no code');
  await enterCode(page, code);
  await page.getByRole('button', { name: 'Verify' }).click();

  // Not onboarded yet: the login guard sends the user to /onboarding.
  await expect(page).toHaveURL(/\/onboarding$/);
  await expect(page.getByRole('heading', { name: 'Tell us about you' })).toBeVisible();
  await page.getByLabel('First name').fill('Ana');
  await page.getByLabel('Last name').fill('Lima');
  await page.getByLabel('Username').fill(username);
  await expect(page.getByText('Username is available')).toBeVisible();
  await inspect('onboarding');

  // A username someone has is refused before anything is sent.
  await page.getByLabel('Username').fill('demo');
  await expect(page.getByText('This username is already taken')).toBeVisible();
  await page.getByLabel('Username').fill(username);
  await expect(page.getByText('Username is available')).toBeVisible();

  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByText('Country is required')).toBeVisible();
  await page.getByLabel('Country').click();
  await page.keyboard.type('Germany');
  await page.keyboard.press('Enter');
  await page.getByRole('button', { name: 'Continue' }).click();

  // No wallet yet: the shell shows wallet setup, and wallet-dependent links lead there too.
  await expect(page).toHaveURL(/\/setup-wallet$/);
  await expect(page.getByRole('heading', { name: 'Wallet setup' })).toBeVisible();
  const nav = page.getByRole('navigation', { name: 'Main navigation' });
  await expect(nav.getByText('Virtual Wallet')).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/setup-wallet');
  await expect(nav.getByText('Ana Lima')).toBeVisible();
  await expect(nav.getByText(`@${username}`)).toBeVisible();
  await expect(nav.getByRole('button', { name: 'Admin' })).toHaveCount(0);
  await inspect('setup-wallet');

  await page.getByRole('button', { name: 'Create my wallet' }).click();
  await expect(page).toHaveURL(/\/setup-wallet\/wallet-passcode$/);
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByText('Wallet key is required')).toBeVisible();
  await page.getByLabel('Wallet key', { exact: true }).fill(PASSWORD);
  await page.getByLabel('Confirm wallet key').fill(PASSWORD);
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(
    page.getByText('Wallet key must be different from your account password'),
  ).toBeVisible();
  await inspect('wallet-key');
});

test('a visitor who signs up by phone verifies the email given at onboarding before wallet setup', async ({
  page,
  request,
  inspect,
}) => {
  const phone = uniquePhone();
  const email = uniqueEmail('phone-first');

  await page.goto('/signup');
  await submitSignUp(page, phone, PASSWORD);
  await expect(page).toHaveURL(/\/verify-otp$/);
  const sms = await nextMessage(request, phone);
  await enterCode(page, sms.code ?? '');
  await page.getByRole('button', { name: 'Verify' }).click();

  // Signed up by phone: onboarding asks for an email, which stays pending until its code is back.
  await expect(page).toHaveURL(/\/onboarding$/);
  await page.getByLabel('First name').fill('Pia');
  await page.getByLabel('Last name').fill('Phone');
  await page.getByLabel('Username').fill(uniqueUsername('pia'));
  await expect(page.getByText('Username is available')).toBeVisible();
  // Someone's verified email is refused at once.
  await page.getByLabel('Email', { exact: true }).fill('demo@optwallet.dev');
  await page.getByLabel('Country').click();
  await page.keyboard.type('Germany');
  await page.keyboard.press('Enter');
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByText('The email has already been taken.').first()).toBeVisible();
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByRole('button', { name: 'Continue' }).click();

  await expect(page).toHaveURL(/\/verify-identifier$/);
  await expect(page.getByRole('heading', { name: 'Verify your email' })).toBeVisible();
  await expect(page.getByText(`Enter the 6-digit code we sent to ${email}.`)).toBeVisible();
  await inspect('verify-identifier');

  // Leaving is not possible: every other page sends the user back to finish onboarding.
  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/onboarding$/);
  await page.goto('/verify-identifier');
  await expect(page.getByRole('heading', { name: 'Verify your email' })).toBeVisible();

  await page.getByRole('button', { name: 'Resend the code' }).click();
  await expect(page.getByText(`We sent a new code to ${email}.`)).toBeVisible();
  const mail = await nextMessage(request, email, 1);
  await enterCode(page, mail.code ?? '');
  await page.getByRole('button', { name: 'Verify email' }).click();
  await expect(page).toHaveURL(/\/setup-wallet$/);
  await expect(page.getByRole('heading', { name: 'Wallet setup' })).toBeVisible();
});

test('signing up with an address that has an account looks like any sign-up; its owner gets a mail instead of a code', async ({
  page,
  request,
}) => {
  const { email } = await createOnboardedUser(request, 'already');
  const before = (await outbox(request, email)).length;
  await page.goto('/signup');
  await submitSignUp(page, email, PASSWORD);

  await expect(page).toHaveURL(/\/verify-otp$/);
  await expect(page.getByText(`Enter the 6-digit code we sent to ${email}.`)).toBeVisible();
  await expect(
    page.getByText('Already have an account with this address? Then no code is coming'),
  ).toBeVisible();
  const notice = await nextMessage(request, email, before);
  expect(notice.subject).toBe('You already have an OptWallet account');
  expect(notice.code).toBeNull();
});
