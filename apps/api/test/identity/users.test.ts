import { endpoints } from '@optwallet/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { userRoles } from '../../src/db/schema';
import {
  type Harness,
  createHarness,
  lastMessage,
  onboarded,
  send,
  signUp,
} from '../support/harness';

let h: Harness;
beforeAll(async () => {
  h = await createHarness();
});
afterAll(() => h.close());

const onboard = (username: string, country = 'DE', extra: Record<string, unknown> = {}) => ({
  first_name: 'Jane',
  last_name: 'Doe',
  username,
  country,
  platform_type: 'payments' as const,
  ...extra,
});

describe('GET /user', () => {
  it('answers the §3 user fields with roles', async () => {
    const s = await signUp(h, 'me@example.com');
    await h.deps.db.insert(userRoles).values({ userId: s.id, role: 'Customer Support' });
    const res = await send(h, endpoints.user, { token: s.token });
    expect(res.data).toMatchObject({
      id: s.id,
      email: 'me@example.com',
      username: null,
      onboarded_at: null,
      roles: ['Customer Support'],
      following: false,
    });
  });

  it('answers 401 without a token', async () => {
    const res = await send(h, endpoints.user);
    expect(res.status).toBe(401);
    expect(res.error?.message).toBe('Unauthenticated');
  });
});

describe('POST /onboardUser', () => {
  it('sets names, username and country and stamps onboarded_at', async () => {
    const s = await signUp(h, 'onboard@example.com');
    const res = await send(h, endpoints.onboardUser, {
      token: s.token,
      body: onboard('jane_doe', 'FR'),
    });
    expect(res.status).toBe(200);
    expect(res.data).toMatchObject({
      username: 'jane_doe',
      country: 'FR',
      first_name: 'Jane',
      last_name: 'Doe',
    });
    expect(res.data?.onboarded_at).toBe(h.clock.now().toISOString());
  });

  it('answers 409 when the username is taken, whatever its case', async () => {
    await onboarded(h, 'takenname');
    const s = await signUp(h, 'second@example.com');
    const res = await send(h, endpoints.onboardUser, {
      token: s.token,
      body: onboard('TakenName'),
    });
    expect(res.status).toBe(409);
    expect(res.error?.errors).toHaveProperty('username');
  });

  it('answers 422 per field for invalid input', async () => {
    const s = await signUp(h, 'invalid-onboard@example.com');
    const res = await send(h, endpoints.onboardUser, {
      token: s.token,
      body: {
        first_name: '',
        last_name: 'x'.repeat(71),
        username: 'a b',
        country: 'Germany',
        platform_type: 'payments',
      },
    });
    expect(res.status).toBe(422);
    expect(Object.keys(res.error?.errors ?? {}).sort()).toEqual([
      'country',
      'first_name',
      'last_name',
      'username',
    ]);
  });

  it('takes a name of 69 characters and refuses 70 with the §5 message (under 70)', async () => {
    const s = await signUp(h, 'name-length@example.com');
    const refused = await send(h, endpoints.onboardUser, {
      token: s.token,
      body: { ...onboard('name_len'), first_name: 'é'.repeat(70) },
    });
    expect(refused.status).toBe(422);
    expect(refused.error?.errors).toEqual({
      first_name: ['Name must be under 70 characters'],
    });
    const taken = await send(h, endpoints.onboardUser, {
      token: s.token,
      body: { ...onboard('name_len'), first_name: 'é'.repeat(69) },
    });
    expect(taken.status).toBe(200);
  });

  it('refuses blocked and unknown countries', async () => {
    const s = await signUp(h, 'blocked-country@example.com');
    const blocked = await send(h, endpoints.onboardUser, {
      token: s.token,
      body: onboard('blocked_c', 'KP'),
    });
    expect(blocked.status).toBe(422);
    expect(blocked.error?.errors).toEqual({
      country: ['OptWallet is not available in this country'],
    });
    const unknown = await send(h, endpoints.onboardUser, {
      token: s.token,
      body: onboard('blocked_c', 'ZZ'),
    });
    expect(unknown.status).toBe(422);
  });

  it('collects the email of a phone sign-up as pending, refusing one that is taken', async () => {
    await signUp(h, 'has-email@example.com');
    await send(h, endpoints.register, {
      body: {
        type: 'phone',
        identifier: '+14155550123',
        password: 'Secret#pass1',
        password_confirmation: 'Secret#pass1',
        age_consent: true,
        terms_consent: true,
        platform_type: 'payments',
      },
    });
    const sms = await lastMessage(h, '+14155550123');
    const login = await send(h, endpoints.authCodeLogin, {
      body: { identifier: '+14155550123', authCode: sms.code ?? '', platform_type: 'payments' },
    });
    const token = login.data?.access_token ?? '';
    const taken = await send(h, endpoints.onboardUser, {
      token,
      body: onboard('phone_user', 'US', { email: 'has-email@example.com' }),
    });
    expect(taken.status).toBe(409);
    const ok = await send(h, endpoints.onboardUser, {
      token,
      body: onboard('phone_user', 'US', { email: 'phone@example.com' }),
    });
    expect(ok.data).toMatchObject({
      email: null,
      pending_email: 'phone@example.com',
      phone_number: '+14155550123',
    });
    const { code } = await lastMessage(h, 'phone@example.com');
    const verified = await send(h, endpoints.emailVerify, { token, body: { code: code ?? '' } });
    expect(verified.data).toMatchObject({ email: 'phone@example.com', pending_email: null });
  });

  it('answers 401 without a token', async () => {
    const res = await send(h, endpoints.onboardUser, { body: onboard('nobody') });
    expect(res.status).toBe(401);
  });
});

