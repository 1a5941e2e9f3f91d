import { endpoints } from '@optwallet/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REFRESH_GRACE_MS } from '../../src/modules/auth/refresh-tokens';
import { CODE_TTL_MS } from '../../src/lib/codes';
import {
  type Harness,
  PASSWORD,
  createHarness,
  lastMessage,
  raw,
  send,
  signUp,
} from '../support/harness';

let h: Harness;
beforeAll(async () => {
  h = await createHarness();
});
afterAll(() => h.close());

const P = 'payments' as const;
const registerBody = (identifier: string, extra: Record<string, unknown> = {}) => ({
  type: 'email' as const,
  identifier,
  password: PASSWORD,
  password_confirmation: PASSWORD,
  age_consent: true,
  terms_consent: true as const,
  platform_type: P,
  ...extra,
});

describe('POST /register', () => {
  it('creates the account and mails a 6-digit code as a 2-step challenge', async () => {
    const res = await send(h, endpoints.register, { body: registerBody('New.Person@Example.com') });
    expect(res.status).toBe(200);
    expect(res.data).toMatchObject({
      two_factor: true,
      type: 'email',
      identifier: 'new.person@example.com',
    });
    const mail = await lastMessage(h, 'new.person@example.com');
    expect(mail.code).toMatch(/^\d{6}$/);
    expect(mail.body).toContain(mail.code);
  });

  it('answers 422 with errors per field for a bad payload', async () => {
    const res = await send(h, endpoints.register, {
      body: { type: 'fax', identifier: '', password: 'short', platform_type: 'other' },
    });
    expect(res.status).toBe(422);
    expect(Object.keys(res.error?.errors ?? {})).toEqual(
      expect.arrayContaining([
        'type',
        'identifier',
        'password',
        'password_confirmation',
        'terms_consent',
        'platform_type',
      ]),
    );
  });

  it('refuses a password without a special character and a mismatched confirmation', async () => {
    const res = await send(h, endpoints.register, {
      body: registerBody('weak@example.com', {
        password: 'abcdefgh1',
        password_confirmation: 'different',
      }),
    });
    expect(res.status).toBe(422);
    expect(res.error?.errors).toEqual({
      password: ['Password must contain at least one special character'],
      password_confirmation: ['Passwords must match'],
    });
  });

  it('refuses people under 18 and a missing age consent', async () => {
    const young = await send(h, endpoints.register, {
      body: registerBody('young@example.com', {
        age_consent: undefined,
        date_of_birth: '2015-01-01',
      }),
    });
    expect(young.status).toBe(422);
    expect(young.error?.errors).toHaveProperty('date_of_birth');
    const noConsent = await send(h, endpoints.register, {
      body: registerBody('noconsent@example.com', { age_consent: undefined }),
    });
    expect(noConsent.status).toBe(422);
    expect(noConsent.error?.errors).toHaveProperty('age_consent');
  });

  it('answers an address that has an account exactly like a new one, and mails its owner instead of a code', async () => {
    await signUp(h, 'taken@example.com');
    const fresh = await send(h, endpoints.register, { body: registerBody('fresh@example.com') });
    const taken = await send(h, endpoints.register, { body: registerBody('TAKEN@example.com') });
    expect(taken.status).toBe(fresh.status);
    expect(taken.data).toEqual({
      ...fresh.data,
      identifier: 'taken@example.com',
      message: 'We sent a 6-digit code to t***@example.com.',
    });
    const notice = await lastMessage(h, 'taken@example.com');
    expect(notice.subject).toBe('You already have an OptWallet account');
    expect(notice.code).toBeNull();
    expect(notice.body).toContain('http://localhost:5173/login');
    expect(notice.body).toContain('http://localhost:5173/forgot-password');
    // The account is untouched: its password still signs in.
    const login = await send(h, endpoints.login, {
      body: {
        type: 'email',
        identifier: 'taken@example.com',
        password: PASSWORD,
        platform_type: P,
      },
    });
    expect(login.status).toBe(200);
  });

  it('records the referral edge and notifies the referrer once the sign-up is confirmed', async () => {
    const referrer = await signUp(h, 'referrer@example.com');
    const res = await send(h, endpoints.register, {
      body: registerBody('referred@example.com', { referral: referrer.id }),
    });
    expect(res.status).toBe(200);
    const referrals = async () =>
      (await send(h, endpoints.network, { params: { tab: 'referrals' }, token: referrer.token }))
        .data?.total;
    const { code } = await lastMessage(h, 'referred@example.com');
    expect(await referrals()).toBe(0);
    await send(h, endpoints.authCodeLogin, {
      body: { identifier: 'referred@example.com', authCode: code ?? '', platform_type: P },
    });
    expect(await referrals()).toBe(1);
    const notes = await send(h, endpoints.notifications, { token: referrer.token });
    expect(notes.data?.data[0]).toMatchObject({ type: 'invite_accepted' });
  });

  it('refuses an unknown referral code', async () => {
    const res = await send(h, endpoints.register, {
      body: registerBody('ref2@example.com', { referral: 'nobody_here' }),
    });
    expect(res.status).toBe(422);
    expect(res.error?.errors).toHaveProperty('referral');
  });

  it('signs up by phone with an SMS code', async () => {
    const res = await send(h, endpoints.register, {
      body: registerBody('+49 151 12345678', { type: 'phone' }),
    });
    expect(res.data).toMatchObject({ identifier: '+4915112345678' });
    const sms = await lastMessage(h, '+4915112345678');
    expect(sms.channel).toBe('sms');
    const login = await send(h, endpoints.authCodeLogin, {
      body: { identifier: '+4915112345678', authCode: sms.code ?? '', platform_type: P },
    });
    expect(login.status).toBe(200);
  });
});

