import { Suspense } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { render } from 'vitest-browser-react';
import { memoryRouter } from '@optwallet/auth-web/testing';
import SignedOutApp from './signed-out-app';
import { readPendingSignIn } from '@optwallet/auth-web';

function renderAt(path: string) {
  const router = memoryRouter(path);
  return {
    router,
    screen: render(<Suspense fallback={null}>{router.wrap(<SignedOutApp />)}</Suspense>),
  };
}

/** Every call answers as /login does when the 2-step code was sent. */
function answerEveryCallWithTwoFactor() {
  return vi.spyOn(globalThis, 'fetch').mockImplementation(() =>
    Promise.resolve(
      new Response(
        JSON.stringify({
          two_factor: true,
          type: 'email',
          identifier: 'ana@example.com',
          message: 'Code sent',
        }),
        { status: 200, headers: { 'Content-Type': 'application/json' } },
      ),
    ),
  );
}

describe('signed-out routes', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it.each(['/', '/somewhere-unknown', '/dashboard'])(
    '%s leads to the login screen',
    async (path) => {
      const { router, screen } = renderAt(path);
      await expect
        .element((await screen).getByRole('heading', { name: 'Sign in to OptWallet' }))
        .toBeVisible();
      expect(router.pathname).toBe('/login');
    },
  );

  it('a signed-in screen opened signed out leads to /login, and sign-in returns to it', async () => {
    answerEveryCallWithTwoFactor();
    const { router, screen } = renderAt('/my-assets/optchain-1/OPT');
    const s = await screen;
    await expect.element(s.getByRole('heading', { name: 'Sign in to OptWallet' })).toBeVisible();
    expect(router.pathname).toBe('/login');
    expect(router.search).toBe('?next=%2Fmy-assets%2Foptchain-1%2FOPT');
    await s.getByLabelText('Email or phone number').fill('ana@example.com');
    await s.getByLabelText('Password', { exact: true }).fill('Secret-pass-1');
    await s.getByRole('button', { name: 'Sign in', exact: true }).click();
    await expect.poll(() => router.pathname).toBe('/verify-otp');
    expect(readPendingSignIn()?.returnTo).toBe('/my-assets/optchain-1/OPT');
  });

  it('/verify-otp resends the code by asking again as the sign-in did, then pauses the button', async () => {
    const fetchMock = answerEveryCallWithTwoFactor();
    const { router, screen } = renderAt('/login');
    const s = await screen;
    await s.getByLabelText('Email or phone number').fill('ana@example.com');
    await s.getByLabelText('Password', { exact: true }).fill('Secret-pass-1');
    await s.getByRole('button', { name: 'Sign in', exact: true }).click();
    await expect.poll(() => router.pathname).toBe('/verify-otp');
    await s.getByRole('button', { name: 'Resend code' }).click();
    await expect.element(s.getByRole('button', { name: /Resend code in \d+ s/ })).toBeDisabled();
    const logins = fetchMock.mock.calls.filter(([input]) =>
      String(input instanceof Request ? input.url : input).endsWith('/login'),
    );
    expect(logins).toHaveLength(2);
  });

  it('/c/{code} leads to the login, which returns there; its sign-up link keeps the referral code', async () => {
    answerEveryCallWithTwoFactor();
    const { router, screen } = renderAt('/c/ana_w');
    const s = await screen;
    await expect.element(s.getByText('Invited by ana_w.', { exact: false })).toBeVisible();
    expect(router.pathname).toBe('/login');
    expect(router.search).toBe('?next=%2Fc%2Fana_w');
    // Signing in goes on to the inviter's profile (through the code step).
    await s.getByLabelText('Email or phone number').fill('ana@example.com');
    await s.getByLabelText('Password', { exact: true }).fill('Secret-pass-1');
    await s.getByRole('button', { name: 'Sign in', exact: true }).click();
    await expect.poll(() => router.pathname).toBe('/verify-otp');
    expect(readPendingSignIn()?.returnTo).toBe('/c/ana_w');
  });

  it('from /c/{code}, "Create an account" signs up with that referral code', async () => {
    const { router, screen } = renderAt('/c/ana_w');
    const s = await screen;
    await s.getByRole('link', { name: 'Create an account' }).click();
    await expect.element(s.getByText('Invited by ana_w')).toBeVisible();
    expect(router.pathname).toBe('/signup');
    expect(router.search).toBe('?referral=ana_w');
  });

  it('/oauth shows the login screen while signed out', async () => {
    const { router, screen } = renderAt(
      '/oauth?client_id=x&redirect_uri=https://partner.example/cb',
    );
    await expect
      .element((await screen).getByRole('heading', { name: 'Sign in to OptWallet' }))
      .toBeVisible();
    expect(router.pathname).toBe('/oauth');
  });

  it('/404 says Page Not Found with Go Home', async () => {
    const { screen } = renderAt('/404');
    const s = await screen;
    await expect.element(s.getByRole('heading', { name: 'Page Not Found' })).toBeVisible();
    await expect.element(s.getByRole('button', { name: 'Go Home' })).toBeVisible();
  });

  it.each([
    [
      '/404?from=/my-assets/nochain/NOPE',
      'Page Not Found',
      'No route matches URL "/my-assets/nochain/NOPE"',
    ],
    ['/404?status=403', 'Forbidden', null],
    ['/404?status=405', 'Method Not Allowed', null],
  ])('%s says the router default of spec §8', async (path, title, detail) => {
    const { screen } = renderAt(path);
    const s = await screen;
    await expect.element(s.getByRole('heading', { name: title })).toBeVisible();
    if (detail) await expect.element(s.getByText(detail)).toBeVisible();
    await expect.element(s.getByRole('button', { name: 'Go Home' })).toBeVisible();
  });

  it('the login form shows the catalogue messages and sends nothing when empty', async () => {
    const fetchMock = answerEveryCallWithTwoFactor();
    const { router, screen } = renderAt('/login');
    const s = await screen;
    await s.getByRole('button', { name: 'Sign in', exact: true }).click();
    await expect.element(s.getByText('Email or phone number is required')).toBeVisible();
    await expect.element(s.getByText('Password is required')).toBeVisible();
    // The magic link needs the identifier alone, and refuses without it too.
    await s.getByRole('button', { name: 'Email me a sign-in link' }).click();
    await expect.element(s.getByText('Email or phone number is required')).toBeVisible();
    // Long enough for a request the form would have sent to have gone out. The passkey autofill
    // challenge the screen asks for after 500 ms is not the form's: a loaded machine reaches it.
    await new Promise((resolve) => setTimeout(resolve, 300));
    const sent = fetchMock.mock.calls.map(([input]) => new URL(new Request(input).url).pathname);
    expect(sent.filter((path) => path !== '/api/passkeyLogin/options')).toEqual([]);
    expect(router.pathname).toBe('/login');
  });

  it('forgot password: a 422 on a field the form does not show says Something Went Wrong! and gives the form back', async () => {
    vi.spyOn(globalThis, 'fetch').mockImplementation(() =>
      Promise.resolve(
        Response.json(
          { message: 'x', errors: { redirect_url: ['redirect_url must point at the app'] } },
          { status: 422 },
        ),
      ),
    );
    const { screen } = renderAt('/forgot-password');
    const s = await screen;
    await s.getByLabelText('Email or phone number').fill('ana@example.com');
    await s.getByRole('button', { name: 'Send reset instructions' }).click();
    await expect.element(s.getByText('Something Went Wrong!')).toBeVisible();
    await expect.element(s.getByRole('button', { name: 'Send reset instructions' })).toBeEnabled();
  });

  it('/reset-password checks its token with React Query, which the signed-out set does not provide', async () => {
    vi.spyOn(globalThis, 'fetch').mockResolvedValue(
      new Response(JSON.stringify({ message: 'Invalid token' }), {
        status: 404,
        headers: { 'Content-Type': 'application/json' },
      }),
    );
    const { screen } = renderAt('/reset-password?token=expired');
    const s = await screen;
    await expect.element(s.getByRole('heading', { name: 'New password' })).toBeVisible();
    await expect
      .element(s.getByRole('alert'))
      .toHaveTextContent('This reset link is invalid or has expired.');
  });
});
