import { endpoints } from '@optwallet/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../src/db/schema';
import { DEMO_EMAIL, SEED_PASSWORD, seedDevnet } from '../../src/modules/devnet/seed';
import { type Harness, createHarness, lastMessage, raw, send, signUp } from '../support/harness';

let h: Harness;
beforeAll(async () => {
  h = await createHarness();
});
afterAll(() => h.close());

describe('devnet outbox', () => {
  it('lists sent mail with codes as JSON filtered by recipient, and as a page', async () => {
    await signUp(h, 'outbox@example.com');
    const res = await send(h, endpoints.devOutbox, { query: { to: 'outbox@example.com' } });
    expect(res.data?.data[0]).toMatchObject({ channel: 'email', to: 'outbox@example.com' });
    expect(res.data?.data[0]?.code).toMatch(/^\d{6}$/);
    const page = await h.app.request('/dev/outbox');
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('outbox@example.com');
  });

  it('ignores a filter that is not text (U+0000) instead of failing', async () => {
    const page = await h.app.request('/dev/outbox?to=a%00b');
    expect(page.status).toBe(200);
  });
});

describe('devnet backdated notifications', () => {
  it('writes a notification with a past created_at that the user lists among theirs', async () => {
    const { token } = await signUp(h, 'backdate@example.com');
    const created = await h.app.request('/dev/notifications', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        email: 'backdate@example.com',
        title: 'Old news',
        created_at: '2026-01-02T03:04:05.000Z',
      }),
    });
    expect(created.status).toBe(201);
    const list = await send(h, endpoints.notifications, { token, query: { page: '1' } });
    expect(list.data?.data).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          title: 'Old news',
          type: 'system',
          created_at: '2026-01-02T03:04:05.000Z',
          read_at: null,
        }),
      ]),
    );
  });

  it('refuses an unknown user and a body without a date', async () => {
    const post = (body: object) =>
      h.app.request('/dev/notifications', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
    expect(
      (
        await post({
          email: 'nobody@example.com',
          title: 'x',
          created_at: '2026-01-02T03:04:05.000Z',
        })
      ).status,
    ).toBe(404);
    expect((await post({ email: 'backdate@example.com', title: 'x' })).status).toBe(422);
  });
});

describe('devnet seed', () => {
  it('runs once and lets the demo user sign in with the documented password', async () => {
    expect(await seedDevnet(h.deps)).toBe(true);
    expect(await seedDevnet(h.deps)).toBe(false);
    const all = await h.deps.db.select({ email: users.email }).from(users);
    expect(all.filter((u) => u.email === DEMO_EMAIL)).toHaveLength(1);
    const login = await send(h, endpoints.login, {
      body: {
        type: 'email',
        identifier: DEMO_EMAIL,
        password: SEED_PASSWORD,
        platform_type: 'payments',
      },
    });
    expect(login.data).toMatchObject({ two_factor: true });
    expect((await lastMessage(h, DEMO_EMAIL)).code).toMatch(/^\d{6}$/);
  });
});

describe('outside devnet', () => {
  it('serves no outbox', async () => {
    const prod = await createHarness({ devnet: false, nodeEnv: 'production' });
    try {
      expect((await prod.app.request('/api/dev/outbox')).status).toBe(404);
      expect((await prod.app.request('/dev/outbox')).status).toBe(404);
      expect(
        (await prod.app.request('/dev/notifications', { method: 'POST', body: '{}' })).status,
      ).toBe(404);
    } finally {
      await prod.close();
    }
  });

  it('serves no devnet advance or faucet, but still the explorer', async () => {
    const production = await createHarness({ devnet: false });
    try {
      const body = { seconds: 60 };
      expect((await raw(production, 'POST', '/dev/devnet/advance', { body })).status).toBe(404);
      const faucet = await raw(production, 'POST', '/dev/faucet', { body: { address: 'opt1x' } });
      expect(faucet.status).toBe(404);
      const page = await production.app.request('/explorer/tx/ABC');
      expect(page.status).toBe(404);
      expect(await page.text()).toContain('Transaction not found');
    } finally {
      await production.close();
    }
  });
});
