import { RECAPTCHA_V2_REQUIRED, STORAGE_KEYS } from '@optwallet/domain';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { page } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { webEnv as env } from '../../config/env';
import type { LogoutOptions } from '../../lib/app-session';
import { memoryRouter, testSession } from '../../test/support';
import { LoginScreen } from './login-screen';

/** The sign-in as wallet-web's /login shows it, at `path`, coming back to `returnTo`. */
function LoginRoute({ returnTo = '/' }: { returnTo?: string }) {
  return (
    <LoginScreen
      session={testSession}
      returnTo={returnTo}
      subtitle="Welcome back."
      signUpHref="/signup"
      forgotPasswordHref="/forgot-password"
    />
  );
}

/** Signed in, then signed out by the app for a reason; the login screen is what they see next. */
function signOutFor(reason: LogoutOptions) {
  localStorage.setItem(STORAGE_KEYS.accessToken, 'token');
  localStorage.setItem(STORAGE_KEYS.refreshToken, 'refresh');
  localStorage.setItem(STORAGE_KEYS.rememberTokens, JSON.stringify({ 'ana@example.com': 'rt' }));
  localStorage.setItem('some.other.item', 'x');
  testSession.sync();
  testSession.logout(reason);
}

const renderLogin = () => render(memoryRouter('/login').wrap(<LoginRoute />));

