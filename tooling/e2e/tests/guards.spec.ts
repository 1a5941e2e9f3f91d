import { expect, test } from '../support/fixtures';
import { createOnboardedUser, createUserWithWallet, nextMessage } from '../support/api';
import { enterCode, signInWithPassword } from '../support/pages';

test('signed out, signed-in pages and unknown paths lead to /login', async ({ page }) => {
  for (const path of [
    '/dashboard',
    '/settings',
    '/setup-wallet/wallet-passcode',
    '/no/such/page',
  ]) {
    await page.goto(path);
    // /login keeps the deep link for after sign-in; the landing page needs none.
    await expect(page).toHaveURL(
      path === '/dashboard' ? /\/login$/ : new RegExp(`/login\\?next=${encodeURIComponent(path)}$`),
    );
  }
  await expect(page.getByRole('heading', { name: 'Sign in to OptWallet' })).toBeVisible();
});

test('sign-in returns to the deep link it was signed out on', async ({ page, request }) => {
  const user = await createUserWithWallet(request, 'deeplink');
  await page.goto('/my-assets/optchain-1/OPT');
  await expect(page).toHaveURL(/\/login\?next=%2Fmy-assets%2Foptchain-1%2FOPT$/);
  // Signed in on this very /login (its `next` kept), then the 2-step code.
  await page.getByLabel('Email or phone number').fill(user.email);
  await page.getByLabel('Password', { exact: true }).fill(user.password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  const { code } = await nextMessage(request, user.email, user.sent);
  if (!code) throw new Error('no code');
  await enterCode(page, code);
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page).toHaveURL(/\/my-assets\/optchain-1\/OPT$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});

test('/404 says Page Not Found and Go Home leads back', async ({ page, inspect }) => {
  await page.goto('/404');
  await expect(page.getByRole('heading', { name: 'Page Not Found' })).toBeVisible();
  await inspect('not-found');
  await page.getByRole('button', { name: 'Go Home' }).click();
  await expect(page).toHaveURL(/\/login$/);
});

test('signed in without a wallet, every path but the exempt ones leads to wallet setup', async ({
  page,
  request,
  inspect,
}) => {
  const user = await createOnboardedUser(request, 'guard');
  await signInWithPassword(page, user.email, user.password);
  const { code } = await nextMessage(request, user.email, user.sent);
  if (!code) throw new Error('no code');
  await enterCode(page, code);
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page).toHaveURL(/\/setup-wallet$/);

  // Product §2: without a wallet every path but the exempt ones goes to /setup-wallet.
  for (const path of [
    '/',
    '/dashboard',
    '/my-assets',
    '/settings',
    '/help-support',
    '/no/such/page',
    '/login',
  ]) {
    await page.goto(path);
    await expect(page).toHaveURL(/\/setup-wallet$/);
  }
  // /home is exempt: it offers the wallet setup instead of loading forever.
  await page.goto('/home');
  await expect(page).toHaveURL(/\/home$/);
  await expect(page.getByText('You have no wallet yet')).toBeVisible();
  await inspect('home-without-wallet');
  await page.getByRole('button', { name: 'Set up wallet' }).click();
  await expect(page).toHaveURL(/\/setup-wallet$/);
  await page.goto('/verify-phone-number');
  await expect(page.getByRole('heading', { name: 'Verify your phone number' })).toBeVisible();
  await page.getByRole('button', { name: 'Send code' }).click();
  await expect(page.getByText('Phone number is required')).toBeVisible();
  await inspect('verify-phone-number');
  await page.goto('/setup-wallet');

  // Quick search (Ctrl+K) opens send/receive, which needs a wallet: setup again.
  await page.keyboard.press('Control+k');
  await expect(page).toHaveURL(/\/setup-wallet$/);
});
