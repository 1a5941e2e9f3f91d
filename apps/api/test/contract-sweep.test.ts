import { type EndpointDefinition, buildPath, endpoints } from '@optwallet/api-client/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { type Harness, createHarness, onboarded, raw, send } from './harness';

/** Every part-1 row of the contract's table (wallets, transfers and staking come in part 2). */
const PART_ONE = Object.entries(endpoints).filter(
  ([, e]) =>
    ['auth', 'users', 'social', 'notifications', 'oauth'].includes(e.area) &&
    !['/contacts/get-recents/{id}', '/get-tokens-by-ulid/{id}'].includes(e.path),
) as [string, EndpointDefinition][];

const samplePath = (e: EndpointDefinition) =>
  buildPath(e.path, { id: '01SOMEONE', tab: 'following', query: 'abcd' });

/** Fields a body schema requires: those that do not accept `undefined`. */
function requiredFields(schema: z.ZodType): string[] {
  if (!(schema instanceof z.ZodObject)) return [];
  return Object.entries(schema.shape as Record<string, z.ZodType>)
    .filter(([, field]) => !field.safeParse(undefined).success)
    .map(([key]) => key);
}

let h: Harness;
let token = '';
beforeAll(async () => {
  h = await createHarness();
  token = (await onboarded(h, 'sweeper')).token;
});
afterAll(() => h.close());

describe('every bearer endpoint', () => {
  const bearer = PART_ONE.filter(([, e]) => e.auth === 'bearer');
  it.each(bearer)('%s answers 401 without a token and with a forged one', async (_name, e) => {
    const none = await raw(h, e.method, samplePath(e), { body: e.body ? {} : undefined });
    expect(none.status).toBe(401);
    expect(await none.json()).toEqual({ message: 'Unauthenticated' });
    const forged = await raw(h, e.method, samplePath(e), {
      token: `${token}x`,
      body: e.body ? {} : undefined,
    });
    expect(forged.status).toBe(401);
  });
});

describe('every endpoint with a body', () => {
  // The token endpoint answers RFC 6749 errors instead (oauth-token-errors.test.ts).
  const withBody = PART_ONE.filter(([, e]) => e.body && e !== endpoints.oauthToken);
  it.each(withBody)('%s answers 422 naming each missing required field', async (_name, e) => {
    const res = await raw(h, e.method, samplePath(e), { token, body: {} });
    expect(res.status).toBe(422);
    const body = (await res.json()) as { message: string; errors: Record<string, string[]> };
    expect(typeof body.message).toBe('string');
    const required = requiredFields(e.body as z.ZodType);
    expect(required.length).toBeGreaterThan(0);
    expect(Object.keys(body.errors).sort()).toEqual(expect.arrayContaining(required.sort()));
  });
});

describe('mail rate limits', () => {
  it('answer 429 after 5 reset requests for one identifier within an hour, then recover', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 6; i += 1) {
      statuses.push(
        (
          await send(h, endpoints.forgotPassword, {
            body: { type: 'email', identifier: 'limit@example.com' },
          })
        ).status,
      );
    }
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
    const limited = await send(h, endpoints.resendMagicLink, {
      body: { type: 'email', identifier: 'limit@example.com', platform_type: 'payments' },
    });
    expect(limited.status).toBe(429);
    expect(limited.error?.message).toMatch(/Too many attempts/);
    h.clock.advance(61 * 60_000);
    expect(
      (
        await send(h, endpoints.forgotPassword, {
          body: { type: 'email', identifier: 'limit@example.com' },
        })
      ).status,
    ).toBe(200);
  });
});
