import { endpoints } from '@optwallet/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notify } from '../src/services/notifications';
import { type Harness, createHarness, onboarded, send } from './harness';

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