describe('POST /login and POST /authCodeLogin', () => {
  it('asks an untrusted device for the mailed code, then issues a token set', async () => {
    await signUp(h, 'login@example.com');
    const res = await send(h, endpoints.login, {
      body: {
        type: 'email',
        identifier: 'login@example.com',
        password: PASSWORD,
        platform_type: P,
      },
    });
    expect(res.data).toMatchObject({ two_factor: true });
    const { code } = await lastMessage(h, 'login@example.com');
    const done = await send(h, endpoints.authCodeLogin, {
      body: { identifier: 'login@example.com', authCode: code ?? '', platform_type: P },
    });
    expect(done.status).toBe(200);
    expect(done.data?.expires_in).toBe(900);
    const me = await send(h, endpoints.user, { token: done.data?.access_token });
    expect(me.data?.email).toBe('login@example.com');
  });

  it('puts sub, iat, exp (15 minutes) and platformType in the access token', async () => {
    const s = await signUp(h, 'claims@example.com');
    const [, payload = ''] = s.token.split('.');
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString()) as Record<
      string,
      unknown
    >;
    expect(claims).toMatchObject({ sub: s.id, platformType: 'payments' });
    expect(Number(claims.exp) - Number(claims.iat)).toBe(15 * 60);
  });

  it('answers 422 for a wrong password and for an unknown account alike', async () => {
    await signUp(h, 'wrongpw@example.com');
    const wrong = await send(h, endpoints.login, {
      body: {
        type: 'email',
        identifier: 'wrongpw@example.com',
        password: 'Nope#12345',
        platform_type: P,
      },
    });
    const unknown = await send(h, endpoints.login, {
      body: {
        type: 'email',
        identifier: 'ghost@example.com',
        password: 'Nope#12345',
        platform_type: P,
      },
    });
    expect(wrong.status).toBe(422);
    expect(unknown.status).toBe(422);
    expect(wrong.error).toEqual(unknown.error);
  });

  it("answers 401 'Invalid Auth Code' for a wrong code, and the code dies after 5 misses", async () => {
    await signUp(h, 'misses@example.com');
    await send(h, endpoints.login, {
      body: {
        type: 'email',
        identifier: 'misses@example.com',
        password: PASSWORD,
        platform_type: P,
      },
    });
    const { code } = await lastMessage(h, 'misses@example.com');
    const wrongCode = code === '000000' ? '111111' : '000000';
    for (let i = 0; i < 5; i += 1) {
      const miss = await send(h, endpoints.authCodeLogin, {
        body: { identifier: 'misses@example.com', authCode: wrongCode, platform_type: P },
      });
      expect(miss.status).toBe(401);
      expect(miss.error).toMatchObject({ error: 'Invalid Auth Code' });
    }
    const late = await send(h, endpoints.authCodeLogin, {
      body: { identifier: 'misses@example.com', authCode: code ?? '', platform_type: P },
    });
    expect(late.status).toBe(401);
  });

  it('refuses a code after 10 minutes', async () => {
    await signUp(h, 'expiry@example.com');
    await send(h, endpoints.login, {
      body: {
        type: 'email',
        identifier: 'expiry@example.com',
        password: PASSWORD,
        platform_type: P,
      },
    });
    const { code } = await lastMessage(h, 'expiry@example.com');
    h.clock.advance(CODE_TTL_MS + 1000);
    const res = await send(h, endpoints.authCodeLogin, {
      body: { identifier: 'expiry@example.com', authCode: code ?? '', platform_type: P },
    });
    expect(res.status).toBe(401);
  });

  it('remember_me trusts the device: a cookie remember_token_<id>, and login then skips the code', async () => {
    const s = await signUp(h, 'remember@example.com');
    await send(h, endpoints.login, {
      body: {
        type: 'email',
        identifier: 'remember@example.com',
        password: PASSWORD,
        platform_type: P,
      },
    });
    const { code } = await lastMessage(h, 'remember@example.com');
    const done = await send(h, endpoints.authCodeLogin, {
      body: {
        identifier: 'remember@example.com',
        authCode: code ?? '',
        platform_type: P,
        remember_me: true,
      },
    });
    const rememberToken = done.data?.remember_token ?? '';
    expect(rememberToken).not.toBe('');
    expect(done.res.headers.get('set-cookie')).toContain(`remember_token_${s.id}=${rememberToken}`);
    const again = await send(h, endpoints.login, {
      body: {
        type: 'email',
        identifier: 'remember@example.com',
        password: PASSWORD,
        platform_type: P,
        remember_token: rememberToken,
      },
    });
    expect(again.data).toMatchObject({ two_factor: false });
    const byCookie = await send(h, endpoints.login, {
      body: {
        type: 'email',
        identifier: 'remember@example.com',
        password: PASSWORD,
        platform_type: P,
      },
      headers: { cookie: `remember_token_${s.id}=${rememberToken}` },
    });
    expect(byCookie.data).toMatchObject({ two_factor: false });
    h.clock.advance(31 * 86_400_000);
    const expired = await send(h, endpoints.login, {
      body: {
        type: 'email',
        identifier: 'remember@example.com',
        password: PASSWORD,
        platform_type: P,
        remember_token: rememberToken,
      },
    });
    expect(expired.data).toMatchObject({ two_factor: true });
  });

  it('answers 429 after too many login attempts for one identifier', async () => {
    let last = 0;
    for (let i = 0; i < 11; i += 1) {
      const res = await send(h, endpoints.login, {
        body: {
          type: 'email',
          identifier: 'flood@example.com',
          password: 'Nope#12345',
          platform_type: P,
        },
      });
      last = res.status;
    }
    expect(last).toBe(429);
  });
});

