import { endpoints } from '@optwallet/contract';
import { createLocalJWKSet, decodeProtectedHeader, jwtVerify } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { oauthSigningKeys } from '../../src/db/schema';
import { signIdToken } from '../../src/modules/oauth/id-token';
import { currentSigningKey } from '../../src/modules/oauth/signing-keys';
import { PUBLISH_AHEAD_MS, SIGNING_KEY_LIFETIME_MS } from '../../src/modules/oauth/signing-keys';
import { type Harness, createHarness, onboarded, send } from '../support/harness';

let h: Harness;
let userId = '';
beforeAll(async () => {
  h = await createHarness();
  userId = (await onboarded(h, 'keys_user')).id;
});
afterAll(() => h.close());

const MINUTE = 60_000;
const ISSUER = 'http://localhost:8787';

async function jwks() {
  const res = await send(h, endpoints.oauthJwks, {});
  return res.data ?? { keys: [] };
}

function idToken() {
  return signIdToken(h.deps, {
    userId,
    clientId: 'partner',
    scopes: ['openid'],
    accessToken: 'access',
    authTime: null,
  });
}

/** Verified against the key set published now, at the server's time. */
async function verifyNow(token: string) {
  const set = createLocalJWKSet(await jwks());
  return jwtVerify(token, set, { issuer: ISSUER, audience: 'partner', currentDate: h.clock.now() });
}

describe('ID token signing keys', () => {
  it('publishes the next key before it signs, and keeps the old one until its tokens expire', async () => {
    const first = await idToken();
    const k1 = decodeProtectedHeader(first).kid;
    expect((await jwks()).keys.map((key) => key.kid)).toEqual([k1]);

    // Shortly before the rotation: the successor is published but does not sign yet.
    h.clock.advance(SIGNING_KEY_LIFETIME_MS - PUBLISH_AHEAD_MS + MINUTE);
    const published = (await jwks()).keys.map((key) => key.kid);
    expect(published).toHaveLength(2);
    const k2 = published[1];
    expect(k2).not.toBe(k1);
    h.clock.advance(PUBLISH_AHEAD_MS - 2 * MINUTE);
    const lastOfOld = await idToken();
    expect(decodeProtectedHeader(lastOfOld).kid).toBe(k1);

    // After it: new tokens use the new key; the old key's last token still validates.
    h.clock.advance(2 * MINUTE);
    const firstOfNew = await idToken();
    expect(decodeProtectedHeader(firstOfNew).kid).toBe(k2);
    await expect(verifyNow(lastOfOld)).resolves.toBeDefined();
    await expect(verifyNow(firstOfNew)).resolves.toBeDefined();

    // Once the old key's tokens have all expired, it is no longer published.
    h.clock.advance(h.deps.config.accessTokenTtlSeconds * 1000 + MINUTE);
    expect((await jwks()).keys.map((key) => key.kid)).toEqual([k2]);
  });

  it('keeps private keys sealed: no private JWK in the database, and another server key opens nothing', async () => {
    const rows = await h.deps.db.select().from(oauthSigningKeys);
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) {
      expect(row.publicJwk).not.toHaveProperty('d');
      expect(row.privateSealed).not.toMatch(/"d"|"kty"/);
    }
    const otherServer = {
      ...h.deps,
      config: { ...h.deps.config, walletSealKey: 'another-server-key-another-server-key' },
    };
    await expect(currentSigningKey(otherServer)).rejects.toThrow();
  });
});
