import { STORAGE_KEYS } from '@optwallet/domain';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { page } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import {
  clearPendingSignIn,
  keepCodeRequest,
  readPendingSignIn,
  savePendingSignIn,
} from '../../lib/pending-sign-in';
import { memoryRouter, serve, testSession } from '../../test/support';
import { VerifyOtpScreen } from './verify-otp-screen';

const pending = { identifier: 'ana@example.com', type: 'email' as const, returnTo: '/oauth?x=1' };
const TOKENS = { access_token: 'a.b.c', refresh_token: 'r', expires_in: 900 };

function renderAt(path = '/verify-otp') {
  const router = memoryRouter(path);
  return { router, screen: render(router.wrap(<VerifyOtpScreen session={testSession} />)) };
}

async function enterCode(code: string) {
  for (const [index, digit] of [...code].entries())
    await page.getByLabelText(`Digit ${index + 1} of 6`).fill(digit);
}

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  testSession.sync();
});
afterEach(() => {
  clearPendingSignIn();
  vi.restoreAllMocks();
});

describe('the 2-step code screen', () => {
  it('without a sign-in in this tab, goes to the sign-in', async () => {
    const { router } = renderAt();
    await expect.poll(() => router.pathname).toBe('/login');
  });

  it('signs in with the code and goes where the sign-in was going, remembering the device', async () => {
    savePendingSignIn(pending);
    const calls = serve({
      'POST /authCodeLogin': Response.json({ ...TOKENS, remember_token: 'trusted' }),
    });
    const { router } = renderAt();
    await enterCode('123456');
    await page.getByText('Remember this device for 30 days').click();
    await page.getByRole('button', { name: 'Verify' }).click();
    await expect.poll(() => `${router.pathname}${router.search}`).toBe('/oauth?x=1');
    expect(testSession.isSignedIn()).toBe(true);
    expect(calls[0]?.body).toMatchObject({
      identifier: 'ana@example.com',
      authCode: '123456',
      remember_me: true,
    });
    expect(localStorage.getItem(STORAGE_KEYS.rememberTokens)).toContain('trusted');
    expect(readPendingSignIn()).toBeNull();
  });

  it('says a refused code under the boxes and stays', async () => {
    savePendingSignIn(pending);
    serve({
      'POST /authCodeLogin': Response.json({ message: 'Invalid Auth Code' }, { status: 401 }),
    });
    const { router } = renderAt();
    await enterCode('000000');
    await page.getByRole('button', { name: 'Verify' }).click();
    await expect
      .element(
        page.getByText('That code is not right. Check the latest mail or text and try again.'),
      )
      .toBeVisible();
    expect(page.getByText('Invalid Auth Code').elements()).toHaveLength(0);
    expect(router.pathname).toBe('/verify-otp');
    expect(testSession.isSignedIn()).toBe(false);
  });

  it('sends a new code with the same sign-in request, then pauses the button', async () => {
    savePendingSignIn(pending);
    const request = vi.fn(() => Promise.resolve());
    keepCodeRequest(request);
    renderAt();
    await page.getByRole('button', { name: 'Resend code' }).click();
    await expect
      .element(page.getByRole('status'))
      .toHaveTextContent('We sent a new code to ana@example.com.');
    expect(request).toHaveBeenCalledOnce();
    await expect.element(page.getByRole('button', { name: /Resend code in \d+ s/ })).toBeDisabled();
  });

  it('waits as long as the server’s Retry-After says when it refuses a resend', async () => {
    savePendingSignIn(pending);
    serve({
      'POST /login': new Response(JSON.stringify({ message: 'Too many attempts.' }), {
        status: 429,
        headers: { 'Content-Type': 'application/json', 'Retry-After': '90' },
      }),
    });
    keepCodeRequest(async () =>
      (await testSession.loadApi()).auth.login({
        type: 'email',
        identifier: 'ana@example.com',
        password: 'x',
      }),
    );
    renderAt();
    await page.getByRole('button', { name: 'Resend code' }).click();
    await expect.element(page.getByRole('alert')).toHaveTextContent('Too many attempts.');
    await expect
      .element(page.getByRole('button', { name: /Resend code in (90|89) s/ }))
      .toBeDisabled();
  });

  it('after a reload (no password in memory), offers to sign in again for a new code', async () => {
    savePendingSignIn(pending);
    renderAt();
    await expect
      .element(page.getByRole('link', { name: 'No code? Sign in again to get a new one' }))
      .toHaveAttribute('href', '/login?next=%2Foauth%3Fx%3D1');
  });
});
