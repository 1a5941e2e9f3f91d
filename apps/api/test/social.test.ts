import { endpoints } from '@optwallet/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { userWithWallet } from './wallet-fixture';
import { type Harness, createHarness, lastMessage, onboarded, send } from './harness';

let h: Harness;
beforeAll(async () => {
  h = await createHarness();
});
afterAll(() => h.close());

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
