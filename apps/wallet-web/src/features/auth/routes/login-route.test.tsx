import { STORAGE_KEYS } from '@optwallet/domain';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { page } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { logout } from '../../../lib/session';
import { useAuthStore } from '../../../stores/auth-store';
import { memoryRouter } from '../../../test/router';
import { Component as LoginRoute } from './login-route';

/** Signed in, then signed out by the app for a reason; the login screen is what they see next. */
function signOutFor(reason: Parameters<typeof logout>[0]) {
  localStorage.setItem(STORAGE_KEYS.accessToken, 'token');
  localStorage.setItem(STORAGE_KEYS.refreshToken, 'refresh');
  localStorage.setItem(STORAGE_KEYS.rememberTokens, JSON.stringify({ 'ana@example.com': 'rt' }));
  localStorage.setItem('some.other.item', 'x');
  useAuthStore.getState().setLoggedIn(true);
  logout(reason);
}

const renderLogin = () => render(memoryRouter('/login').wrap(<LoginRoute />));

describe('/login after the app signed the user out (spec §4/§8)', () => {
  beforeEach(() => {
    localStorage.clear();
    sessionStorage.clear();
    // The server's logout call: answered, nothing else matters here.
    vi.spyOn(globalThis, 'fetch').mockResolvedValue(new Response('{}', { status: 200 }));
  });
  afterEach(() => vi.restoreAllMocks());

  it('says an inactivity logout, which kept the trusted-device token and cleared the rest', async () => {
    signOutFor({ clearAllStorage: true, reason: 'inactivity' });
    expect(localStorage.getItem(STORAGE_KEYS.rememberTokens)).toContain('rt');
    expect(localStorage.getItem('some.other.item')).toBeNull();
    expect(localStorage.getItem(STORAGE_KEYS.accessToken)).toBeNull();
    await renderLogin();
    await expect
      .element(page.getByRole('status'))
      .toHaveTextContent('You were signed out after a period of inactivity.');
  });

  it.each([
    ['expired', 'Your session expired. Please sign in again.'],
    ['invalid_refresh', 'Your session expired. Please sign in again.'],
    ['max_retries', 'Max retries exceeded. Please log in again.'],
  ] as const)('says why for %s, once', async (reason, text) => {
    signOutFor({ reason });
    const first = await renderLogin();
    await expect.element(page.getByRole('status')).toHaveTextContent(text);
    await first.unmount();
    await renderLogin();
    await expect.element(page.getByRole('heading', { name: 'Sign in to OptWallet' })).toBeVisible();
    expect(page.getByRole('status').elements()).toHaveLength(0);
  });

  it('says nothing after a logout the user chose', async () => {
    signOutFor({});
    await renderLogin();
    await expect.element(page.getByRole('heading', { name: 'Sign in to OptWallet' })).toBeVisible();
    expect(page.getByRole('status').elements()).toHaveLength(0);
  });
});

describe('/login requests (spec §7 fields)', () => {
  const sent: { path: string; body: Record<string, unknown> }[] = [];
  beforeEach(() => {
    localStorage.clear();
    sent.length = 0;
    vi.spyOn(globalThis, 'fetch').mockImplementation(async (input) => {
      const request = input as Request;
      sent.push({
        path: new URL(request.url).pathname,
        body: (await request.clone().json()) as Record<string, unknown>,
      });
      return Response.json({ message: 'sent', two_factor: true, type: 'email', identifier: 'x' });
    });
  });
  afterEach(() => vi.restoreAllMocks());

  const renderAt = (path: string) => render(memoryRouter(path).wrap(<LoginRoute />));

  it('a magic link asks to land on /magicLogin, carrying the deep link; no reCAPTCHA without a key', async () => {
    await renderAt('/login?next=%2Fsettings');
    await page.getByLabelText('Email or phone number').fill('ana@example.com');
    await page.getByRole('button', { name: 'Email me a sign-in link' }).click();
    await expect.element(page.getByRole('button', { name: 'Resend link' })).toBeVisible();
    expect(sent.filter((call) => call.path !== '/api/logout')).toEqual([
      {
        path: '/api/resendMagicLinkV1',
        body: {
          type: 'email',
          identifier: 'ana@example.com',
          redirect_url: `${window.location.origin}/magicLogin?next=%2Fsettings`,
          platform_type: 'payments',
        },
      },
    ]);
  });

  it('a password sign-in sends the same redirect_url', async () => {
    await renderAt('/login');
    await page.getByLabelText('Email or phone number').fill('ana@example.com');
    await page.getByRole('textbox', { name: 'Password' }).fill('Secret#pass1');
    await page.getByRole('button', { name: 'Sign in' }).click();
    const logins = () => sent.filter((call) => call.path === '/api/login');
    await expect.poll(() => logins().length).toBe(1);
    expect(logins()[0]?.body).toMatchObject({
      redirect_url: `${window.location.origin}/magicLogin`,
    });
    expect(logins()[0]?.body).not.toHaveProperty('recaptcha_token');
  });
});