describe('magic link', () => {
  it('mails a single-use /magicLogin link that logs in once', async () => {
    await signUp(h, 'magic@example.com');
    const res = await send(h, endpoints.resendMagicLink, {
      body: { type: 'email', identifier: 'magic@example.com', platform_type: P },
    });
    expect(res.status).toBe(200);
    const { link } = await lastMessage(h, 'magic@example.com');
    expect(link).toMatch(/^http:\/\/localhost:5173\/magicLogin\?token=/);
    const token = new URL(link ?? '').searchParams.get('token') ?? '';
    const first = await send(h, endpoints.magicLogin, { body: { token, platform_type: P } });
    expect(first.status).toBe(200);
    const second = await send(h, endpoints.magicLogin, { body: { token, platform_type: P } });
    expect(second.status).toBe(422);
    expect(second.error?.errors).toHaveProperty('token');
  });

  it('GET /magicLogin says whose link it is without spending it; a used or unknown one is 422', async () => {
    const me = await signUp(h, 'peek@example.com');
    await send(h, endpoints.resendMagicLink, {
      body: { type: 'email', identifier: 'peek@example.com', platform_type: P },
    });
    const token = new URL((await lastMessage(h, 'peek@example.com')).link ?? '').searchParams.get(
      'token',
    );
    const peek = await send(h, endpoints.checkMagicLink, { query: { token: token ?? '' } });
    expect(peek.data).toEqual({ valid: true, user_id: me.id, identifier: 'p***@example.com' });
    // Still single use, and still unspent after the look.
    expect(
      (await send(h, endpoints.magicLogin, { body: { token: token ?? '', platform_type: P } }))
        .status,
    ).toBe(200);
    const used = await send(h, endpoints.checkMagicLink, { query: { token: token ?? '' } });
    expect(used.status).toBe(422);
    expect(used.error?.errors).toHaveProperty('token');
    expect((await send(h, endpoints.checkMagicLink, { query: { token: 'made-up' } })).status).toBe(
      422,
    );
  });

  it('answers the same for an unknown account and sends nothing', async () => {
    await signUp(h, 'known@example.com');
    const known = await send(h, endpoints.resendMagicLink, {
      body: { type: 'email', identifier: 'known@example.com', platform_type: P },
    });
    const unknown = await send(h, endpoints.resendMagicLink, {
      body: { type: 'email', identifier: 'unknown-person@example.com', platform_type: P },
    });
    expect(unknown.data).toEqual(known.data);
    await expect(lastMessage(h, 'unknown-person@example.com')).rejects.toThrow();
  });

  it('refuses a redirect_url outside our web apps', async () => {
    const res = await send(h, endpoints.resendMagicLink, {
      body: {
        type: 'email',
        identifier: 'known@example.com',
        platform_type: P,
        redirect_url: 'https://evil.example/x',
      },
    });
    expect(res.status).toBe(422);
    expect(res.error?.errors).toHaveProperty('redirect_url');
  });
});