describe('GET /countries', () => {
  it('lists real countries with ISO codes and dial codes, sorted, blocked ones marked', async () => {
    const s = await signUp(h, 'countries@example.com');
    const res = await send(h, endpoints.countries, { token: s.token });
    const list = res.data ?? [];
    expect(list.length).toBeGreaterThan(200);
    expect(list).toContainEqual({ code: 'DE', name: 'Germany', dial_code: '+49', blocked: false });
    expect(list.filter((c) => c.blocked).map((c) => c.code)).toEqual(
      expect.arrayContaining(['CU', 'KP', 'SY', 'RU']),
    );
    expect(list.filter((c) => c.blocked)).toHaveLength(4);
    const names = list.map((c) => c.name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'en')));
  });
});

describe('GET /user/profile and /user/profile/{id}', () => {
  it('shows the own profile and someone else’s by id or username, with following and counters', async () => {
    const ann = await onboarded(h, 'ann_p', ['Ann', 'Peters']);
    const ben = await onboarded(h, 'ben_p', ['Ben', 'Price']);
    await send(h, endpoints.follow, { token: ann.token, params: { id: ben.id } });
    const own = await send(h, endpoints.ownProfile, { token: ann.token });
    expect(own.data).toMatchObject({
      id: ann.id,
      is_self: true,
      following_count: 1,
      followers_count: 0,
    });
    const byId = await send(h, endpoints.profile, { token: ann.token, params: { id: ben.id } });
    expect(byId.data).toMatchObject({
      username: 'ben_p',
      following: true,
      followers_count: 1,
      is_self: false,
    });
    const byName = await send(h, endpoints.profile, { token: ben.token, params: { id: 'ANN_P' } });
    expect(byName.data).toMatchObject({ id: ann.id, following: false });
    expect(byName.data).not.toHaveProperty('email');
  });

  it('answers 404 for an unknown user and for someone who blocked the caller', async () => {
    const cat = await onboarded(h, 'cat_p');
    const dan = await onboarded(h, 'dan_p');
    expect(
      (await send(h, endpoints.profile, { token: cat.token, params: { id: 'nobody_at_all' } }))
        .status,
    ).toBe(404);
    await send(h, endpoints.block, { token: dan.token, params: { id: cat.id } });
    expect(
      (await send(h, endpoints.profile, { token: cat.token, params: { id: dan.id } })).status,
    ).toBe(404);
    const blocker = await send(h, endpoints.profile, { token: dan.token, params: { id: cat.id } });
    expect(blocker.data).toMatchObject({ blocked: true });
  });
});

describe('PUT /user/profile', () => {
  const update = { first_name: 'Ada', last_name: 'Lovelace', bio: 'Counts things', country: 'gb' };

  it('replaces name, bio and country; the public profile shows them', async () => {
    const me = await onboarded(h, 'editor');
    const res = await send(h, endpoints.updateProfile, { token: me.token, body: update });
    expect(res.status).toBe(200);
    expect(res.data).toMatchObject({
      first_name: 'Ada',
      last_name: 'Lovelace',
      bio: 'Counts things',
      country: 'GB',
      username: 'editor',
    });
    const other = await onboarded(h, 'reader');
    const seen = await send(h, endpoints.profile, { token: other.token, params: { id: 'editor' } });
    expect(seen.data).toMatchObject({ first_name: 'Ada', bio: 'Counts things', country: 'GB' });
  });

  it('clears the bio with an empty text', async () => {
    const me = await onboarded(h, 'clearbio');
    await send(h, endpoints.updateProfile, { token: me.token, body: update });
    const res = await send(h, endpoints.updateProfile, {
      token: me.token,
      body: { ...update, bio: '  ' },
    });
    expect(res.data?.bio).toBeNull();
  });

  it('refuses a blocked or unknown country and bad names with 422, changing nothing', async () => {
    const me = await onboarded(h, 'refused', ['Keep', 'Me']);
    const blocked = await send(h, endpoints.updateProfile, {
      token: me.token,
      body: { ...update, country: 'RU' },
    });
    expect(blocked.status).toBe(422);
    expect(blocked.error?.errors).toEqual({
      country: ['OptWallet is not available in this country'],
    });
    const unknown = await send(h, endpoints.updateProfile, {
      token: me.token,
      body: { ...update, country: 'XX' },
    });
    expect(unknown.status).toBe(422);
    const names = await send(h, endpoints.updateProfile, {
      token: me.token,
      body: { ...update, first_name: ' ', bio: 'x'.repeat(281) },
    });
    expect(names.status).toBe(422);
    expect(names.error?.errors).toHaveProperty('first_name');
    expect(names.error?.errors).toHaveProperty('bio');
    const user = await send(h, endpoints.user, { token: me.token });
    expect(user.data).toMatchObject({
      first_name: 'Keep',
      last_name: 'Me',
      country: 'DE',
      bio: null,
    });
  });
});

describe('phone verification', () => {
  it('texts a code and sets the verified number', async () => {
    const s = await signUp(h, 'phone-verify@example.com');
    const sent = await send(h, endpoints.phoneSendCode, {
      token: s.token,
      body: { phone_number: '+447911123456' },
    });
    expect(sent.status).toBe(200);
    const { listOutbox } = await import('../../src/lib/outbox');
    const [sms] = await listOutbox(h.deps.db, '+447911123456', 1);
    const wrong = await send(h, endpoints.phoneVerify, {
      token: s.token,
      body: { phone_number: '+447911123456', code: sms?.code === '000000' ? '111111' : '000000' },
    });
    expect(wrong.status).toBe(422);
    const ok = await send(h, endpoints.phoneVerify, {
      token: s.token,
      body: { phone_number: '+447911123456', code: sms?.code ?? '' },
    });
    expect(ok.data?.phone_number).toBe('+447911123456');
  });
});
