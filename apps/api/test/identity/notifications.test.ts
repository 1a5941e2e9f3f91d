import { endpoints } from '@optwallet/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notify } from '../../src/modules/notifications/service';
import { type Harness, createHarness, onboarded, send } from '../support/harness';

let h: Harness;
beforeAll(async () => {
  h = await createHarness();
});
afterAll(() => h.close());

async function seedNotes(userId: string, n: number) {
  for (let i = 0; i < n; i += 1) {
    await notify(h.deps.db, h.clock.now(), {
      userId,
      type: 'system',
      title: `T${i}`,
      message: `M${i}`,
    });
    h.clock.advance(1000);
  }
}

describe('notifications', () => {
  it('pages newest first with { data, current_page, last_page }', async () => {
    const u = await onboarded(h, 'n_pager');
    await seedNotes(u.id, 25);
    const p1 = await send(h, endpoints.notifications, { token: u.token, query: { page: '1' } });
    expect(p1.data).toMatchObject({ current_page: 1, last_page: 2, total: 25 });
    expect(p1.data?.data[0]?.title).toBe('T24');
    const p2 = await send(h, endpoints.notifications, { token: u.token, query: { page: '2' } });
    expect(p2.data?.data).toHaveLength(5);
  });

  it('pages to the last page and past it; notifications of one moment go by id, each once', async () => {
    const u = await onboarded(h, 'n_ties');
    // 45 in the same millisecond (the clock does not move): only the id orders them.
    for (let i = 0; i < 45; i += 1) {
      await notify(h.deps.db, h.clock.now(), {
        userId: u.id,
        type: 'system',
        title: `S${i}`,
        message: `M${i}`,
      });
    }
    const page = (n: number) =>
      send(h, endpoints.notifications, { token: u.token, query: { page: String(n) } });
    const pages = [await page(1), await page(2), await page(3)];
    for (const [i, p] of pages.entries()) {
      expect(p.data).toMatchObject({ current_page: i + 1, last_page: 3, per_page: 20, total: 45 });
    }
    expect(pages.map((p) => p.data?.data.length)).toEqual([20, 20, 5]);
    const ids = pages.flatMap((p) => p.data?.data.map((n) => n.id) ?? []);
    expect(ids).toEqual([...ids].sort().reverse());
    expect(new Set(ids).size).toBe(45);
    expect((await page(4)).data).toMatchObject({
      data: [],
      current_page: 4,
      last_page: 3,
      total: 45,
    });
  });

  it('counts what every writer adds and removes: a follow, a transfer statement, a deleted account', async () => {
    const u = await onboarded(h, 'n_counted');
    const fan = await onboarded(h, 'n_fan');
    await seedNotes(u.id, 2);
    await send(h, endpoints.follow, { token: fan.token, params: { id: u.id } });
    // Written in SQL, as the transfer statement and the indexer write theirs.
    await h.deps.db
      .execute(sql`INSERT INTO notifications (id, user_id, type, title, body, created_at)
      SELECT 'n-counted-' || i, ${u.id}, 'system', 't', 'b', now() FROM generate_series(1, 3) i`);
    const total = async () =>
      (await send(h, endpoints.notifications, { token: u.token })).data?.total;
    expect(await total()).toBe(6);
    await h.deps.db.execute(sql`DELETE FROM notifications WHERE id = 'n-counted-1'`);
    expect(await total()).toBe(5);
    // The fan's account goes: its follow goes with it (a cascade), and so does its count.
    await h.deps.db.execute(sql`DELETE FROM users WHERE id = ${fan.id}`);
    const profile = await send(h, endpoints.ownProfile, { token: u.token });
    expect(profile.data?.followers_count).toBe(0);
    expect(await total()).toBe(5);
  });

  it('marks one as read, refuses another user’s (404), marks all, deletes all', async () => {
    const u = await onboarded(h, 'n_owner');
    const other = await onboarded(h, 'n_other');
    await seedNotes(u.id, 3);
    const list = await send(h, endpoints.notifications, { token: u.token });
    const id = list.data?.data[0]?.id ?? '';
    const foreign = await send(h, endpoints.markNotificationRead, {
      token: other.token,
      body: { notification_id: id },
    });
    expect(foreign.status).toBe(404);
    const mine = await send(h, endpoints.markNotificationRead, {
      token: u.token,
      body: { notification_id: id },
    });
    expect(mine.status).toBe(200);
    const after = await send(h, endpoints.notifications, { token: u.token });
    expect(after.data?.data.filter((n) => n.read_at !== null).map((n) => n.id)).toEqual([id]);
    await send(h, endpoints.markAllNotificationsRead, { token: u.token });
    const all = await send(h, endpoints.notifications, { token: u.token });
    expect(all.data?.data.every((n) => n.read_at !== null)).toBe(true);
    await send(h, endpoints.deleteNotifications, { token: other.token });
    expect((await send(h, endpoints.notifications, { token: u.token })).data?.total).toBe(3);
    await send(h, endpoints.deleteNotifications, { token: u.token });
    expect((await send(h, endpoints.notifications, { token: u.token })).data).toMatchObject({
      total: 0,
      last_page: 1,
    });
  });

  it('answers 422 for a missing notification_id and a bad page, 401 without a token', async () => {
    const u = await onboarded(h, 'n_invalid');
    const missing = await send(h, endpoints.markNotificationRead, { token: u.token, body: {} });
    expect(missing.status).toBe(422);
    expect(missing.error?.errors).toHaveProperty('notification_id');
    expect(
      (await send(h, endpoints.notifications, { token: u.token, query: { page: 'x' } })).status,
    ).toBe(422);
    expect((await send(h, endpoints.notifications)).status).toBe(401);
    expect((await send(h, endpoints.markAllNotificationsRead)).status).toBe(401);
    expect((await send(h, endpoints.deleteNotifications)).status).toBe(401);
  });
});
