import { expect, test } from '../support/fixtures';
import { createUserWithWallet, outbox } from '../support/api';
import { addVirtualAuthenticator } from '../support/passkeys';
import { logoutThroughSidebar, openSignedIn } from '../support/pages';
import { WEB_PORT } from '../support/servers';

/*
 * Passkeys in Chromium's own WebAuthn stack, with its virtual authenticator (CDP) standing in for
 * Touch ID: added on the Permissions page, then used to sign in from /login with no password and
 * no mailed code. Browsers allow WebAuthn on http only under localhost, so this journey opens the
 * app as http://localhost (the API takes each loopback name of the app as its relying party).
 */
test.use({ baseURL: `http://localhost:${WEB_PORT}` });

test('a passkey added on the Permissions page signs in from /login by autofill and by its button, with no password and no code', async ({
  page,
  request,
  inspect,
}) => {
  const user = await createUserWithWallet(request, 'passkey');
  await addVirtualAuthenticator(page);
  await openSignedIn(page, user.tokens, '/permissions');

  const passkeys = page.getByRole('region', { name: 'Passkeys' });
  await expect(passkeys.getByText('No passkeys yet.')).toBeVisible();
  // The name is asked before the browser's prompt.
  await passkeys.getByRole('button', { name: 'Add a passkey' }).click();
  await expect(passkeys.getByText('Please give the passkey a name')).toBeVisible();
  await passkeys.getByLabel('Passkey name').fill('Chromium Touch ID');
  await passkeys.getByRole('button', { name: 'Add a passkey' }).click();
  const item = passkeys.getByRole('listitem').filter({ hasText: 'Chromium Touch ID' });
  await expect(item).toContainText('never used');
  await inspect('permissions-passkeys');

  // Conditional UI: /login asks for the passkeys behind the email field's autofill once it is
  // idle; Chromium's virtual authenticator answers at once (a person picks it in the dropdown).
  await logoutThroughSidebar(page);
  const mailsBefore = (await outbox(request, user.email)).length;
  await expect(page).not.toHaveURL(/\/(login|verify-otp)/, { timeout: 30_000 });
  await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();

  await page.goto('/permissions');
  await expect(
    page.getByRole('region', { name: 'Passkeys' }).getByRole('listitem').first(),
  ).toContainText('last used');
  await inspect('permissions-passkey-used');

  // A browser without passkeys in autofill: the button is the way, a full sign-in too.
  await page.addInitScript(() => {
    PublicKeyCredential.isConditionalMediationAvailable = () => Promise.resolve(false);
  });
  await page.reload();
  await expect(page.getByRole('region', { name: 'Passkeys' })).toBeVisible();
  await logoutThroughSidebar(page);
  await expect(page.getByLabel('Email or phone number')).toHaveAttribute(
    'autocomplete',
    'username webauthn',
  );
  await inspect('login-with-passkey');
  await page.getByRole('button', { name: 'Sign in with a passkey' }).click();
  await expect(page).not.toHaveURL(/\/(login|verify-otp)/, { timeout: 30_000 });
  await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
  expect((await outbox(request, user.email)).length, 'no code was mailed').toBe(mailsBefore);
});
