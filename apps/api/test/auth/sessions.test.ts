import { endpoints } from '@optwallet/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REFRESH_GRACE_MS } from '../../src/modules/auth/refresh-tokens';
import {
  type Harness,
  PASSWORD,
  createHarness,
  lastMessage,
  send,
  signUp,
} from '../support/harness';

let h: Harness;
beforeAll(async () => {
  h = await createHarness();
});
afterAll(() => h.close());

const P = 'payments' as const;

/** A second sign-in of the same account (another device): its own session. */
async function signInAgain(email: string, password = PASSWORD, userAgent?: string) {
  await send(h, endpoints.login, {
    body: { type: 'email', identifier: email, password, platform_type: P },
  });
  const { code } = await lastMessage(h, email);
  const login = await send(h, endpoints.authCodeLogin, {
    body: { identifier: email, authCode: code ?? '', platform_type: P },
    headers: userAgent ? { 'User-Agent': userAgent } : {},
  });
  if (!login.data) throw new Error(`sign-in failed: ${login.status}`);
  return { token: login.data.access_token, refresh: login.data.refresh_token };
}

const status = async (token: string) => (await send(h, endpoints.user, { token })).status;
const refresh = (refreshToken: string) =>
  send(h, endpoints.refreshToken, { body: { refresh_token: refreshToken, platform_type: P } });

describe('POST /logout', () => {
  it('ends the session on the server: its access token stops at once, its refresh token too', async () => {
    const s = await signUp(h, 'logout@example.com');
    const laptop = await signInAgain('logout@example.com');
    expect(await status(s.token)).toBe(200);

    const res = await send(h, endpoints.logout, { body: { refresh_token: s.refresh } });
    expect(res.status).toBe(200);
    expect(await status(s.token)).toBe(401);
    expect((await refresh(s.refresh)).status).toBe(401);
    // Only that session: the same account on another device stays signed in.
    expect(await status(laptop.token)).toBe(200);
    expect((await refresh(laptop.refresh)).status).toBe(200);
  });

  it('answers the same for an unknown or already ended session', async () => {
    const s = await signUp(h, 'logout-twice@example.com');
    expect((await send(h, endpoints.logout, { body: { refresh_token: s.refresh } })).status).toBe(
      200,
    );
    expect((await send(h, endpoints.logout, { body: { refresh_token: s.refresh } })).status).toBe(
      200,
    );
    expect((await send(h, endpoints.logout, { body: { refresh_token: 'nope' } })).status).toBe(200);
  });

  it('ends the session even when its refresh token was already rotated', async () => {
    const s = await signUp(h, 'logout-rotated@example.com');
    const next = await refresh(s.refresh);
    expect(next.status).toBe(200);
    await send(h, endpoints.logout, { body: { refresh_token: s.refresh } });
    expect(await status(next.data?.access_token ?? '')).toBe(401);
    expect((await refresh(next.data?.refresh_token ?? '')).status).toBe(401);
  });
});

describe('a password change', () => {
  it('ends every other session of the account, and keeps the one that made it', async () => {
    const email = 'change-ends@example.com';
    const phone = await signUp(h, email);
    const laptop = await signInAgain(email);
    await send(h, endpoints.initiatePasswordChange, {
      token: laptop.token,
      body: { current_password: PASSWORD },
    });
    const { code } = await lastMessage(h, email);
    const next = 'Changed#pass9';
    const changed = await send(h, endpoints.changePassword, {
      token: laptop.token,
      body: { code: code ?? '', password: next, password_confirmation: next },
    });
    expect(changed.status).toBe(200);

    expect(await status(phone.token)).toBe(401);
    expect((await refresh(phone.refresh)).status).toBe(401);
    expect(await status(laptop.token)).toBe(200);
    expect((await refresh(laptop.refresh)).status).toBe(200);
  });
});

