import { STORAGE_KEYS } from '@optwallet/domain';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { render } from 'vitest-browser-react';
import { memoryRouter } from '@optwallet/auth-web/testing';
import { App } from './app';
import { session } from '../lib/session';

/** An unsigned JWT issued now, the way the client reads `iat` (signature is the server's business). */
function freshToken() {
  const encode = (value: object) =>
    btoa(JSON.stringify(value)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');
  return `${encode({ alg: 'none' })}.${encode({ sub: 'u1', iat: Math.floor(Date.now() / 1000), platformType: 'payments' })}.sig`;
}

function signIn() {
  localStorage.setItem(STORAGE_KEYS.accessToken, freshToken());
  localStorage.setItem(STORAGE_KEYS.refreshToken, 'refresh');
  localStorage.setItem(STORAGE_KEYS.lastActivityTime, String(Date.now()));
  // As on a load of the app with that session stored.
  session.sync();
}

/** The app at `path` of an in-memory URL, and where it is now. */
async function open(path: string) {
  const router = memoryRouter(path);
  const screen = await render(router.wrap(<App />));
  return { screen, router };
}

const request = new URLSearchParams({
  client_id: 'partner-example',
  redirect_uri: 'http://localhost:5175/callback',
  scopes: 'profile:basic email',
  state: 'abc',
  code_challenge: 'E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM',
  code_challenge_method: 'S256',
});

/** GET /oauth/grants answers an empty list (the page's own states are tested with the journeys). */
function answerGrants() {
  vi.spyOn(globalThis, 'fetch').mockImplementation(() =>
    Promise.resolve(Response.json({ data: [] })),
  );
}

afterEach(() => {
  localStorage.clear();
  session.sync();
  vi.restoreAllMocks();
});

describe('/oauth', () => {
  it('signed out, shows the login on this origin with a magic-link option', async () => {
    const { screen } = await open(`/oauth?${request.toString()}`);
    await expect
      .element(screen.getByRole('heading', { name: 'Sign in to OptWallet' }))
      .toBeVisible();
    await expect
      .element(screen.getByRole('button', { name: 'Email me a sign-in link' }))
      .toBeVisible();
  });

  it('signed out, names the missing fields instead of calling the server', async () => {
    const { screen } = await open(`/oauth?${request.toString()}`);
    await screen.getByRole('button', { name: 'Sign in', exact: true }).click();
    await expect.element(screen.getByText('Password is required')).toBeVisible();
  });

  it('signed in without client_id or redirect_uri, goes to this app’s home: Connected apps', async () => {
    signIn();
    answerGrants();
    const { screen, router } = await open('/oauth?scopes=email');
    await expect.element(screen.getByRole('heading', { name: 'Connected apps' })).toBeVisible();
    expect(router.pathname).toBe('/connected-apps');
  });

  it('signed in with a request, goes to /oauth-consent carrying token, client, scopes and state', async () => {
    signIn();
    const { router } = await open(`/oauth?${request.toString()}`);
    await expect.poll(() => router.pathname).toBe('/oauth-consent');
    expect(router.search).toBe(`?${request.toString()}`);
    expect(router.state).toEqual({
      token: localStorage.getItem(STORAGE_KEYS.accessToken),
      client_id: 'partner-example',
      redirect_uri: 'http://localhost:5175/callback',
      scopes: 'profile:basic email',
      state: 'abc',
    });
  });
});

describe('the login when the server refuses what the form does not show (issue 26)', () => {
  const refusal = 'redirect_url must point at the OptWallet web app';
  function refuseRedirectUrl() {
    vi.spyOn(globalThis, 'fetch').mockImplementation(() =>
      Promise.resolve(
        Response.json({ message: refusal, errors: { redirect_url: [refusal] } }, { status: 422 }),
      ),
    );
  }

  it('a password sign-in says Something Went Wrong! and gives the form back', async () => {
    refuseRedirectUrl();
    const { screen } = await open(`/oauth?${request.toString()}`);
    await screen.getByLabelText('Email or phone number').fill('ana@example.com');
    await screen.getByLabelText('Password', { exact: true }).fill('Secret#pass1');
    await screen.getByRole('button', { name: 'Sign in', exact: true }).click();
    await expect.element(screen.getByRole('alert')).toHaveTextContent('Something Went Wrong!');
    expect(screen.getByText(refusal).elements()).toHaveLength(0);
    await expect
      .element(screen.getByRole('button', { name: 'Sign in', exact: true }))
      .toBeEnabled();
  });

  it('a magic link says it too', async () => {
    refuseRedirectUrl();
    const { screen } = await open(`/oauth?${request.toString()}`);
    await screen.getByLabelText('Email or phone number').fill('ana@example.com');
    await screen.getByRole('button', { name: 'Email me a sign-in link' }).click();
    await expect.element(screen.getByRole('alert')).toHaveTextContent('Something Went Wrong!');
    await expect
      .element(screen.getByRole('button', { name: 'Email me a sign-in link' }))
      .toBeEnabled();
  });
});

describe('the inactivity logout', () => {
  it('clears all of local storage but this device’s trusted-device tokens', () => {
    signIn();
    localStorage.setItem(STORAGE_KEYS.rememberTokens, JSON.stringify({ 'ana@example.com': 'rt' }));
    localStorage.setItem('some.other.item', 'x');
    vi.spyOn(globalThis, 'fetch').mockResolvedValue(Response.json({ message: 'ok' }));
    session.logout({ clearAllStorage: true });
    expect(localStorage.getItem(STORAGE_KEYS.rememberTokens)).toContain('rt');
    expect(localStorage.getItem('some.other.item')).toBeNull();
    expect(localStorage.getItem(STORAGE_KEYS.accessToken)).toBeNull();
  });
});

describe('/oauth-consent', () => {
  it('refuses a request without state on our page, without leaving the origin', async () => {
    signIn();
    const missing = new URLSearchParams(request);
    missing.delete('state');
    const { screen, router } = await open(`/oauth-consent?${missing.toString()}`);
    await expect
      .element(screen.getByRole('heading', { name: 'We can’t continue with this request' }))
      .toBeVisible();
    await expect.element(screen.getByRole('alert')).toHaveTextContent(/no state/);
    expect(router.pathname).toBe('/oauth-consent');
  });

  it('signed out, sends the same request to the login', async () => {
    const { screen, router } = await open(`/oauth-consent?${request.toString()}`);
    await expect
      .element(screen.getByRole('heading', { name: 'Sign in to OptWallet' }))
      .toBeVisible();
    expect(router.pathname).toBe('/oauth');
    expect(router.search).toBe(`?${request.toString()}`);
  });
});

describe('session rules (spec §4)', () => {
  it('logs out on load a token issued over 24 hours ago, back to the login', async () => {
    const encode = (value: object) => btoa(JSON.stringify(value)).replace(/=+$/, '');
    localStorage.setItem(
      STORAGE_KEYS.accessToken,
      `${encode({ alg: 'none' })}.${encode({ sub: 'u1', iat: Math.floor(Date.now() / 1000) - 25 * 3600 })}.sig`,
    );
    localStorage.setItem(STORAGE_KEYS.lastActivityTime, String(Date.now()));
    session.sync();
    const { screen } = await open('/connected-apps');
    await expect
      .element(screen.getByRole('heading', { name: 'Sign in to OptWallet' }))
      .toBeVisible();
    expect(localStorage.getItem(STORAGE_KEYS.accessToken)).toBeNull();
  });
});

describe('any other path', () => {
  it('signed out, explains that the request is incomplete', async () => {
    const { screen } = await open('/');
    await expect
      .element(screen.getByRole('heading', { name: 'This request is incomplete' }))
      .toBeVisible();
  });

  it.each(['/', '/somewhere'])('signed in, %s goes to Connected apps', async (path) => {
    signIn();
    answerGrants();
    const { screen, router } = await open(path);
    await expect.element(screen.getByRole('heading', { name: 'Connected apps' })).toBeVisible();
    expect(router.pathname).toBe('/connected-apps');
  });

  it('an /oauth-consent without client or return address goes there too', async () => {
    signIn();
    answerGrants();
    const { router } = await open('/oauth-consent?scopes=email');
    await expect.poll(() => router.pathname).toBe('/connected-apps');
  });
});

describe('the sign-in flow is the wallet app’s (issue 28)', () => {
  it('the 2-step code of a sign-in started on /oauth can be sent again', async () => {
    const sent: string[] = [];
    vi.spyOn(globalThis, 'fetch').mockImplementation((input) => {
      sent.push(new URL((input as Request).url).pathname);
      return Promise.resolve(
        Response.json({
          message: 'Code sent',
          two_factor: true,
          type: 'email',
          identifier: 'ana@example.com',
        }),
      );
    });
    const { screen, router } = await open(`/oauth?${request.toString()}`);
    await screen.getByLabelText('Email or phone number').fill('ana@example.com');
    await screen.getByLabelText('Password', { exact: true }).fill('Secret#pass1');
    await screen.getByRole('button', { name: 'Sign in', exact: true }).click();
    await expect.poll(() => router.pathname).toBe('/verify-otp');
    await screen.getByRole('button', { name: 'Resend code' }).click();
    await expect
      .element(screen.getByRole('status'))
      .toHaveTextContent('We sent a new code to ana@example.com.');
    // Before it, the screen asks whether the wallet app is signed in here ("Continue as"); the
    // sign-in screen asks for a passkey challenge (autofill) 500 ms after it shows, which on a
    // loaded machine can fall between the two sign-ins. Neither is what this test is about.
    const beside = ['/api/session/hint', '/api/passkeyLogin/options'];
    expect(sent.filter((path) => !beside.includes(path))).toEqual(['/api/login', '/api/login']);
  });

  it('a magic link opened signed in is looked at, not spent: another account’s stays unused', async () => {
    signIn();
    const calls: string[] = [];
    vi.spyOn(globalThis, 'fetch').mockImplementation((input) => {
      const call = input as Request;
      const path = new URL(call.url).pathname;
      calls.push(`${call.method} ${path}`);
      if (path === '/api/user')
        return Promise.resolve(
          Response.json({
            id: 'u1',
            email: 'ana@example.com',
            username: 'ana',
            onboarded_at: null,
            avatar: null,
            first_name: null,
            last_name: null,
            country: null,
            phone_number: null,
            roles: [],
            following: false,
          }),
        );
      return Promise.resolve(
        Response.json({ valid: true, user_id: 'u2', identifier: 'b•••@example.com' }),
      );
    });
    const { screen } = await open('/magicLogin?token=tok-2');
    await expect
      .element(screen.getByRole('heading', { name: 'This link is for another account' }))
      .toBeVisible();
    expect(calls).not.toContain('POST /api/magicLogin');
    expect(localStorage.getItem(STORAGE_KEYS.accessToken)).not.toBeNull();
  });

  it('a magic link asked for on /oauth lands on /magicLogin carrying the request', async () => {
    const bodies: Record<string, unknown>[] = [];
    vi.spyOn(globalThis, 'fetch').mockImplementation(async (input) => {
      const call = input as Request;
      if (new URL(call.url).pathname === '/api/resendMagicLinkV1')
        bodies.push((await call.clone().json()) as Record<string, unknown>);
      return Response.json({ message: 'sent' });
    });
    const { screen } = await open(`/oauth?${request.toString()}`);
    await screen.getByLabelText('Email or phone number').fill('ana@example.com');
    await screen.getByRole('button', { name: 'Email me a sign-in link' }).click();
    await expect.element(screen.getByRole('button', { name: 'Resend link' })).toBeVisible();
    const next = new URLSearchParams({ next: `/oauth?${request.toString()}` });
    expect(bodies[0]?.redirect_url).toBe(`${window.location.origin}/magicLogin?${next.toString()}`);
  });
});

describe('OpenID Connect prompt=login, max_age and login_hint (issue 31)', () => {
  const calls: string[] = [];
  /** The API as the consent screen meets it: GET /oauth/authorize answers `info`, the rest OK. */
  function answer(info: Record<string, unknown> = {}) {
    calls.length = 0;
    vi.spyOn(globalThis, 'fetch').mockImplementation((input) => {
      const call = input as Request;
      const url = new URL(call.url);
      calls.push(`${call.method} ${url.pathname}${url.search}`);
      if (call.method === 'GET' && url.pathname === '/api/oauth/authorize')
        return Promise.resolve(
          Response.json({
            client: { id: 'partner-example', name: 'Partner', logo_url: null, website: null },
            scopes: [{ name: 'email', description: 'Your email address' }],
            user: {
              id: 'u1',
              username: 'ana',
              first_name: 'Ana',
              last_name: null,
              avatar: null,
              email: 'ana@example.com',
            },
            remembered: false,
            login_required: false,
            ...info,
          }),
        );
      return Promise.resolve(Response.json({ message: 'ok' }));
    });
  }

  it('login_hint prefills the identifier of the sign-in, which stays editable', async () => {
    const hinted = new URLSearchParams(request);
    hinted.set('login_hint', 'ana@example.com');
    const { screen } = await open(`/oauth?${hinted.toString()}`);
    const field = screen.getByLabelText('Email or phone number');
    await expect.element(field).toHaveValue('ana@example.com');
    await field.fill('bo@example.com');
    await expect.element(field).toHaveValue('bo@example.com');
  });

  it('prompt=login signed in: the session ends and the sign-in shows, coming back without prompt=login', async () => {
    signIn();
    answer();
    const asked = new URLSearchParams(request);
    asked.set('prompt', 'login consent');
    const { screen, router } = await open(`/oauth?${asked.toString()}`);
    await expect
      .element(screen.getByRole('heading', { name: 'Sign in to OptWallet' }))
      .toBeVisible();
    expect(localStorage.getItem(STORAGE_KEYS.accessToken)).toBeNull();
    await expect.poll(() => calls).toContain('POST /api/logout');
    const done = new URLSearchParams(request);
    done.set('prompt', 'consent');
    expect(router.pathname).toBe('/oauth');
    expect(router.search).toBe(`?${done.toString()}`);
  });

  it('a sign-in older than max_age: the server says so, and the sign-in shows without max_age', async () => {
    signIn();
    answer({ login_required: true });
    const aged = new URLSearchParams(request);
    aged.set('max_age', '60');
    const { screen, router } = await open(`/oauth-consent?${aged.toString()}`);
    await expect
      .element(screen.getByRole('heading', { name: 'Sign in to OptWallet' }))
      .toBeVisible();
    expect(
      calls.some(
        (call) => call.startsWith('GET /api/oauth/authorize?') && call.includes('max_age=60'),
      ),
    ).toBe(true);
    expect(localStorage.getItem(STORAGE_KEYS.accessToken)).toBeNull();
    await expect.poll(() => calls).toContain('POST /api/logout');
    expect(router.pathname).toBe('/oauth');
    expect(router.search).toBe(`?${request.toString()}`);
  });

  it('a sign-in within max_age goes on to the consent', async () => {
    signIn();
    answer({ login_required: false });
    const aged = new URLSearchParams(request);
    aged.set('max_age', '3600');
    const { screen, router } = await open(`/oauth-consent?${aged.toString()}`);
    await expect.element(screen.getByRole('button', { name: 'Authorize' })).toBeVisible();
    expect(router.pathname).toBe('/oauth-consent');
    expect(localStorage.getItem(STORAGE_KEYS.accessToken)).not.toBeNull();
  });
});
