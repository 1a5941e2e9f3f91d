import { endpoints } from '@optwallet/contract';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { users } from '../../src/db/schema';
import { searchContacts } from '../../src/modules/social/service';
import { userWithWallet } from '../support/wallet-fixture';
import {
  type Harness,
  lastMessage,
  onboarded,
  registerBody,
  send,
  signUp,
} from '../support/harness';
import { createChainHarness } from '../support/node-harness';

let h: Harness;
beforeAll(async () => {
  h = await createChainHarness();
});
afterAll(() => h.close());
// Each test signs up its own people: a new hour each, so the limit of sign-ups per address
// (20 an hour) is one test's.
beforeEach(() => {
  h.clock.advance(61 * 60_000);
});

describe('follow and unfollow', () => {
  it('follows idempotently and notifies the followed user once', async () => {
    const a = await onboarded(h, 'f_alpha', ['Alpha', 'One']);
    const b = await onboarded(h, 'f_beta');
    const first = await send(h, endpoints.follow, { token: a.token, params: { id: b.id } });
    expect(first.data).toEqual({ message: 'User Followed successfully', following: true });
    await send(h, endpoints.follow, { token: a.token, params: { id: b.id } });
    const notes = await send(h, endpoints.notifications, { token: b.token });
    expect(notes.data?.data).toHaveLength(1);
    expect(notes.data?.data[0]).toMatchObject({
      type: 'new_follower',
      data: { user_id: a.id },
      message: 'Alpha One started following you.',
    });
    const followers = await send(h, endpoints.network, {
      token: b.token,
      params: { tab: 'followers' },
    });
    expect(followers.data?.data.map((u) => u.id)).toEqual([a.id]);
    const un = await send(h, endpoints.unfollow, { token: a.token, params: { id: b.id } });
    expect(un.data).toEqual({ message: 'User Unfollowed successfully', following: false });
    const again = await send(h, endpoints.unfollow, { token: a.token, params: { id: b.id } });
    expect(again.status).toBe(200);
    const after = await send(h, endpoints.network, {
      token: b.token,
      params: { tab: 'followers' },
    });
    expect(after.data?.total).toBe(0);
  });

  it('refuses following oneself (422) and an unknown user (404), and needs a token (401)', async () => {
    const a = await onboarded(h, 'f_self');
    expect((await send(h, endpoints.follow, { token: a.token, params: { id: a.id } })).status).toBe(
      422,
    );
    expect(
      (await send(h, endpoints.follow, { token: a.token, params: { id: '01UNKNOWN' } })).status,
    ).toBe(404);
    expect((await send(h, endpoints.follow, { params: { id: a.id } })).status).toBe(401);
  });
});

describe('block and unblock', () => {
  it('removes follows both ways; the blocked user cannot follow (403) or find the blocker', async () => {
    const a = await onboarded(h, 'b_blocker', ['Blocky', 'Person']);
    const b = await onboarded(h, 'b_blocked');
    await send(h, endpoints.follow, { token: b.token, params: { id: a.id } });
    const blocked = await send(h, endpoints.block, { token: a.token, params: { id: b.id } });
    expect(blocked.data).toEqual({ message: 'User blocked', blocked: true });
    expect(
      (await send(h, endpoints.network, { token: a.token, params: { tab: 'followers' } })).data
        ?.total,
    ).toBe(0);
    expect((await send(h, endpoints.follow, { token: b.token, params: { id: a.id } })).status).toBe(
      403,
    );
    expect(
      (await send(h, endpoints.searchContacts, { token: b.token, params: { query: 'b_blocker' } }))
        .data,
    ).toBe('No contacts found');
    const un = await send(h, endpoints.unblock, { token: a.token, params: { id: b.id } });
    expect(un.data).toEqual({ message: 'User unblocked', blocked: false });
    expect((await send(h, endpoints.follow, { token: b.token, params: { id: a.id } })).status).toBe(
      200,
    );
  });
});