describe('refresh grace window', () => {
  it('two tabs refreshing one session at once both get the same new pair and stay signed in', async () => {
    const s = await signUp(h, 'two-tabs@example.com');
    const [a, b] = await Promise.all([refresh(s.refresh), refresh(s.refresh)]);
    expect(a.status).toBe(200);
    expect(b.status).toBe(200);
    expect(b.data?.refresh_token).toBe(a.data?.refresh_token);
    expect(b.data?.access_token).toBe(a.data?.access_token);
    expect(await status(a.data?.access_token ?? '')).toBe(200);
    expect((await refresh(a.data?.refresh_token ?? '')).status).toBe(200);
  });

  it('answers a late tab within the window with the same pair and what is left of its lifetime', async () => {
    const s = await signUp(h, 'late-tab@example.com');
    const first = await refresh(s.refresh);
    h.clock.advance(REFRESH_GRACE_MS - 5000);
    const late = await refresh(s.refresh);
    expect(late.data?.refresh_token).toBe(first.data?.refresh_token);
    expect(late.data?.access_token).toBe(first.data?.access_token);
    expect(late.data?.expires_in).toBe((first.data?.expires_in ?? 0) - 25);
  });

  it('follows rotations made within the window to the live pair', async () => {
    const s = await signUp(h, 'chain-tab@example.com');
    const first = await refresh(s.refresh);
    const second = await refresh(first.data?.refresh_token ?? '');
    const late = await refresh(s.refresh);
    expect(late.data?.refresh_token).toBe(second.data?.refresh_token);
  });

  it('still treats a rotated token presented after the window as stolen: the session ends', async () => {
    const s = await signUp(h, 'after-grace@example.com');
    const first = await refresh(s.refresh);
    h.clock.advance(REFRESH_GRACE_MS + 1000);
    expect((await refresh(s.refresh)).status).toBe(401);
    expect(await status(first.data?.access_token ?? '')).toBe(401);
    expect((await refresh(first.data?.refresh_token ?? '')).status).toBe(401);
  });
});

/* The Permissions page's Sessions: the live sign-ins, sign out one, sign out every other. */
const FIREFOX_ON_LINUX = 'Mozilla/5.0 (X11; Linux x86_64; rv:132.0) Gecko/20100101 Firefox/132.0';
const sessionsOf = (token: string) => send(h, endpoints.sessions, { token });

describe('sessions', () => {
  it('lists the live sign-ins with the asking one marked; signs one out, its tokens stop', async () => {
    const phone = await signUp(h, 'list-sessions@example.com');
    const laptop = await signInAgain('list-sessions@example.com', PASSWORD, FIREFOX_ON_LINUX);
    const listed = await sessionsOf(phone.token);
    expect(listed.status).toBe(200);
    expect(listed.data?.data).toHaveLength(2);
    expect(listed.data?.data.filter((s) => s.current)).toHaveLength(1);
    // The laptop sees the same two, itself marked.
    const fromLaptop = await sessionsOf(laptop.token);
    const laptopId = fromLaptop.data?.data.find((s) => s.current)?.id ?? '';
    expect(listed.data?.data.find((s) => s.id === laptopId)).toMatchObject({
      current: false,
      device: FIREFOX_ON_LINUX,
    });

    const ended = await send(h, endpoints.endSession, {
      token: phone.token,
      params: { id: laptopId },
    });
    expect(ended.status).toBe(200);
    expect(await status(laptop.token)).toBe(401);
    expect((await refresh(laptop.refresh)).status).toBe(401);
    expect(await status(phone.token)).toBe(200);
    expect((await sessionsOf(phone.token)).data?.data).toHaveLength(1);
    // Ended already: nothing left to sign out.
    const again = await send(h, endpoints.endSession, {
      token: phone.token,
      params: { id: laptopId },
    });
    expect(again.status).toBe(404);
  });

  it('signs out every other session and keeps the asking one', async () => {
    const email = 'others-sessions@example.com';
    const phone = await signUp(h, email);
    const laptop = await signInAgain(email);
    const tablet = await signInAgain(email);
    const res = await send(h, endpoints.endOtherSessions, { token: phone.token });
    expect(res.status).toBe(200);
    expect(res.data).toEqual({ ended: 2 });
    expect(await status(laptop.token)).toBe(401);
    expect(await status(tablet.token)).toBe(401);
    expect(await status(phone.token)).toBe(200);
    expect((await sessionsOf(phone.token)).data?.data.map((s) => s.current)).toEqual([true]);
  });

  it('cannot sign out someone else’s session', async () => {
    const mine = await signUp(h, 'mine-sessions@example.com');
    const theirs = await signUp(h, 'theirs-sessions@example.com');
    const theirId = (await sessionsOf(theirs.token)).data?.data[0]?.id ?? '';
    const res = await send(h, endpoints.endSession, { token: mine.token, params: { id: theirId } });
    expect(res.status).toBe(404);
    expect(await status(theirs.token)).toBe(200);
  });
});
