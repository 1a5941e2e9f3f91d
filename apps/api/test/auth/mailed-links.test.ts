import { endpoints } from '@optwallet/contract';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  RECAPTCHA_FAILED,
  RECAPTCHA_MISSING,
  RECAPTCHA_UNAVAILABLE,
  RECAPTCHA_V2_REQUIRED,
  type RecaptchaVerifier,
} from '../../src/modules/auth/recaptcha';
import {
  type Harness,
  PASSWORD,
  createHarness,
  lastMessage,
  send,
  signUp,
} from '../support/harness';

/**
 * Product §7: POST /login, /forgotPassword and /resendMagicLinkV1 carry redirect_url and the
 * reCAPTCHA fields. The link in the mail follows redirect_url (our apps only); with
 * RECAPTCHA_SECRET set, the token must pass the verifier (a fake one here, never the network).
 */
const P = 'payments' as const;
const WEB = 'http://localhost:5173';

describe('redirect_url', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await createHarness();
    await signUp(h, 'links@example.com');
  });
  afterAll(() => h.close());

  it('the magic link lands where redirect_url says, its query (the deep link) kept', async () => {
    const res = await send(h, endpoints.resendMagicLink, {
      body: {
        type: 'email',
        identifier: 'links@example.com',
        platform_type: P,
        redirect_url: `${WEB}/magicLogin?next=%2Fsettings`,
      },
    });
    expect(res.status).toBe(200);
    const link = new URL((await lastMessage(h, 'links@example.com')).link ?? '');
    expect(`${link.origin}${link.pathname}`).toBe(`${WEB}/magicLogin`);
    expect(link.searchParams.get('next')).toBe('/settings');
    expect(link.searchParams.get('token')).toMatch(/.{16,}/);
  });

  it('the reset link goes to the consent app when it asks (an allowed origin)', async () => {
    const res = await send(h, endpoints.forgotPassword, {
      body: {
        type: 'email',
        identifier: 'links@example.com',
        redirect_url: 'http://localhost:5174/reset-password',
      },
    });
    expect(res.status).toBe(200);
    const { link } = await lastMessage(h, 'links@example.com');
    expect(link).toMatch(/^http:\/\/localhost:5174\/reset-password\?token=/);
  });

  it.each([
    ['another site', 'https://evil.example/magicLogin'],
    ['a look-alike host', 'http://localhost:5173.evil.example/magicLogin'],
    ['another port', 'http://localhost:9999/magicLogin'],
    ['a script', 'javascript:alert(1)'],
  ])('refuses %s with a 422 on redirect_url, on every call', async (_name, redirect_url) => {
    const calls = [
      send(h, endpoints.login, {
        body: {
          type: 'email',
          identifier: 'links@example.com',
          password: PASSWORD,
          platform_type: P,
          redirect_url,
        },
      }),
      send(h, endpoints.forgotPassword, {
        body: { type: 'email', identifier: 'links@example.com', redirect_url },
      }),
      send(h, endpoints.resendMagicLink, {
        body: { type: 'email', identifier: 'links@example.com', platform_type: P, redirect_url },
      }),
    ];
    for (const res of await Promise.all(calls)) {
      expect(res.status).toBe(422);
      expect(res.error?.errors).toHaveProperty('redirect_url');
    }
  });

  it.each(['http://127.0.0.1:5173', 'http://[::1]:5173', 'http://127.0.0.1:5174'])(
    'in devnet takes the app opened by another loopback name (%s) on every call, and mails it',
    async (origin) => {
      // Each call of this test is a fresh identifier's budget: the mail limit is 5 an hour.
      h.clock.advance(60 * 60_000);
      const redirect_url = `${origin}/magicLogin`;
      const login = await send(h, endpoints.login, {
        body: {
          type: 'email',
          identifier: 'links@example.com',
          password: PASSWORD,
          platform_type: P,
          redirect_url,
        },
      });
      expect(login.status).toBe(200);
      const forgot = await send(h, endpoints.forgotPassword, {
        body: { type: 'email', identifier: 'links@example.com', redirect_url },
      });
      expect(forgot.status).toBe(200);
      const magic = await send(h, endpoints.resendMagicLink, {
        body: { type: 'email', identifier: 'links@example.com', platform_type: P, redirect_url },
      });
      expect(magic.status).toBe(200);
      const { link } = await lastMessage(h, 'links@example.com');
      expect(link?.startsWith(`${origin}/magicLogin?token=`)).toBe(true);
    },
  );

  it('outside devnet takes the configured origins only, not their loopback aliases', async () => {
    h.clock.advance(60 * 60_000);
    h.deps.config.devnet = false;
    try {
      const ask = (redirect_url: string) =>
        send(h, endpoints.resendMagicLink, {
          body: { type: 'email', identifier: 'links@example.com', platform_type: P, redirect_url },
        });
      expect((await ask('http://127.0.0.1:5173/magicLogin')).status).toBe(422);
      expect((await ask('http://[::1]:5174/magicLogin')).status).toBe(422);
      expect((await ask(`${WEB}/magicLogin`)).status).toBe(200);
    } finally {
      h.deps.config.devnet = true;
    }
  });

  it('login takes a redirect_url of our app', async () => {
    const res = await send(h, endpoints.login, {
      body: {
        type: 'email',
        identifier: 'links@example.com',
        password: PASSWORD,
        platform_type: P,
        redirect_url: `${WEB}/magicLogin`,
      },
    });
    expect(res.status).toBe(200);
  });
});

