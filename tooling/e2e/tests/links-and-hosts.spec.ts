import { captureScreens, expect, expectAccessible, test } from '../support/fixtures';
import { API_URL, CONSENT_PORT, WEB_PORT } from '../support/servers';
import { createUserWithWallet, nextMessage, outbox } from '../support/api';
import { enterCode, openSignedIn } from '../support/pages';
import { createSocialUser, signInByApi } from '../support/social';

/*
 * Issue 26: the app under another loopback name than the server's WEB_URL (the journeys' server
 * takes http://127.0.0.1:15173; here the browser says localhost), invite links for people who
 * already have an account, and mailed links opened while signed in.
 */

/** The same apps, reached as http://localhost instead of the configured http://127.0.0.1. */
const WEB_AS_LOCALHOST = `http://localhost:${WEB_PORT}`;
const CONSENT_AS_LOCALHOST = `http://localhost:${CONSENT_PORT}`;
const APP = { 'X-App-Version': '1.0.3' };

test('the app opened at http://localhost signs in with password and code at 390 px, and by magic link at 1280 px', async ({
  browser,
  request,
}, testInfo) => {
  const user = await createUserWithWallet(request, 'otherhost');
  const context = await browser.newContext({
    baseURL: WEB_AS_LOCALHOST,
    viewport: { width: 390, height: 844 },
  });
  const page = await context.newPage();
  try {
    await page.goto('/login');
    await page.getByLabel('Email or phone number').fill(user.email);
    await page.getByLabel('Password', { exact: true }).fill(user.password);
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    // Before issue 26 the server refused this origin's redirect_url with a 422 the form ignored.
    await expect(page).toHaveURL(`${WEB_AS_LOCALHOST}/verify-otp`);
    const { code } = await nextMessage(request, user.email, user.sent);
    if (!code) throw new Error('no code');
    await enterCode(page, code);
    await page.getByRole('button', { name: 'Verify' }).click();
    await expect(page).toHaveURL(`${WEB_AS_LOCALHOST}/dashboard`);
    await expect(page.getByRole('heading', { name: 'Home', level: 1 })).toBeVisible();

    // Signed out again, a magic link asked for here leads back here.
    await page.evaluate(() => localStorage.clear());
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/login');
    await page.getByLabel('Email or phone number').fill(user.email);
    await page.getByRole('button', { name: 'Email me a sign-in link' }).click();
    await expect(page.getByRole('button', { name: 'Resend link' })).toBeVisible();
    const sent = await nextMessage(request, user.email, user.sent + 1);
    expect(sent.link?.startsWith(`${WEB_AS_LOCALHOST}/magicLogin?`)).toBe(true);
    await page.goto(sent.link ?? '');
    await expect(page).toHaveURL(`${WEB_AS_LOCALHOST}/dashboard`);
    await expectAccessible(page);
    await captureScreens(page, testInfo, 'dashboard-at-localhost');
  } finally {
    await context.close();
  }
});

test('the consent app opened at http://localhost signs in too', async ({ browser, request }) => {
  const user = await createUserWithWallet(request, 'consenthost');
  const context = await browser.newContext({ baseURL: CONSENT_AS_LOCALHOST });
  const page = await context.newPage();
  try {
    await page.goto('/connected-apps');
    await page.getByLabel('Email or phone number').fill(user.email);
    await page.getByLabel('Password', { exact: true }).fill(user.password);
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await expect(page).toHaveURL(`${CONSENT_AS_LOCALHOST}/verify-otp`);
    const { code } = await nextMessage(request, user.email, user.sent);
    if (!code) throw new Error('no code');
    await enterCode(page, code);
    await page.getByRole('button', { name: 'Verify' }).click();
    await expect(page.getByRole('heading', { name: 'Connected apps' })).toBeVisible();
    // Signed in without a request, /oauth is this app's home: the same page.
    await page.goto('/oauth?scopes=email');
    await expect(page).toHaveURL(`${CONSENT_AS_LOCALHOST}/connected-apps`);
  } finally {
    await context.close();
  }
});

test('an invite link opened by someone with an account: sign in, then the inviter’s profile', async ({
  page,
  request,
  inspect,
}) => {
  const inviter = await createSocialUser(request, 'inviter26');
  const guest = await createUserWithWallet(request, 'guest26');
  await page.goto(`/c/${inviter.username}`);
  await expect(page).toHaveURL(new RegExp(`/login\\?next=%2Fc%2F${inviter.username}$`));
  await expect(page.getByText(`Invited by ${inviter.username}.`, { exact: false })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Create an account' })).toHaveAttribute(
    'href',
    `/signup?referral=${inviter.username}`,
  );
  await inspect('login-invited');
  await page.getByLabel('Email or phone number').fill(guest.email);
  await page.getByLabel('Password', { exact: true }).fill(guest.password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  const { code } = await nextMessage(request, guest.email, guest.sent);
  if (!code) throw new Error('no code');
  await enterCode(page, code);
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page).toHaveURL(new RegExp(`/c/${inviter.username}$`));
  await expect(page.getByRole('heading', { name: inviter.name })).toBeVisible();
  await inspect('invite-profile-signed-in');
});

test('mailed links opened while signed in: a reset link asks to sign out first, a magic link for another account says so', async ({
  page,
  request,
  inspect,
}) => {
  const me = await createUserWithWallet(request, 'signedin26');
  const other = await createUserWithWallet(request, 'other26');
  await openSignedIn(page, me.tokens, '/dashboard');

  // A reset link of mine.
  const forgot = await request.post(`${API_URL}/api/forgotPassword`, {
    headers: APP,
    data: { type: 'email', identifier: me.email },
  });
  expect(forgot.ok(), await forgot.text()).toBe(true);
  const reset = await nextMessage(request, me.email, me.sent);
  const resetLink = new URL(reset.link ?? '');
  await page.goto(`${resetLink.pathname}${resetLink.search}`);
  await expect(page.getByRole('heading', { name: 'New password' })).toBeVisible();
  await expect(page.getByRole('status')).toContainText(
    `You are signed in as @${me.username}. This link sets a new password`,
  );
  await inspect('reset-link-signed-in');
  await page.getByRole('button', { name: 'Sign out and continue' }).click();
  // Signed out, the same link opens the form.
  await expect(page.getByLabel('New password')).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`${resetLink.pathname}\\?token=`));

  // Signed in again (that sign-out ended the first session on the server); a magic link of
  // another account.
  await openSignedIn(page, await signInByApi(request, me.email, me.password), '/dashboard');
  const before = (await outbox(request, other.email)).length;
  const magic = await request.post(`${API_URL}/api/resendMagicLinkV1`, {
    headers: APP,
    data: { type: 'email', identifier: other.email, platform_type: 'payments' },
  });
  expect(magic.ok(), await magic.text()).toBe(true);
  const otherLink = new URL((await nextMessage(request, other.email, before)).link ?? '');
  await page.goto(`${otherLink.pathname}${otherLink.search}`);
  await expect(
    page.getByRole('heading', { name: 'This link is for another account' }),
  ).toBeVisible();
  await expect(page.getByRole('status')).toContainText(`you are signed in as @${me.username}`);
  await inspect('magic-link-other-account');
  await page.getByRole('button', { name: 'Stay signed in' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  // Unspent: the other person can still use it.
  const used = await request.post(`${API_URL}/api/magicLogin`, {
    headers: APP,
    data: { token: otherLink.searchParams.get('token'), platform_type: 'payments' },
  });
  expect(used.status()).toBe(200);
});
