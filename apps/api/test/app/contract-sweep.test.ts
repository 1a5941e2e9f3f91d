import { type EndpointDefinition, buildPath, endpoints } from '@optwallet/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { type Harness, createHarness, onboarded, raw, send } from '../support/harness';

/** Every part-1 row of the contract's table (wallets, transfers and staking come in part 2). */
const PART_ONE = Object.entries(endpoints).filter(
  ([, e]) =>
    ['auth', 'users', 'social', 'notifications', 'oauth'].includes(e.area) &&
    !['/contacts/get-recents/{id}', '/get-tokens-by-ulid/{id}'].includes(e.path),
) as [string, EndpointDefinition][];

/** Endpoints whose refusals follow the OAuth RFCs (oauth-token-errors.test.ts, oidc.test.ts). */
const RFC_SHAPED = [
  endpoints.oauthToken,
  endpoints.oauthRevoke,
  endpoints.oauthIntrospect,
  endpoints.oauthUserInfo,
] as EndpointDefinition[];

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
  const bearer = PART_ONE.filter(([, e]) => e.auth === 'bearer' && !RFC_SHAPED.includes(e));
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
  // The OAuth endpoints answer RFC 6749 errors instead (oauth-token-errors.test.ts).
  const withBody = PART_ONE.filter(([, e]) => e.body && !RFC_SHAPED.includes(e));
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

/** zod's own shorthand ('Too small: expected string to have >=1 characters'), never for callers. */
const ZOD_JARGON = /Invalid input|Invalid option|Too small|Too big|expected|received|>=|<=/;

describe('422 texts', () => {
  // The OAuth endpoints answer RFC 6749 §5.2 errors, not 422s (oauth-token-errors.test.ts).
  const withInput = (Object.entries(endpoints) as [string, EndpointDefinition][]).filter(
    ([, e]) => (e.body || e.query) && !RFC_SHAPED.includes(e),
  );
  it.each(withInput)('%s answers sentences for missing and wrong-typed fields', async (_n, e) => {
    const path = buildPath(e.path, {
      id: '01SOMEONE',
      tab: 'following',
      query: 'abcd',
      chainId: 'optchain-1',
      symbol: 'OPT',
      hours: 24,
      scheduleId: '01SCHEDULE',
    });
    const wrongTyped = e.body
      ? Object.fromEntries(Object.keys((e.body as z.ZodObject).shape).map((k) => [k, 12345]))
      : {};
    const texts: string[] = [];
    for (const body of e.body ? [{}, wrongTyped, ['not', 'an', 'object']] : [undefined]) {
      const query = e.query ? '?page=zero&per_page=-1&limit=x&type=nope&to=a&to=b&client_id=' : '';
      const res = await raw(h, e.method, `${path}${query}`, { token, body });
      if (res.status !== 422) continue;
      const answer = (await res.json()) as { message: string; errors: Record<string, string[]> };
      texts.push(answer.message, ...Object.values(answer.errors).flat());
    }
    expect(texts.length, 'no 422 answered').toBeGreaterThan(0);
    for (const text of texts) expect(text).not.toMatch(ZOD_JARGON);
  });

  it('name the field and say what is wrong', async () => {
    const res = await raw(h, 'POST', '/onboardUser', {
      token,
      body: { first_name: '', last_name: 'Lovelace', country: 'DE', platform_type: 'web' },
    });
    expect(res.status).toBe(422);
    expect(await res.json()).toEqual({
      message: 'First name must not be empty.',
      errors: {
        first_name: ['First name must not be empty.'],
        username: ['Username is required.'],
        platform_type: ['Platform type must be "payments".'],
      },
    });
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