describe('password reset', () => {
  it('by link: GET checks the token, POST sets the password, the old one stops working', async () => {
    await signUp(h, 'reset@example.com');
    const res = await send(h, endpoints.forgotPassword, {
      body: { type: 'email', identifier: 'reset@example.com' },
    });
    expect(res.status).toBe(200);
    const { link } = await lastMessage(h, 'reset@example.com');
    const token = new URL(link ?? '').searchParams.get('token') ?? '';
    const check = await send(h, endpoints.checkResetPasswordToken, { query: { token } });
    expect(check.data).toEqual({ valid: true, identifier: 'r***@example.com' });
    const next = 'Brand#new99';
    const reset = await send(h, endpoints.resetPassword, {
      body: { token, password: next, password_confirmation: next },
    });
    expect(reset.status).toBe(200);
    const old = await send(h, endpoints.login, {
      body: {
        type: 'email',
        identifier: 'reset@example.com',
        password: PASSWORD,
        platform_type: P,
      },
    });
    expect(old.status).toBe(422);
    const fresh = await send(h, endpoints.login, {
      body: { type: 'email', identifier: 'reset@example.com', password: next, platform_type: P },
    });
    expect(fresh.status).toBe(200);
    const reuse = await send(h, endpoints.resetPassword, {
      body: { token, password: next, password_confirmation: next },
    });
    expect(reuse.status).toBe(422);
  });

  it('by code: validateResetPasswordOTP exchanges the code for a reset token', async () => {
    await signUp(h, 'resetcode@example.com');
    await send(h, endpoints.forgotPassword, {
      body: { type: 'email', identifier: 'resetcode@example.com' },
    });
    const { code } = await lastMessage(h, 'resetcode@example.com');
    const wrong = await send(h, endpoints.validateResetPasswordOtp, {
      body: {
        identifier: 'resetcode@example.com',
        authCode: code === '123456' ? '654321' : '123456',
      },
    });
    expect(wrong.status).toBe(401);
    const ok = await send(h, endpoints.validateResetPasswordOtp, {
      body: { identifier: 'resetcode@example.com', authCode: code ?? '' },
    });
    expect(ok.status).toBe(200);
    const next = 'Other#pass77';
    const reset = await send(h, endpoints.resetPassword, {
      body: { token: ok.data?.token ?? '', password: next, password_confirmation: next },
    });
    expect(reset.status).toBe(200);
  });

  it('answers forgot-password for an unknown account exactly as for a known one', async () => {
    const unknown = await send(h, endpoints.forgotPassword, {
      body: { type: 'email', identifier: 'nope@example.com' },
    });
    const known = await send(h, endpoints.forgotPassword, {
      body: { type: 'email', identifier: 'taken@example.com' },
    });
    expect(unknown.status).toBe(200);
    expect(unknown.data).toEqual(known.data);
  });

  it('answers 422 for an invalid reset token', async () => {
    const res = await send(h, endpoints.checkResetPasswordToken, { query: { token: 'made-up' } });
    expect(res.status).toBe(422);
    expect(res.error?.errors).toHaveProperty('token');
    const missing = await send(h, endpoints.checkResetPasswordToken, { query: {} });
    expect(missing.status).toBe(422);
  });
});

