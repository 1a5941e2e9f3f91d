import { createHash, randomBytes } from 'node:crypto';
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import {
  createOnboardedUser,
  nextMessage,
  outbox,
  storedTokens,
  tokensHonoured,
} from '../support/api';
import { enterCode, signInWithCode } from '../support/pages';
import { API_URL, CONSENT_URL, PARTNER_URL } from '../support/servers';

/**
 * The partner example against the standalone consent app (its own origin, CONSENT_URL): the
 * partner starts the flow with PKCE, the user signs in and decides on the consent origin.
 */
type User = Awaited<ReturnType<typeof createOnboardedUser>>;

const PARTNER_CALLBACK = `${PARTNER_URL}/callback`;

/** Starts at the partner and signs in on the consent origin; returns the state the partner sent. */
async function startAtPartner(
  page: Page,
  user: User,
  inspect?: (name: string) => Promise<void>,
): Promise<string> {
  await page.goto(PARTNER_URL);
  const oauthRequest = page.waitForRequest(
    (request) => new URL(request.url()).pathname === '/oauth',
  );
  await page.getByRole('link', { name: 'Sign in with OptWallet' }).click();
  const requested = new URL((await oauthRequest).url());
  expect(requested.origin).toBe(CONSENT_URL);
  expect(requested.searchParams.get('code_challenge_method')).toBe('S256');
  const state = requested.searchParams.get('state');
  if (!state) throw new Error('the partner sent no state');
  await expect(page.getByRole('heading', { name: 'Sign in to OptWallet' })).toBeVisible();
  if (inspect) await inspect('consent-login');
  await page.getByLabel('Email or phone number').fill(user.email);
  await page.getByLabel('Password', { exact: true }).fill(user.password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page).toHaveURL(`${CONSENT_URL}/verify-otp`);
  return state;
}

/** The 2-step code from the outbox, then back on the request, now the consent page. */
async function enterSignInCode(
  page: Page,
  request: APIRequestContext,
  user: User,
  inspect?: (name: string) => Promise<void>,
) {
  const { code } = await nextMessage(request, user.email, user.sent);
  if (!code) throw new Error('no code');
  if (inspect) await inspect('consent-otp');
  await enterCode(page, code);
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page).toHaveURL(/\/oauth-consent\?/);
  await expect(
    page.getByRole('heading', { name: 'Partner Example wants to access your OptWallet account' }),
  ).toBeVisible();
}

function pkce() {
  const verifier = randomBytes(32).toString('base64url');
  return { verifier, challenge: createHash('sha256').update(verifier).digest('base64url') };
}

function consentRequest(overrides: Record<string, string | null> = {}) {
  const query = new URLSearchParams({
    client_id: 'partner-example',
    redirect_uri: PARTNER_CALLBACK,
    scopes: 'profile:basic email',
    state: 'e2e-state',
    code_challenge: pkce().challenge,
    code_challenge_method: 'S256',
  });
  for (const [key, value] of Object.entries(overrides)) {
    if (value === null) query.delete(key);
    else query.set(key, value);
  }
  return `${CONSENT_URL}/oauth?${query.toString()}`;
}

async function exchange(request: APIRequestContext, code: string, verifier: string) {
  return request.post(`${API_URL}/api/oauth/token`, {
    headers: { 'X-App-Version': '1.0.3' },
    form: {
      grant_type: 'authorization_code',
      code,
      redirect_uri: PARTNER_CALLBACK,
      client_id: 'partner-example',
      code_verifier: verifier,
    },
  });
}

test('signed out at a partner: login with the code on the consent origin, Authorize, the partner shows the profile', async ({
  page,
  request,
  inspect,
}) => {
  const user = await createOnboardedUser(request, 'partner');
  const state = await startAtPartner(page, user, inspect);
  await enterSignInCode(page, request, user, inspect);

  // Who asks, whose account, which permissions in plain words.
  await expect(page.getByRole('region', { name: 'Signed in as' })).toContainText(
    `@${user.username}`,
  );
  await expect(page.getByRole('button', { name: 'Not you? Switch account' })).toBeVisible();
  await expect(page.getByRole('listitem')).toHaveText([
    'Sign you in with your OptWallet account',
    'Stay connected while you are away',
    'Read your basic profile',
    'Read your email address',
  ]);
  await expect(page.getByRole('link', { name: 'localhost:5175' })).toBeVisible();
  await inspect('consent');
  // At 390 px the account box shows every line whole: nothing cut to "Sig…".
  await page.setViewportSize({ width: 390, height: 844 });
  const account = page.getByRole('region', { name: 'Signed in as' });
  for (const line of await account.locator('strong, span').all()) {
    expect(await line.evaluate((el) => el.scrollWidth <= el.clientWidth + 1)).toBe(true);
  }
  await expect(account.getByText(`@${user.username}`)).toBeInViewport();
  await page.setViewportSize({ width: 1280, height: 800 });

  await page.getByRole('button', { name: 'Authorize' }).click();
  await expect(page).toHaveURL(new RegExp(`^${PARTNER_CALLBACK}\\?code=.+&state=${state}$`));
  const profile = page.getByTestId('partner-profile');
  await expect(profile).toContainText(`@${user.username}`);
  await expect(profile).toContainText(user.email);
  await inspect('partner-profile');
});

