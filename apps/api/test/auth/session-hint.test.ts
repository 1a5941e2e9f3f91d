import { endpoints } from '@optwallet/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type Harness,
  PASSWORD,
  createHarness,
  lastMessage,
  onboarded,
  send,
} from '../support/harness';

/**
 * "Continue as" on the consent app: a wallet sign-in leaves an HttpOnly hint cookie that the
 * consent app (another origin of the same site) reads the name from and, on the person's click,
 * exchanges for a session of its own. Here through app.request, with the Origin and Cookie
 * headers a browser would send.
 */
let h: Harness;
beforeAll(async () => {
  h = await createHarness();
});
afterAll(() => h.close());

const WALLET = { origin: 'http://localhost:5173' };
const CONSENT = { origin: 'http://localhost:5174' };
const P = 'payments' as const;

/** The hint cookie a response set, as `name=value`, and its attributes. */
function hintCookie(res: Response): { pair: string; attributes: string } | null {
  const header = res.headers
    .getSetCookie()
    .find((cookie) => cookie.startsWith('optwallet_session_hint='));
  if (!header) return null;
  const [pair = '', ...attributes] = header.split(';').map((part) => part.trim());
  return { pair, attributes: attributes.join('; ') };
}

/** Password and 2-step code, sent as the app at `headers.origin` sends them. */
async function signIn(email: string, headers: Record<string, string>) {
  const started = await send(h, endpoints.login, {
    headers,
    body: { type: 'email', identifier: email, password: PASSWORD, platform_type: P },
  });
  if (!started.data?.two_factor) throw new Error(`login did not ask for a code: ${started.status}`);
  const { code } = await lastMessage(h, email);
  const done = await send(h, endpoints.authCodeLogin, {
    headers,
    body: { identifier: email, authCode: code, platform_type: P },
  });
  if (!done.data) throw new Error(`authCodeLogin failed: ${done.status}`);
  return { tokens: done.data, hint: hintCookie(done.res) };
}

const hintFor = (cookie: string | undefined) =>
  send(h, endpoints.sessionHint, { headers: cookie ? { cookie } : {} });
const continueWith = (cookie: string | undefined, headers: Record<string, string> = CONSENT) =>
  send(h, endpoints.continueSession, {
    headers: { ...headers, ...(cookie ? { cookie } : {}) },
    body: { platform_type: P },
  });

