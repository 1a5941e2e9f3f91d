import { endpoints } from '@optwallet/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Harness, PASSWORD, createHarness, lastMessage, send, signUp } from './harness';

/*
 * The Permissions page's Sessions: the live sign-ins of the account (the asking one marked),
 * signing out one, and signing out every other; an ended session's tokens stop at once.
 */

let h: Harness;
beforeAll(async () => {
  h = await createHarness();
});
afterAll(() => h.close());

const P = 'payments' as const;

/** A second sign-in of the same account (another device): its own session. */
async function signInAgain(email: string) {
  await send(h, endpoints.login, {
    body: { type: 'email', identifier: email, password: PASSWORD, platform_type: P },
  });
  const { code } = await lastMessage(h, email);
  const login = await send(h, endpoints.authCodeLogin, {
    body: { identifier: email, authCode: code ?? '', platform_type: P },
  });
  if (!login.data) throw new Error(`sign-in failed: ${login.status}`);
  return { token: login.data.access_token, refresh: login.data.refresh_token };
}

const status = async (token: string) => (await send(h, endpoints.user, { token })).status;
const refresh = (refreshToken: string) =>
  send(h, endpoints.refreshToken, { body: { refresh_token: refreshToken, platform_type: P } });
const sessionsOf = (token: string) => send(h, endpoints.sessions, { token });

describe('sessions', () => {
  it('lists the live sign-ins with the asking one marked; signs one out, its tokens stop', async () => {
    const phone = await signUp(h, 'list-sessions@example.com');
    const laptop = await signInAgain('list-sessions@example.com');
    const listed = await sessionsOf(phone.token);
    expect(listed.status).toBe(200);
    expect(listed.data?.data).toHaveLength(2);
    expect(listed.data?.data.filter((s) => s.current)).toHaveLength(1);
    // The laptop sees the same two, itself marked.
    const fromLaptop = await sessionsOf(laptop.token);
    const laptopId = fromLaptop.data?.data.find((s) => s.current)?.id ?? '';
    expect(listed.data?.data.find((s) => s.id === laptopId)?.current).toBe(false);

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