test('the partner example has an icon: the one its pages link, and the one browsers ask for', async ({
  page,
  request,
}) => {
  await page.goto(PARTNER_URL);
  const linked = await page.locator('link[rel="icon"]').getAttribute('href');
  expect(linked).toBe('/favicon.svg');
  for (const path of [linked, '/favicon.ico']) {
    const icon = await request.get(`${PARTNER_URL}${path}`);
    expect(icon.status(), path ?? '').toBe(200);
    expect(icon.headers()['content-type']).toBe('image/svg+xml');
  }
});

test('the second sign-in remembers the consent: the account and one click, then back signed in', async ({
  page,
  request,
  inspect,
}) => {
  const user = await createOnboardedUser(request, 'partneragain');
  await startAtPartner(page, user);
  await enterSignInCode(page, request, user);
  await page.getByRole('button', { name: 'Authorize' }).click();
  await expect(page.getByTestId('partner-profile')).toContainText(`@${user.username}`);

  await page.goto(PARTNER_URL);
  await page.getByRole('link', { name: 'Sign in with OptWallet' }).click();
  await expect(page.getByRole('heading', { name: 'Continue to Partner Example' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Signed in as' })).toContainText(
    `@${user.username}`,
  );
  await expect(page.getByRole('button', { name: 'Authorize' })).toHaveCount(0);
  await inspect('consent-remembered');
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByTestId('partner-profile')).toContainText(user.email);
  // The partner refreshes its tokens and signs out by revoking them.
  await page.getByRole('link', { name: 'Refresh tokens' }).click();
  await expect(page.getByRole('status')).toHaveText('Tokens refreshed.');
  await page.getByRole('link', { name: 'Sign out' }).click();
  await expect(page.getByRole('heading', { name: 'Signed out' })).toBeVisible();
});

test('Deny sends the partner access_denied with the state it started with', async ({
  page,
  request,
}) => {
  const user = await createOnboardedUser(request, 'partnerdeny');
  const state = await startAtPartner(page, user);
  await enterSignInCode(page, request, user);

  await page.getByRole('button', { name: 'Deny' }).click();
  await expect(page).toHaveURL(
    new RegExp(`^${PARTNER_CALLBACK}\\?error=access_denied&state=${state}$`),
  );
  await expect(page.getByTestId('partner-error')).toHaveText('access_denied');
  await expect(page.getByTestId('partner-state')).toHaveText(state);
});

test('a tampered redirect_uri, an unknown client_id, a missing state or no client at all stay on our origin', async ({
  page,
  request,
  inspect,
}) => {
  const user = await createOnboardedUser(request, 'partnerbad');
  await startAtPartner(page, user);
  await enterSignInCode(page, request, user);
  const partnerRequests: string[] = [];
  page.on('request', (r) => {
    if (r.url().startsWith(PARTNER_URL) || r.url().startsWith('https://evil.example'))
      partnerRequests.push(r.url());
  });

  const refused = page.getByRole('heading', { name: 'We can’t continue with this request' });
  await page.goto(consentRequest({ redirect_uri: 'https://evil.example/callback' }));
  await expect(refused).toBeVisible();
  await expect(page.getByRole('alert')).toContainText(
    'redirect_uri is not registered for this client',
  );
  await expect(page.getByRole('button', { name: 'Authorize' })).toHaveCount(0);
  await inspect('consent-refused');

  await page.goto(consentRequest({ redirect_uri: `${PARTNER_CALLBACK}/../evil` }));
  await expect(refused).toBeVisible();

  await page.goto(consentRequest({ client_id: 'no-such-partner' }));
  await expect(refused).toBeVisible();
  await expect(page.getByRole('alert')).toContainText('Unknown client');

  await page.goto(consentRequest({ scopes: 'profile:basic admin' }));
  await expect(refused).toBeVisible();
  await expect(page.getByRole('alert')).toContainText('admin');

  await page.goto(consentRequest({ state: null }));
  await expect(refused).toBeVisible();
  await expect(page.getByRole('alert')).toContainText('no state');

  // No client or return address: signed in, product §2's "go to /", here the Connected apps page.
  await page.goto(`${CONSENT_URL}/oauth?scopes=email`);
  await expect(page).toHaveURL(`${CONSENT_URL}/connected-apps`);
  await expect(page.getByRole('heading', { name: 'Connected apps' })).toBeVisible();
  await inspect('consent-without-request');

  expect(new URL(page.url()).origin).toBe(CONSENT_URL);
  expect(partnerRequests).toEqual([]);
});

test('a code works once and only with its PKCE verifier; the partner refuses an answer without its state', async ({
  page,
  request,
}) => {
  const user = await createOnboardedUser(request, 'partnercode');
  await startAtPartner(page, user);
  await enterSignInCode(page, request, user);

  // Hold the partner's callback to read the code before the partner spends it.
  let callback = '';
  const isCallback = (url: URL) => url.href.startsWith(`${PARTNER_CALLBACK}?`);
  await page.route(isCallback, async (route) => {
    callback = route.request().url();
    await route.fulfill({
      status: 200,
      contentType: 'text/html',
      body: '<title>held</title><main>held</main>',
    });
  });
  await page.getByRole('button', { name: 'Authorize' }).click();
  await expect.poll(() => callback).not.toBe('');
  const code = new URL(callback).searchParams.get('code') ?? '';

  const wrongVerifier = await exchange(request, code, pkce().verifier);
  expect(wrongVerifier.status()).toBe(400);
  // RFC 6749 §5.2, the shape OAuth client libraries read.
  expect(await wrongVerifier.json()).toEqual({
    error: 'invalid_grant',
    error_description: 'PKCE verification failed',
  });
  expect(wrongVerifier.headers()['cache-control']).toBe('no-store');

  // The real partner, with its verifier, still gets in: a wrong guess does not burn the code.
  await page.unroute(isCallback);
  await page.goto(callback);
  await expect(page.getByTestId('partner-profile')).toContainText(`@${user.username}`);

  const replayed = await exchange(request, code, pkce().verifier);
  expect(replayed.status()).toBe(400);
  expect(await replayed.json()).toMatchObject({ error: 'invalid_grant' });
  // The same callback again at the partner: its state was used up, so it refuses.
  await page.goto(callback);
  await expect(page.getByRole('heading', { name: 'Unknown sign-in' })).toBeVisible();
  // And an answer that carries no state at all.
  await page.goto(`${PARTNER_CALLBACK}?code=${encodeURIComponent(code)}`);
  await expect(page.getByRole('heading', { name: 'Unknown sign-in' })).toBeVisible();
});

test('revoking the partner under Connected apps makes its token useless', async ({
  page,
  request,
  inspect,
}) => {
  const user = await createOnboardedUser(request, 'partnerrevoke');
  await startAtPartner(page, user);
  await enterSignInCode(page, request, user);
  await page.getByRole('button', { name: 'Authorize' }).click();
  await expect(page.getByTestId('partner-profile')).toContainText(`@${user.username}`);
  await page.getByRole('link', { name: 'Load my profile again' }).click();
  await expect(page.getByTestId('partner-profile')).toContainText(user.email);

  await page.goto(`${CONSENT_URL}/connected-apps`);
  const app = page.getByRole('listitem', { name: 'Partner Example' });
  await expect(app).toContainText('Read your basic profile');
  await expect(app).toContainText('Read your email address');
  await inspect('connected-apps');

  await app.getByRole('button', { name: 'Revoke' }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Revoke access for Partner Example?' });
  await expect(dialog).toBeVisible();
  await inspect('connected-apps-revoke');
  await dialog.getByRole('button', { name: 'Revoke access' }).click();
  await expect(page.getByText('No connected apps')).toBeVisible();
  await inspect('connected-apps-empty');

  await page.goto(`${PARTNER_URL}/me`);
  await expect(page.getByRole('heading', { name: 'OptWallet refused the token' })).toBeVisible();
  // RFC 6750: the userinfo endpoint's challenge, as openid-client reports it.
  await expect(page.getByTestId('partner-error')).toContainText('invalid_token');
});

test('switch account signs out on the consent page and brings the same request back to the login', async ({
  page,
  request,
}) => {
  const user = await createOnboardedUser(request, 'partnerswitch');
  const state = await startAtPartner(page, user);
  await enterSignInCode(page, request, user);
  const copied = await storedTokens(page);
  await page.getByRole('button', { name: 'Not you? Switch account' }).click();
  await expect(page.getByRole('heading', { name: 'Sign in to OptWallet' })).toBeVisible();
  // Signing out on the consent origin ends that session on the server too.
  await expect.poll(() => tokensHonoured(request, copied)).toEqual({ user: 401, refresh: 401 });
  expect(new URL(page.url()).pathname).toBe('/oauth');
  expect(new URL(page.url()).searchParams.get('state')).toBe(state);
});

test('a magic link asked for on the consent origin lands there and returns to the request', async ({
  page,
  request,
  inspect,
}) => {
  const user = await createOnboardedUser(request, 'partnermagic');
  await page.goto(PARTNER_URL);
  await page.getByRole('link', { name: 'Sign in with OptWallet' }).click();
  await page.getByLabel('Email or phone number').fill(user.email);
  await page.getByRole('button', { name: 'Email me a sign-in link' }).click();
  await expect(page.getByRole('status')).toContainText(`We sent a sign-in link to ${user.email}`);
  await inspect('consent-magic-sent');

  const { link } = await nextMessage(request, user.email, user.sent);
  if (!link) throw new Error('no link');
  expect(new URL(link).origin).toBe(CONSENT_URL);
  expect(new URL(link).pathname).toBe('/magicLogin');
  await page.goto(link);
  await expect(
    page.getByRole('heading', { name: 'Partner Example wants to access your OptWallet account' }),
  ).toBeVisible();
  await page.getByRole('button', { name: 'Authorize' }).click();
  await expect(page.getByTestId('partner-profile')).toContainText(`@${user.username}`);
});

/** Signs in to the wallet app (its own origin) with the password and the 2-step code. */
async function signInToWallet(page: Page, request: APIRequestContext, user: User) {
  await signInWithCode(
    page,
    async () => (await nextMessage(request, user.email, user.sent)).code,
    user.email,
    user.password,
  );
  await expect(page).toHaveURL(/\/setup-wallet$/);
}

test('signed in to the wallet app: the consent app offers “Continue as”, one tap and then the consent', async ({
  page,
  request,
  inspect,
}) => {
  const user = await createOnboardedUser(request, 'partneronetap');
  await signInToWallet(page, request, user);
  const sent = (await outbox(request, user.email)).length;

  await page.goto(PARTNER_URL);
  await page.getByRole('link', { name: 'Sign in with OptWallet' }).click();
  await expect(page).toHaveURL(new RegExp(`^${CONSENT_URL}/oauth\\?`));
  const account = page.getByRole('region', { name: 'Signed in to OptWallet in this browser' });
  await expect(account).toContainText('Erin Test');
  await expect(account).toContainText(`@${user.username}`);
  await expect(page.getByRole('button', { name: 'Use another account' })).toBeVisible();
  await inspect('consent-continue-as');
  await page.getByRole('button', { name: 'Continue as Erin Test' }).click();

  await expect(
    page.getByRole('heading', { name: 'Partner Example wants to access your OptWallet account' }),
  ).toBeVisible();
  await expect(page.getByRole('region', { name: 'Signed in as' })).toContainText(
    `@${user.username}`,
  );
  await page.getByRole('button', { name: 'Authorize' }).click();
  await expect(page.getByTestId('partner-profile')).toContainText(`@${user.username}`);
  // No password, no mailed code.
  expect((await outbox(request, user.email)).length).toBe(sent);
});

test('“Use another account” shows the sign-in; a request asking for a new sign-in (prompt=login) offers no “Continue as”', async ({
  page,
  request,
}) => {
  const user = await createOnboardedUser(request, 'partnerother');
  await signInToWallet(page, request, user);

  await page.goto(consentRequest());
  await page.getByRole('button', { name: 'Use another account' }).click();
  await expect(page.getByRole('heading', { name: 'Sign in to OptWallet' })).toBeVisible();
  await expect(page.getByLabel('Email or phone number')).toBeVisible();
  await expect(page.getByRole('button', { name: /^Continue as/ })).toHaveCount(0);

  await page.goto(consentRequest({ prompt: 'login' }));
  await expect(page.getByLabel('Email or phone number')).toBeVisible();
  await expect(page.getByRole('button', { name: /^Continue as/ })).toHaveCount(0);
  expect(new URL(page.url()).searchParams.get('prompt')).toBeNull();
});
