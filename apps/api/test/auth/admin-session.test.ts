import { endpoints } from '@optwallet/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { userRoles } from '../../src/db/schema';
import { eq } from 'drizzle-orm';
import { type Harness, createHarness, onboarded, send } from '../support/harness';

/*
 * Issue 26 (9): the admin entry opens the admin login-by-session page with a one-time code that
 * the app buys with its access token, never with the access token itself in the address.
 */

let h: Harness;
let staff: Awaited<ReturnType<typeof onboarded>>;
beforeAll(async () => {
  h = await createHarness();
  staff = await onboarded(h, 'adm_staff');
  await h.deps.db.insert(userRoles).values({ userId: staff.id, role: 'Customer Support' });
});
afterAll(() => h.close());

async function code(token = staff.token) {
  const res = await send(h, endpoints.adminSessionCode, { token });
  expect(res.status).toBe(200);
  return res.data?.code ?? '';
}

const open = (query: string) => h.app.request(`/admin/session?${query}`);

describe('POST /api/admin/session-code', () => {
  it('gives a staff user a code that lives a minute and is not the access token', async () => {
    const res = await send(h, endpoints.adminSessionCode, { token: staff.token });
    expect(res.status).toBe(200);
    expect(res.data?.expires_in).toBe(60);
    expect(res.data?.code.length).toBeGreaterThanOrEqual(32);
    expect(res.data?.code).not.toBe(staff.token);
    expect(staff.token).not.toContain(res.data?.code ?? '');
  });

  it('refuses a user without a staff role (403) and a caller without a session (401)', async () => {
    const plain = await onboarded(h, 'adm_plain');
    const refused = await send(h, endpoints.adminSessionCode, { token: plain.token });
    expect(refused.status).toBe(403);
    expect(refused.error?.message).toBe('Your account has no staff role.');
    expect((await send(h, endpoints.adminSessionCode, {})).status).toBe(401);
  });
});

describe('GET /admin/session', () => {
  it('opens once with a fresh code: the same address a second time opens nothing', async () => {
    const address = `code=${await code()}`;
    const first = await open(address);
    expect(first.status).toBe(200);
    expect(first.headers.get('cache-control')).toBe('no-store');
    const page = await first.text();
    expect(page).toContain('OptWallet Admin');
    expect(page).toContain('Customer Support');
    const again = await open(address);
    expect(again.status).toBe(401);
    expect(await again.text()).toContain('invalid, used or expired');
  });

  it('opens nothing once the code is over a minute old', async () => {
    const address = `code=${await code()}`;
    h.clock.advance(61_000);
    expect((await open(address)).status).toBe(401);
  });

  it('opens nothing for a user whose staff role was taken away after the code was given', async () => {
    const former = await onboarded(h, 'adm_former');
    await h.deps.db.insert(userRoles).values({ userId: former.id, role: 'Admin' });
    const address = `code=${await code(former.token)}`;
    await h.deps.db.delete(userRoles).where(eq(userRoles.userId, former.id));
    expect((await open(address)).status).toBe(403);
  });

  it('refuses the old address with the access token in it, and a made-up code', async () => {
    const old = await open(`token=${encodeURIComponent(staff.token)}`);
    expect(old.status).toBe(401);
    const text = await old.text();
    expect(text).not.toContain('OptWallet Admin');
    expect(text).toContain('no longer opens with an access token');
    expect((await open('code=made-up')).status).toBe(401);
    expect((await open('')).status).toBe(401);
  });
});