describe('reCAPTCHA with RECAPTCHA_SECRET set', () => {
  let h: Harness;
  const asked: { secret: string; token: string }[] = [];
  let reachable = true;
  // The fake verifier: 'good' passes, 'bot' scores too low, anything else is refused.
  const verifier: RecaptchaVerifier = ({ secret, token }) => {
    asked.push({ secret, token });
    if (!reachable) return Promise.reject(new Error('network down'));
    if (token === 'good') return Promise.resolve({ success: true, score: 0.9 });
    if (token === 'bot') return Promise.resolve({ success: true, score: 0.1 });
    return Promise.resolve({ success: false });
  };
  beforeAll(async () => {
    h = await createHarness({}, undefined, undefined, { recaptcha: verifier });
    await signUp(h, 'captcha@example.com');
    h.deps.config.recaptchaSecret = 'server-secret';
  });
  afterAll(() => h.close());
  // Each test starts with fresh rate-limit windows (they count before the reCAPTCHA check).
  beforeEach(() => h.clock.advance(60 * 60_000));

  const bodies = (fields: Record<string, string>) =>
    [
      [
        endpoints.login,
        { type: 'email', identifier: 'captcha@example.com', password: PASSWORD, platform_type: P },
      ],
      [endpoints.forgotPassword, { type: 'email', identifier: 'captcha@example.com' }],
      [
        endpoints.resendMagicLink,
        { type: 'email', identifier: 'captcha@example.com', platform_type: P },
      ],
    ].map(([endpoint, body]) =>
      send(h, endpoint as typeof endpoints.login, {
        body: { ...(body as object), ...fields },
      }),
    );

  it.each([
    ['a missing token', {}, RECAPTCHA_MISSING],
    ['a refused token', { recaptcha_version: 'v3', recaptcha_token: 'forged' }, RECAPTCHA_FAILED],
    ['a low v3 score', { recaptcha_version: 'v3', recaptcha_token: 'bot' }, RECAPTCHA_FAILED],
  ])('refuses %s with a 422 on recaptcha_token', async (_name, fields, message) => {
    for (const res of await Promise.all(bodies(fields))) {
      expect(res.status).toBe(422);
      expect(res.error?.errors).toEqual({ recaptcha_token: [message] });
      expect(res.error?.message).toBe(message);
    }
  });

  it('takes a token the verifier accepts, asking it with the server secret', async () => {
    asked.length = 0;
    const answers = await Promise.all(bodies({ recaptcha_version: 'v3', recaptcha_token: 'good' }));
    expect(answers.map((res) => res.status)).toEqual([200, 200, 200]);
    expect(asked).toEqual(Array(3).fill({ secret: 'server-secret', token: 'good' }));
  });

  it('says so when the verifier cannot be reached', async () => {
    reachable = false;
    const [res] = await Promise.all(bodies({ recaptcha_version: 'v3', recaptcha_token: 'good' }));
    reachable = true;
    expect(res?.status).toBe(422);
    expect(res?.error?.errors).toEqual({ recaptcha_token: [RECAPTCHA_UNAVAILABLE] });
  });
});

