import { expect, test } from '../support/fixtures';
import { createOnboardedUser, createUserWithWallet, nextMessage } from '../support/api';

test('a magic link from the login screen signs the user in once', async ({
  page,
  request,
  inspect,
}) => {
  const user = await createOnboardedUser(request, 'magic');

  await page.goto('/login');
  await page.getByLabel('Email or phone number').fill(user.email);
  await page.getByRole('button', { name: 'Email me a sign-in link' }).click();
  await expect(
    page.getByRole('status').filter({ hasText: `We sent a sign-in link to ${user.email}` }),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: 'Resend link' })).toBeVisible();
  await inspect('magic-link-sent');

  const { link } = await nextMessage(request, user.email, user.sent);
  if (!link) throw new Error('the mail carries no link');
  const landing = new URL(link);
  expect(landing.pathname).toBe('/magicLogin');
  await page.goto(`${landing.pathname}${landing.search}`);
  await expect(page).toHaveURL(/\/setup-wallet$/);

  // Single use: after logging out, the same link no longer signs in.
  await page.evaluate(() => localStorage.clear());
  await page.goto(`${landing.pathname}${landing.search}`);
  await expect(page.getByText('This sign-in link is invalid or has expired.')).toBeVisible();
  await inspect('magic-link-spent');
});

test('a magic link asked for on a deep link lands there once signed in', async ({
  page,
  request,
}) => {
  const user = await createUserWithWallet(request, 'magicdeep');
  await page.goto('/my-assets/optchain-1/OPT');
  await expect(page).toHaveURL(/\/login\?next=%2Fmy-assets%2Foptchain-1%2FOPT$/);
  await page.getByLabel('Email or phone number').fill(user.email);
  await page.getByRole('button', { name: 'Email me a sign-in link' }).click();
  await expect(page.getByRole('button', { name: 'Resend link' })).toBeVisible();

  // The app asked (redirect_url) for its /magicLogin carrying the deep link.
  const { link } = await nextMessage(request, user.email, user.sent);
  if (!link) throw new Error('the mail carries no link');
  const landing = new URL(link);
  expect(landing.pathname).toBe('/magicLogin');
  expect(landing.searchParams.get('next')).toBe('/my-assets/optchain-1/OPT');
  await page.goto(`${landing.pathname}${landing.search}`);
  await expect(page).toHaveURL(/\/my-assets\/optchain-1\/OPT$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});
