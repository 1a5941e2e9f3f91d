import { expect, test } from '../support/fixtures';
import { createOnboardedUser, nextMessage } from '../support/api';
import { enterCode } from '../support/pages';

const PARTNER = 'http://localhost:5175';
const CHALLENGE = 'E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM';

test('/oauth signed out shows the login screen, then comes back to the consent page', async ({
  page,
  request,
  inspect,
}) => {
  const user = await createOnboardedUser(request, 'oauth');
  // The partner app is not running here: answer its callback so the redirect can be seen.
  await page.route(`${PARTNER}/**`, (route) =>
    route.fulfill({ status: 200, contentType: 'text/html', body: '<title>partner</title>' }),
  );

  const query = new URLSearchParams({
    client_id: 'partner-example',
    redirect_uri: `${PARTNER}/callback`,
    scopes: 'profile:basic email',
    state: 'xyz',
    code_challenge: CHALLENGE,
    // RFC 7636: without a method the challenge is "plain"; the consent screen takes S256 only.
    code_challenge_method: 'S256',
  });
  await page.goto(`/oauth?${query.toString()}`);
  await expect(page.getByRole('heading', { name: 'Sign in to OptWallet' })).toBeVisible();
  await page.getByLabel('Email or phone number').fill(user.email);
  await page.getByLabel('Password', { exact: true }).fill(user.password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page).toHaveURL(/\/verify-otp$/);
  const { code } = await nextMessage(request, user.email, user.sent);
  if (!code) throw new Error('no code');
  await enterCode(page, code);
  await page.getByRole('button', { name: 'Verify' }).click();

  await expect(page).toHaveURL(/\/oauth-consent\?/);
  // The consent screen of the standalone consent app, on the wallet app's origin.
  await expect(
    page.getByRole('heading', { name: 'Partner Example wants to access your OptWallet account' }),
  ).toBeVisible();
  await expect(page.getByRole('region', { name: 'Signed in as' })).toContainText(
    `@${user.username}`,
  );
  await expect(page.getByRole('button', { name: 'Deny' })).toBeVisible();
  await inspect('oauth-consent');
  await page.getByRole('button', { name: 'Authorize' }).click();
  await expect(page).toHaveURL(new RegExp(`^${PARTNER}/callback\\?code=.+&state=xyz`));
});

test('/oauth signed in without client_id and redirect_uri goes home', async ({ page, request }) => {
  const user = await createOnboardedUser(request, 'oauthhome');
  await page.goto('/login');
  await page.getByLabel('Email or phone number').fill(user.email);
  await page.getByLabel('Password', { exact: true }).fill(user.password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  const { code } = await nextMessage(request, user.email, user.sent);
  if (!code) throw new Error('no code');
  await enterCode(page, code);
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page).toHaveURL(/\/setup-wallet$/);
  await page.goto('/oauth');
  await expect(page).toHaveURL(/\/setup-wallet$/);
});