describe('reCAPTCHA v2 checkbox fallback with RECAPTCHA_V2_SECRET set too', () => {
  let h: Harness;
  const asked: { secret: string; token: string }[] = [];
  // The fake verifier: with the v3 secret 'good' scores high and 'bot' low; with the v2 secret
  // 'ticked' passes (no score: v2 has none) and anything else is refused.
  const verifier: RecaptchaVerifier = ({ secret, token }) => {
    asked.push({ secret, token });
    if (secret === 'v2-secret') return Promise.resolve({ success: token === 'ticked' });
    if (token === 'good') return Promise.resolve({ success: true, score: 0.9 });
    if (token === 'bot') return Promise.resolve({ success: true, score: 0.1 });
    return Promise.resolve({ success: false });
  };
  beforeAll(async () => {
    h = await createHarness({}, undefined, undefined, { recaptcha: verifier });
    await signUp(h, 'checkbox@example.com');
    h.deps.config.recaptchaSecret = 'v3-secret';
    h.deps.config.recaptchaV2Secret = 'v2-secret';
  });
  afterAll(() => h.close());
  beforeEach(() => {
    h.clock.advance(60 * 60_000);
    asked.length = 0;
  });

  const bodies = (fields: Record<string, string>) =>
    [
      [
        endpoints.login,
        { type: 'email', identifier: 'checkbox@example.com', password: PASSWORD, platform_type: P },
      ],
      [endpoints.forgotPassword, { type: 'email', identifier: 'checkbox@example.com' }],
      [
        endpoints.resendMagicLink,
        { type: 'email', identifier: 'checkbox@example.com', platform_type: P },
      ],
    ].map(([endpoint, body]) =>
      send(h, endpoint as typeof endpoints.login, {
        body: { ...(body as object), ...fields },
      }),
    );

  it('answers a low v3 score with the request for the checkbox (422 on recaptcha_token)', async () => {
    for (const res of await Promise.all(
      bodies({ recaptcha_version: 'v3', recaptcha_token: 'bot' }),
    )) {
      expect(res.status).toBe(422);
      expect(res.error?.message).toBe(RECAPTCHA_V2_REQUIRED);
      expect(res.error?.errors).toEqual({
        recaptcha_token: ['Please confirm you are not a robot'],
      });
    }
  });

  it('still refuses a forged v3 token outright', async () => {
    const [res] = await Promise.all(bodies({ recaptcha_version: 'v3', recaptcha_token: 'forged' }));
    expect(res?.error?.errors).toEqual({ recaptcha_token: [RECAPTCHA_FAILED] });
  });

  it('takes a ticked checkbox, asking the verifier with the v2 secret', async () => {
    const answers = await Promise.all(
      bodies({ recaptcha_version: 'v2', recaptcha_token: 'ticked' }),
    );
    expect(answers.map((res) => res.status)).toEqual([200, 200, 200]);
    expect(asked).toEqual(Array(3).fill({ secret: 'v2-secret', token: 'ticked' }));
  });

  it('refuses a v2 token the verifier refuses', async () => {
    for (const res of await Promise.all(
      bodies({ recaptcha_version: 'v2', recaptcha_token: 'forged' }),
    )) {
      expect(res.status).toBe(422);
      expect(res.error?.errors).toEqual({ recaptcha_token: [RECAPTCHA_FAILED] });
    }
  });

  it('refuses a v2 token when the server has no v2 secret, without asking', async () => {
    h.deps.config.recaptchaV2Secret = undefined;
    const [res] = await Promise.all(bodies({ recaptcha_version: 'v2', recaptcha_token: 'ticked' }));
    h.deps.config.recaptchaV2Secret = 'v2-secret';
    expect(res?.status).toBe(422);
    expect(res?.error?.errors).toEqual({ recaptcha_token: [RECAPTCHA_FAILED] });
    expect(asked).toEqual([]);
  });
});