describe('blocking and GET /get-tokens-by-ulid/{id}', () => {
  it('the blocked person no longer gets the blocker’s name and addresses: the 404 of nobody', async () => {
    const a = await userWithWallet(h, 'tb_blocker');
    const b = await onboarded(h, 'tb_blocked');
    const before = await send(h, endpoints.tokensByUlid, { token: b.token, params: { id: a.id } });
    expect(before.data?.user.username).toBe('tb_blocker');
    await send(h, endpoints.block, { token: a.token, params: { id: b.id } });

    const after = await send(h, endpoints.tokensByUlid, { token: b.token, params: { id: a.id } });
    const nobody = await send(h, endpoints.tokensByUlid, {
      token: b.token,
      params: { id: 'nope' },
    });
    expect(after.status).toBe(404);
    expect(after.error).toEqual(nobody.error);
    expect(JSON.stringify(after.error)).not.toContain(a.native);
    // The blocker still sees whom they blocked (to unblock), as on the profile.
    expect(
      (await send(h, endpoints.tokensByUlid, { token: a.token, params: { id: b.id } })).status,
    ).toBe(200);
    await send(h, endpoints.unblock, { token: a.token, params: { id: b.id } });
    expect(
      (await send(h, endpoints.tokensByUlid, { token: b.token, params: { id: a.id } })).status,
    ).toBe(200);
  });
});

describe('GET /user/{tab}', () => {
  it('pages following with per_page and page', async () => {
    const me = await onboarded(h, 't_me');
    const ids: string[] = [];
    for (const name of ['t_one', 't_two', 't_three']) {
      const u = await onboarded(h, name);
      ids.push(u.id);
      await send(h, endpoints.follow, { token: me.token, params: { id: u.id } });
      h.clock.advance(1000);
    }
    const page1 = await send(h, endpoints.network, {
      token: me.token,
      params: { tab: 'following' },
      query: { per_page: '2', page: '1' },
    });
    expect(page1.data).toMatchObject({ current_page: 1, last_page: 2, per_page: 2, total: 3 });
    expect(page1.data?.data.map((u) => u.id)).toEqual([ids[2], ids[1]]);
    expect(page1.data?.data[0]?.following).toBe(true);
    const page2 = await send(h, endpoints.network, {
      token: me.token,
      params: { tab: 'following' },
      query: { per_page: '2', page: '2' },
    });
    expect(page2.data?.data.map((u) => u.id)).toEqual([ids[0]]);
    const defaults = await send(h, endpoints.network, {
      token: me.token,
      params: { tab: 'following' },
    });
    expect(defaults.data?.per_page).toBe(30);
  });

  it('pages to the last page and past it; ties in time go by id, each person once', async () => {
    const me = await onboarded(h, 't_ties');
    const followed: string[] = [];
    const followers: string[] = [];
    // Five follows each way in the same millisecond: only the id orders them.
    for (let i = 0; i < 5; i += 1) {
      const u = await onboarded(h, `t_tie${i}`);
      await send(h, endpoints.follow, { token: me.token, params: { id: u.id } });
      await send(h, endpoints.follow, { token: u.token, params: { id: me.id } });
      followed.push(u.id);
      followers.push(u.id);
    }
    for (const [tab, ids] of [
      ['following', followed],
      ['followers', followers],
    ] as const) {
      const page = (n: number) =>
        send(h, endpoints.network, {
          token: me.token,
          params: { tab },
          query: { per_page: '2', page: String(n) },
        });
      const pages = [await page(1), await page(2), await page(3)];
      for (const [i, p] of pages.entries()) {
        expect(p.data).toMatchObject({ current_page: i + 1, last_page: 3, per_page: 2, total: 5 });
      }
      expect(pages.flatMap((p) => p.data?.data.map((u) => u.id))).toEqual(
        [...ids].sort().reverse(),
      );
      expect(pages[2]?.data?.data).toHaveLength(1);
      const beyond = await page(4);
      expect(beyond.status).toBe(200);
      expect(beyond.data).toMatchObject({
        data: [],
        current_page: 4,
        last_page: 3,
        per_page: 2,
        total: 5,
      });
    }
  });

  it('pages referrals: confirmed sign-ups only, newest first, ties by id, past the end empty', async () => {
    const referrer = await onboarded(h, 't_referrer');
    const confirmed: string[] = [];
    for (let i = 0; i < 3; i += 1) {
      const friend = await signUp(h, `t_ref${i}@example.com`, { referral: referrer.id });
      confirmed.push(friend.id);
    }
    // One more that never confirms its sign-up: no one yet.
    await send(h, endpoints.register, {
      body: registerBody('t_ref_unconfirmed@example.com', { referral: referrer.id }),
    });
    const page = (n: number) =>
      send(h, endpoints.network, {
        token: referrer.token,
        params: { tab: 'referrals' },
        query: { per_page: '2', page: String(n) },
      });
    const [p1, p2, p3] = [await page(1), await page(2), await page(3)];
    expect(p1.data).toMatchObject({ current_page: 1, last_page: 2, total: 3 });
    expect([...(p1.data?.data ?? []), ...(p2.data?.data ?? [])].map((u) => u.id)).toEqual(
      [...confirmed].sort().reverse(),
    );
    expect(p3.data).toMatchObject({ data: [], current_page: 3, last_page: 2, total: 3 });
  });

  it('keeps the totals and profile counters through follows, unfollows, blocks and many at once', async () => {
    const star = await onboarded(h, 't_star');
    const fans = [];
    for (let i = 0; i < 12; i += 1) fans.push(await onboarded(h, `t_fan${i}`));
    // All at once (in parallel on Postgres): none is lost, none counted twice.
    await Promise.all(
      fans.map((fan) => send(h, endpoints.follow, { token: fan.token, params: { id: star.id } })),
    );
    await Promise.all(
      fans.map((fan) => send(h, endpoints.follow, { token: star.token, params: { id: fan.id } })),
    );
    const counts = async () => {
      const profile = (await send(h, endpoints.ownProfile, { token: star.token })).data;
      const tab = async (t: 'followers' | 'following') =>
        (await send(h, endpoints.network, { token: star.token, params: { tab: t } })).data?.total;
      return {
        followers: profile?.followers_count,
        following: profile?.following_count,
        followersTab: await tab('followers'),
        followingTab: await tab('following'),
      };
    };
    expect(await counts()).toEqual({
      followers: 12,
      following: 12,
      followersTab: 12,
      followingTab: 12,
    });
    await send(h, endpoints.unfollow, { token: fans[0]?.token, params: { id: star.id } });
    // Blocking ends the follows both ways.
    await send(h, endpoints.block, { token: star.token, params: { id: fans[1]?.id ?? '' } });
    expect(await counts()).toEqual({
      followers: 10,
      following: 11,
      followersTab: 10,
      followingTab: 11,
    });
    const fanView = await send(h, endpoints.profile, {
      token: fans[2]?.token,
      params: { id: star.id },
    });
    expect(fanView.data).toMatchObject({ followers_count: 10, following_count: 11 });
  });

  it('answers 422 for an unknown tab and a bad page', async () => {
    const me = await onboarded(h, 't_bad');
    const res = await send(h, endpoints.network, {
      token: me.token,
      params: { tab: 'friends' as 'following' },
    });
    expect(res.status).toBe(422);
    expect(res.error?.errors).toHaveProperty('tab');
    const page = await send(h, endpoints.network, {
      token: me.token,
      params: { tab: 'following' },
      query: { page: '0' },
    });
    expect(page.status).toBe(422);
    expect(page.error?.errors).toHaveProperty('page');
  });
});