describe('the session hint a wallet sign-in leaves', () => {
  it('is an HttpOnly, SameSite=Strict cookie for /api/session only, as long-lived as an idle wallet session', async () => {
    const ana = await onboarded(h, 'hint_ana', ['Ana', 'Test']);
    const { hint } = await signIn(ana.email, WALLET);
    expect(hint?.attributes).toContain('HttpOnly');
    expect(hint?.attributes).toContain('SameSite=Strict');
    expect(hint?.attributes).toContain('Path=/api/session');
    // The access token's 15 minutes, the inactivity limit's 15 and its 5-minute warning.
    expect(hint?.attributes).toContain(`Max-Age=${35 * 60}`);

    const named = await hintFor(hint?.pair);
    expect(named.data).toEqual({
      account: { name: 'Ana Test', username: 'hint_ana', avatar: null },
    });
  });

  it('is left by the wallet app only: the consent app’s own sign-in and other callers leave none', async () => {
    const ben = await onboarded(h, 'hint_ben');
    expect((await signIn(ben.email, WALLET)).hint).not.toBeNull();
    expect((await signIn(ben.email, CONSENT)).hint).toBeNull();
    expect((await signIn(ben.email, {})).hint).toBeNull();
    expect((await signIn(ben.email, { origin: 'https://evil.example' })).hint).toBeNull();
  });

  it('names nobody without a cookie, with a forged one, or once the wallet is idle past its limit', async () => {
    const cara = await onboarded(h, 'hint_cara');
    const { hint } = await signIn(cara.email, WALLET);
    expect((await hintFor(undefined)).data).toEqual({ account: null });
    const [name, value = ''] = (hint?.pair ?? '').split('=');
    const [sessionId, issuedAt] = value.split('.');
    // Another session id under the same signature, or a later time: the signature no longer fits.
    expect((await hintFor(`${name}=x${value}`)).data).toEqual({ account: null });
    expect(
      (await hintFor(`${name}=${sessionId}.${Number(issuedAt) + 60}.${value.split('.')[2]}`)).data,
    ).toEqual({ account: null });

    h.clock.advance(36 * 60_000);
    expect((await hintFor(hint?.pair)).data).toEqual({ account: null });
    expect((await continueWith(hint?.pair)).status).toBe(401);
  });

  it('is renewed by each refresh of the wallet session, and ends with its logout', async () => {
    const dan = await onboarded(h, 'hint_dan');
    const { tokens, hint } = await signIn(dan.email, WALLET);
    h.clock.advance(30 * 60_000);
    const refreshed = await send(h, endpoints.refreshToken, {
      headers: WALLET,
      body: { refresh_token: tokens.refresh_token, platform_type: P },
    });
    const renewed = hintCookie(refreshed.res);
    h.clock.advance(10 * 60_000);
    expect((await hintFor(hint?.pair)).data?.account).toBeNull();
    expect((await hintFor(renewed?.pair)).data?.account?.username).toBe('hint_dan');

    const out = await send(h, endpoints.logout, {
      headers: WALLET,
      body: { refresh_token: refreshed.data?.refresh_token ?? '' },
    });
    // The browser drops it, and a copy kept elsewhere names nobody: its session has ended.
    expect(hintCookie(out.res)?.attributes).toContain('Max-Age=0');
    expect((await hintFor(renewed?.pair)).data).toEqual({ account: null });
  });
});

describe('POST /session/continue', () => {
  it('gives the consent app a session of its own for the person the hint names', async () => {
    const eve = await onboarded(h, 'hint_eve');
    const wallet = await signIn(eve.email, WALLET);
    const continued = await continueWith(wallet.hint?.pair);
    expect(continued.status).toBe(200);
    const token = continued.data?.access_token ?? '';
    expect(token).not.toBe(wallet.tokens.access_token);
    expect((await send(h, endpoints.user, { token })).data?.username).toBe('hint_eve');
    expect(hintCookie(continued.res)).toBeNull();

    // Two sessions: signing out of the consent app leaves the wallet signed in.
    await send(h, endpoints.logout, {
      headers: CONSENT,
      body: { refresh_token: continued.data?.refresh_token ?? '' },
    });
    expect((await send(h, endpoints.user, { token })).status).toBe(401);
    expect((await send(h, endpoints.user, { token: wallet.tokens.access_token })).status).toBe(200);
  });

  it('answers only the consent app’s origin: the wallet, another site or no Origin get 403', async () => {
    const fay = await onboarded(h, 'hint_fay');
    const { hint } = await signIn(fay.email, WALLET);
    for (const headers of [WALLET, { origin: 'https://evil.example' }, {}]) {
      const refused = await continueWith(hint?.pair, headers);
      expect(refused.status).toBe(403);
      expect(refused.error?.message).toBe('Only the OptWallet consent app can continue a session.');
    }
    expect((await continueWith(hint?.pair, { origin: 'http://127.0.0.1:5174' })).status).toBe(200);
  });

  it('answers 401 without a hint, and once the wallet session ended (e.g. a password change elsewhere)', async () => {
    const gil = await onboarded(h, 'hint_gil');
    const { tokens, hint } = await signIn(gil.email, WALLET);
    const none = await continueWith(undefined);
    expect(none.status).toBe(401);
    expect(none.error?.message).toBe(
      'Your OptWallet session in this browser has ended. Sign in to continue.',
    );
    await send(h, endpoints.logout, { body: { refresh_token: tokens.refresh_token } });
    expect((await continueWith(hint?.pair)).status).toBe(401);
  });
});