describe('the sign-in after the app signed the user out (spec §4/§8)', () => {
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

describe('the sign-in requests (spec §7 fields)', () => {
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

  const renderAt = (path: string, returnTo?: string) =>
    render(memoryRouter(path).wrap(<LoginRoute returnTo={returnTo} />));

  it('a magic link asks to land on /magicLogin, carrying the deep link; no reCAPTCHA without a key', async () => {
    await renderAt('/login?next=%2Fsettings', '/settings');
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
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    const logins = () => sent.filter((call) => call.path === '/api/login');
    await expect.poll(() => logins().length).toBe(1);
    expect(logins()[0]?.body).toMatchObject({
      redirect_url: `${window.location.origin}/magicLogin`,
    });
    expect(logins()[0]?.body).not.toHaveProperty('recaptcha_token');
  });
});

describe('the sign-in with both reCAPTCHA keys: the v2 checkbox after a low v3 score', () => {
  const sent: Record<string, unknown>[] = [];
  const rendered: string[] = [];
  beforeEach(() => {
    localStorage.clear();
    sent.length = 0;
    rendered.length = 0;
    env.VITE_RECAPTCHA_SITE_KEY = 'v3-key';
    env.VITE_RECAPTCHA_V2_SITE_KEY = 'v2-key';
    // A fake Google (the page never reaches it): v3 answers 'v3-token'; the checkbox is a button
    // that hands over 'v2-token'.
    const grecaptcha = {
      ready: (callback: () => void) => callback(),
      execute: () => Promise.resolve('v3-token'),
      render: (box: HTMLElement, params: { sitekey: string; callback: (t: string) => void }) => {
        rendered.push(params.sitekey);
        const tick = document.createElement('button');
        tick.type = 'button';
        tick.textContent = "I'm not a robot";
        tick.onclick = () => params.callback('v2-token');
        box.append(tick);
        return 0;
      },
    };
    vi.spyOn(document.head, 'append').mockImplementation((node) => {
      (window as { grecaptcha?: unknown }).grecaptcha = grecaptcha;
      queueMicrotask(() => void (node as HTMLScriptElement).onload?.(new Event('load')));
    });
    // The API: a v3 token scores too low, a v2 token passes.
    vi.spyOn(globalThis, 'fetch').mockImplementation(async (input) => {
      const body = (await (input as Request).clone().json()) as Record<string, unknown>;
      sent.push(body);
      if (body.recaptcha_version === 'v3') {
        return Response.json(
          { message: RECAPTCHA_V2_REQUIRED, errors: { recaptcha_token: [RECAPTCHA_V2_REQUIRED] } },
          { status: 422 },
        );
      }
      return Response.json({ message: 'sent', two_factor: true, type: 'email', identifier: 'x' });
    });
  });
  afterEach(() => {
    env.VITE_RECAPTCHA_SITE_KEY = '';
    env.VITE_RECAPTCHA_V2_SITE_KEY = '';
    vi.restoreAllMocks();
  });

  it('shows the checkbox when the API asks; ticking it signs in again with the v2 token', async () => {
    await render(memoryRouter('/login').wrap(<LoginRoute />));
    await page.getByLabelText('Email or phone number').fill('ana@example.com');
    await page.getByRole('textbox', { name: 'Password' }).fill('Secret#pass1');
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();

    await expect.element(page.getByText(RECAPTCHA_V2_REQUIRED)).toBeVisible();
    await page.getByRole('button', { name: "I'm not a robot" }).click();

    await expect.poll(() => sent.length).toBe(2);
    expect(rendered).toEqual(['v2-key']);
    expect(
      sent.map(({ recaptcha_version, recaptcha_token }) => [recaptcha_version, recaptcha_token]),
    ).toEqual([
      ['v3', 'v3-token'],
      ['v2', 'v2-token'],
    ]);
    expect(sent[1]).toMatchObject({ identifier: 'ana@example.com', password: 'Secret#pass1' });
  });

  it('the magic link asks again the same way', async () => {
    await render(memoryRouter('/login').wrap(<LoginRoute />));
    await page.getByLabelText('Email or phone number').fill('ana@example.com');
    await page.getByRole('button', { name: 'Email me a sign-in link' }).click();
    await page.getByRole('button', { name: "I'm not a robot" }).click();

    await expect.element(page.getByRole('button', { name: 'Resend link' })).toBeVisible();
    expect(sent.map((body) => body.recaptcha_version)).toEqual(['v3', 'v2']);
    expect(sent[1]).toMatchObject({ identifier: 'ana@example.com', recaptcha_token: 'v2-token' });
  });
});

describe('the sign-in when the server refuses something the form does not show (issue 26)', () => {
  const refused = { message: 'redirect_url must point at the OptWallet web app' };
  beforeEach(() => {
    localStorage.clear();
    // What the API said to an app opened under an origin it does not take: a 422 on redirect_url.
    vi.spyOn(globalThis, 'fetch').mockImplementation(() =>
      Promise.resolve(
        Response.json({ ...refused, errors: { redirect_url: [refused.message] } }, { status: 422 }),
      ),
    );
  });
  afterEach(() => vi.restoreAllMocks());

  const renderLoginHere = () => render(memoryRouter('/login').wrap(<LoginRoute />));

  it('a password sign-in says Something Went Wrong! on the form and gives the form back', async () => {
    await renderLoginHere();
    await page.getByLabelText('Email or phone number').fill('ana@example.com');
    await page.getByRole('textbox', { name: 'Password' }).fill('Secret#pass1');
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await expect.element(page.getByRole('alert')).toHaveTextContent('Something Went Wrong!');
    expect(page.getByText(refused.message).elements()).toHaveLength(0);
    await expect.element(page.getByRole('button', { name: 'Sign in', exact: true })).toBeEnabled();
    await expect.element(page.getByLabelText('Email or phone number')).toBeEnabled();
  });

  it('a magic link says it too, and can be asked for again', async () => {
    await renderLoginHere();
    await page.getByLabelText('Email or phone number').fill('ana@example.com');
    await page.getByRole('button', { name: 'Email me a sign-in link' }).click();
    await expect.element(page.getByRole('alert')).toHaveTextContent('Something Went Wrong!');
    await expect
      .element(page.getByRole('button', { name: 'Email me a sign-in link' }))
      .toBeEnabled();
  });
});

describe('the sign-in with a wrong password (issue 44)', () => {
  const wrong = 'These credentials do not match our records.';
  beforeEach(() => {
    localStorage.clear();
    // The API pins the mismatch on the identifier, as Laravel does.
    vi.spyOn(globalThis, 'fetch').mockImplementation(() =>
      Promise.resolve(
        Response.json({ message: wrong, errors: { identifier: [wrong] } }, { status: 422 }),
      ),
    );
  });
  afterEach(() => vi.restoreAllMocks());

  it('says it for the form, above the button, and marks neither the email nor the password wrong', async () => {
    await render(memoryRouter('/login').wrap(<LoginRoute />));
    await page.getByLabelText('Email or phone number').fill('ana@example.com');
    await page.getByRole('textbox', { name: 'Password' }).fill('Wrong#pass1');
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await expect.element(page.getByRole('alert')).toHaveTextContent(wrong);
    await expect
      .element(page.getByLabelText('Email or phone number'))
      .not.toHaveAttribute('aria-invalid');
    await expect
      .element(page.getByRole('textbox', { name: 'Password' }))
      .not.toHaveAttribute('aria-invalid');
    expect(page.getByText(wrong).elements()).toHaveLength(1);
  });
});