describe('GET /contacts/search/{query}', () => {
  it('finds people by username and name, with following and invite flags', async () => {
    const me = await onboarded(h, 's_searcher');
    const zoe = await onboarded(h, 'zoe_search', ['Zoey', 'Quartz']);
    await send(h, endpoints.follow, { token: me.token, params: { id: zoe.id } });
    const byName = await send(h, endpoints.searchContacts, {
      token: me.token,
      params: { query: 'quartz' },
    });
    expect(byName.data).toEqual([
      expect.objectContaining({
        id: zoe.id,
        username: 'zoe_search',
        following: true,
        invite: false,
        email: null,
      }),
    ]);
    const byFull = await send(h, endpoints.searchContacts, {
      token: me.token,
      params: { query: 'Zoey Quartz' },
    });
    expect(Array.isArray(byFull.data) && byFull.data.length).toBe(1);
  });

  it('matches an email only exactly, and answers a string when nothing matches', async () => {
    const me = await onboarded(h, 's_email');
    await onboarded(h, 'exact_mail');
    const exact = await send(h, endpoints.searchContacts, {
      token: me.token,
      params: { query: 'exact_mail@example.com' },
    });
    expect(exact.data).toEqual([expect.objectContaining({ email: 'exact_mail@example.com' })]);
    const partial = await send(h, endpoints.searchContacts, {
      token: me.token,
      params: { query: '@example.com' },
    });
    expect(partial.data).toBe('No contacts found');
  });

  it('finds a substring anywhere in a username, a first or last name, or "first last"', async () => {
    const me = await onboarded(h, 's_inside');
    const ada = await onboarded(h, 'xy_adalove', ['Augusta', 'Byronson']);
    const find = async (query: string) => {
      const res = await send(h, endpoints.searchContacts, { token: me.token, params: { query } });
      return Array.isArray(res.data) ? res.data.map((u) => u.id) : res.data;
    };
    expect(await find('dalo')).toEqual([ada.id]); // inside the username
    expect(await find('GUST')).toEqual([ada.id]); // inside the first name, any case
    expect(await find('ronso')).toEqual([ada.id]); // inside the last name
    expect(await find('sta Byr')).toEqual([ada.id]); // across "first last"
    expect(await find('ustaByr')).toBe('No contacts found');
    // LIKE's wildcards are plain characters in a query.
    expect(await find('xy%love')).toBe('No contacts found');
  });

  it('orders by username and answers at most 20', async () => {
    const usernames: string[] = [];
    for (let i = 0; i < 22; i += 1) {
      // More sign-ups than an hour allows from one address.
      if (i === 15) h.clock.advance(61 * 60_000);
      const name = `qmany${String(21 - i).padStart(2, '0')}`;
      await onboarded(h, name);
      usernames.push(name);
    }
    const me = await onboarded(h, 's_many');
    const res = await send(h, endpoints.searchContacts, {
      token: me.token,
      params: { query: 'qmany' },
    });
    expect(Array.isArray(res.data) && res.data.map((u) => u.username)).toEqual(
      [...usernames].sort().slice(0, 20),
    );
  });

  it('answers the first 20 by username whether the matches sort first, last or both', async () => {
    const me = await onboarded(h, 'aaaqwalkme');
    const person = (username: string, confirmed = true) => ({
      id: `qwalk-${username}`,
      username,
      email: confirmed ? `${username}@example.com` : null,
      pendingEmail: confirmed ? null : `${username}@example.com`,
      firstName: 'Test',
      lastName: 'Person',
    });
    const early = Array.from({ length: 22 }, (_, i) => `aaaqwalk${String(i).padStart(2, '0')}`);
    const late = Array.from({ length: 22 }, (_, i) => `zzzqwalk${String(i).padStart(2, '0')}`);
    await h.deps.db.insert(users).values([
      ...[...early, ...late].map((u) => person(u)),
      // An unconfirmed sign-up sorting among the first: no one yet.
      person('aaaqwalk00a', false),
      // Found by the name: sorts between the two groups.
      { ...person('mmmnamed'), firstName: 'Qwalker' },
    ]);
    const usernames = async (query: string) => {
      const found = await searchContacts(h.deps.db, me.id, query);
      return Array.isArray(found) ? found.map((u) => u.username) : found;
    };
    const all = [...early, 'mmmnamed', ...late];
    expect(await usernames('qwalk')).toEqual(all.slice(0, 20));
    expect(await usernames('zzzqwalk')).toEqual(late.slice(0, 20));
    expect(await usernames('QWALKER')).toEqual(['mmmnamed']);
  });

  it('needs at least 4 characters (422)', async () => {
    const me = await onboarded(h, 's_short');
    const res = await send(h, endpoints.searchContacts, {
      token: me.token,
      params: { query: 'abc' },
    });
    expect(res.status).toBe(422);
    expect(res.error?.message).toBe('Please search atleast 4 characters for a contacts');
  });
});

describe('POST /user/email-invite', () => {
  it('mails the invite link {WEB_URL}/c/{username}', async () => {
    const me = await onboarded(h, 'inviter');
    const res = await send(h, endpoints.emailInvite, {
      token: me.token,
      body: { email: 'Friend@Example.com' },
    });
    expect(res.data).toEqual({ message: 'Contact invited successfully' });
    const mail = await lastMessage(h, 'friend@example.com');
    expect(mail.link).toBe('http://localhost:5173/c/inviter');
  });

  it('answers 422 for a bad email and 429 after too many invites', async () => {
    const me = await onboarded(h, 'spammer');
    const bad = await send(h, endpoints.emailInvite, {
      token: me.token,
      body: { email: 'not-an-email' },
    });
    expect(bad.status).toBe(422);
    expect(bad.error?.errors).toHaveProperty('email');
    let status = 0;
    for (let i = 0; i < 11; i += 1) {
      status = (
        await send(h, endpoints.emailInvite, {
          token: me.token,
          body: { email: `p${i}@example.com` },
        })
      ).status;
    }
    expect(status).toBe(429);
  });
});