describe('POST /setupPassword', () => {
  it('sets a first password for an account without one, and refuses when one exists (409)', async () => {
    const s = await signUp(h, 'setup@example.com');
    const next = 'Setup#pass11';
    const refused = await send(h, endpoints.setupPassword, {
      token: s.token,
      body: { password: next, password_confirmation: next },
    });
    expect(refused.status).toBe(409);
    const { users } = await import('../../src/db/schema');
    const { eq } = await import('drizzle-orm');
    await h.deps.db.update(users).set({ passwordHash: null }).where(eq(users.id, s.id));
    const ok = await send(h, endpoints.setupPassword, {
      token: s.token,
      body: { password: next, password_confirmation: next },
    });
    expect(ok.status).toBe(200);
  });

  it('needs a bearer token', async () => {
    const res = await send(h, endpoints.setupPassword, {
      body: { password: 'x', password_confirmation: 'x' },
    });
    expect(res.status).toBe(401);
  });
});

describe('password change', () => {
  it('checks the current password, mails a code, and changes the password with it', async () => {
    const s = await signUp(h, 'change@example.com');
    const wrong = await send(h, endpoints.initiatePasswordChange, {
      token: s.token,
      body: { current_password: 'bad' },
    });
    expect(wrong.status).toBe(422);
    expect(wrong.error?.errors).toHaveProperty('current_password');
    const init = await send(h, endpoints.initiatePasswordChange, {
      token: s.token,
      body: { current_password: PASSWORD },
    });
    expect(init.status).toBe(200);
    const { code } = await lastMessage(h, 'change@example.com');
    const next = 'Changed#pw55';
    const badCode = await send(h, endpoints.changePassword, {
      token: s.token,
      body: {
        code: code === '999999' ? '888888' : '999999',
        password: next,
        password_confirmation: next,
      },
    });
    expect(badCode.status).toBe(422);
    const ok = await send(h, endpoints.changePassword, {
      token: s.token,
      body: { code: code ?? '', password: next, password_confirmation: next },
    });
    expect(ok.status).toBe(200);
    const login = await send(h, endpoints.login, {
      body: { type: 'email', identifier: 'change@example.com', password: next, platform_type: P },
    });
    expect(login.status).toBe(200);
  });
});

describe('POST /refreshToken', () => {
  it('rotates on every use, and a token reused after the grace window revokes the whole family', async () => {
    const s = await signUp(h, 'refresh@example.com');
    const first = await send(h, endpoints.refreshToken, {
      body: { refresh_token: s.refresh, platform_type: P },
    });
    expect(first.status).toBe(200);
    expect(first.data?.refresh_token).not.toBe(s.refresh);
    const second = await send(h, endpoints.refreshToken, {
      body: { refresh_token: first.data?.refresh_token ?? '', platform_type: P },
    });
    expect(second.status).toBe(200);
    h.clock.advance(REFRESH_GRACE_MS + 1000);
    const reuse = await send(h, endpoints.refreshToken, {
      body: { refresh_token: s.refresh, platform_type: P },
    });
    expect(reuse.status).toBe(401);
    const afterTheft = await send(h, endpoints.refreshToken, {
      body: { refresh_token: second.data?.refresh_token ?? '', platform_type: P },
    });
    expect(afterTheft.status).toBe(401);
  });

  it('refuses an unknown refresh token with 401', async () => {
    const res = await send(h, endpoints.refreshToken, {
      body: { refresh_token: 'nope', platform_type: P },
    });
    expect(res.status).toBe(401);
    expect(res.error?.message).toBe('Invalid refresh token');
  });
});

describe('access tokens', () => {
  it('expire after 15 minutes', async () => {
    const s = await signUp(h, 'expire-token@example.com');
    h.clock.advance(15 * 60_000 + 1000);
    const res = await send(h, endpoints.user, { token: s.token });
    expect(res.status).toBe(401);
  });

  it('refuses a forged token', async () => {
    const res = await raw(h, 'GET', '/user', { token: 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiJ4In0.bad' });
    expect(res.status).toBe(401);
  });
});

describe('per-address limits', () => {
  const register = (target: Harness, n: number) =>
    send(target, endpoints.register, {
      body: {
        type: 'email',
        identifier: `many-${n}@example.com`,
        password: PASSWORD,
        password_confirmation: PASSWORD,
        age_consent: true,
        terms_consent: true,
        platform_type: 'payments',
      },
    });

  it('stop the 21st sign-up from one address within the hour, unless the address is trusted', async () => {
    const plain = await createHarness();
    const trusted = await createHarness({ trustedIps: ['local'] });
    try {
      for (let n = 0; n < 20; n += 1) expect((await register(plain, n)).status).toBe(200);
      expect((await register(plain, 20)).status).toBe(429);
      for (let n = 0; n < 21; n += 1) expect((await register(trusted, n)).status).toBe(200);
    } finally {
      await plain.close();
      await trusted.close();
    }
  }, 120_000);
});
