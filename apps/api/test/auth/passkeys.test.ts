import { endpoints } from '@optwallet/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../src/db/schema';
import { listOutbox } from '../../src/lib/outbox';
import { PASSKEY_CHALLENGE_TTL_MS } from '../../src/modules/auth/passkeys';
import { relyingPartyId, passkeyOrigins } from '../../src/modules/auth/relying-party';
import { testConfig } from '../../src/config/env';
import { type Harness, createHarness, send, signUp } from '../support/harness';
import {
  type Ceremony,
  PRESENCE_ONLY,
  SoftwareAuthenticator,
} from '../support/software-authenticator';

let h: Harness;
beforeAll(async () => {
  h = await createHarness();
});
afterAll(() => h.close());

/** The wallet app as the browser reaches it in devnet. */
const WALLET: Ceremony = { origin: 'http://localhost:5173', rpId: 'localhost' };
const FROM_WALLET = { origin: WALLET.origin };

async function addPasskey(token: string, authenticator: SoftwareAuthenticator, name = 'Laptop') {
  const options = await send(h, endpoints.passkeyRegistrationOptions, {
    token,
    headers: FROM_WALLET,
  });
  if (!options.data) throw new Error(`options failed: ${options.status}`);
  return send(h, endpoints.addPasskey, {
    token,
    headers: FROM_WALLET,
    body: { name, response: authenticator.register(options.data, WALLET) },
  });
}

async function loginOptions(headers: Record<string, string> = FROM_WALLET) {
  const options = await send(h, endpoints.passkeyLoginOptions, { headers });
  if (!options.data) throw new Error(`login options failed: ${options.status}`);
  return options.data;
}

function passkeyLogin(response: Record<string, unknown>) {
  return send(h, endpoints.passkeyLogin, {
    headers: FROM_WALLET,
    body: { response, platform_type: 'payments' },
  });
}

async function signInWith(authenticator: SoftwareAuthenticator, ceremony = WALLET) {
  return passkeyLogin(authenticator.authenticate(await loginOptions(), ceremony));
}

describe('adding a passkey (signed in)', () => {
  it('asks for a discoverable, user-verified credential for this site and lists it by name', async () => {
    const me = await signUp(h, 'pk-add@example.com');
    const options = await send(h, endpoints.passkeyRegistrationOptions, {
      token: me.token,
      headers: FROM_WALLET,
    });
    expect(options.data).toMatchObject({
      rp: { id: 'localhost', name: 'OptWallet' },
      user: { name: 'pk-add@example.com' },
      authenticatorSelection: { residentKey: 'required', userVerification: 'required' },
      attestation: 'none',
      excludeCredentials: [],
    });

    const key = new SoftwareAuthenticator();
    const added = await send(h, endpoints.addPasskey, {
      token: me.token,
      headers: FROM_WALLET,
      body: { name: '  MacBook Touch ID ', response: key.register(options.data!, WALLET) },
    });
    expect(added.status).toBe(200);
    expect(added.data).toMatchObject({ name: 'MacBook Touch ID', last_used_at: null });

    const list = await send(h, endpoints.passkeys, { token: me.token });
    expect(list.data?.data).toEqual([added.data]);
    // The next options exclude it: the same authenticator is not added twice.
    const again = await send(h, endpoints.passkeyRegistrationOptions, {
      token: me.token,
      headers: FROM_WALLET,
    });
    expect(again.data?.excludeCredentials?.map((c) => c.id)).toEqual([key.id]);
  });

  it('takes each challenge once: the same answer again is refused and nothing is added', async () => {
    const me = await signUp(h, 'pk-replay@example.com');
    const options = await send(h, endpoints.passkeyRegistrationOptions, {
      token: me.token,
      headers: FROM_WALLET,
    });
    const response = new SoftwareAuthenticator().register(options.data!, WALLET);
    const first = await send(h, endpoints.addPasskey, {
      token: me.token,
      body: { name: 'Phone', response },
    });
    expect(first.status).toBe(200);
    const second = await send(h, endpoints.addPasskey, {
      token: me.token,
      body: { name: 'Phone again', response },
    });
    expect(second.status).toBe(422);
    expect(second.error?.errors).toEqual({
      response: ['This passkey request has expired. Please try again.'],
    });
    expect((await send(h, endpoints.passkeys, { token: me.token })).data?.data).toHaveLength(1);
  });

  it('refuses a challenge older than five minutes, another user’s challenge, and another site’s answer', async () => {
    const me = await signUp(h, 'pk-expiry@example.com');
    const other = await signUp(h, 'pk-other@example.com');
    const key = new SoftwareAuthenticator();

    const late = await send(h, endpoints.passkeyRegistrationOptions, {
      token: me.token,
      headers: FROM_WALLET,
    });
    h.clock.advance(PASSKEY_CHALLENGE_TTL_MS + 1);
    const expired = await send(h, endpoints.addPasskey, {
      token: me.token,
      body: { name: 'Late', response: key.register(late.data!, WALLET) },
    });
    expect(expired.status).toBe(422);

    const theirs = await send(h, endpoints.passkeyRegistrationOptions, {
      token: other.token,
      headers: FROM_WALLET,
    });
    const stolen = await send(h, endpoints.addPasskey, {
      token: me.token,
      body: { name: 'Stolen', response: key.register(theirs.data!, WALLET) },
    });
    expect(stolen.status).toBe(422);

    const phishing = await send(h, endpoints.passkeyRegistrationOptions, {
      token: me.token,
      headers: FROM_WALLET,
    });
    const elsewhere = await send(h, endpoints.addPasskey, {
      token: me.token,
      body: {
        name: 'Phished',
        response: key.register(phishing.data!, { ...WALLET, origin: 'https://optwal1et.com' }),
      },
    });
    expect(elsewhere.status).toBe(422);
    expect(elsewhere.error?.errors).toEqual({
      response: ['The passkey could not be verified. Please try again.'],
    });
    expect((await send(h, endpoints.passkeys, { token: me.token })).data?.data).toEqual([]);
  });

  it('refuses a name that is empty or too long', async () => {
    const me = await signUp(h, 'pk-name@example.com');
    const res = await addPasskey(me.token, new SoftwareAuthenticator(), '   ');
    expect(res.status).toBe(422);
    expect(res.error?.errors).toEqual({ name: ['Please give the passkey a name'] });
    expect((await addPasskey(me.token, new SoftwareAuthenticator(), 'x'.repeat(65))).status).toBe(
      422,
    );
  });
});

describe('signing in with a passkey', () => {
  it('is a full sign-in: a working session, no code mailed, and the passkey’s last use recorded', async () => {
    const me = await signUp(h, 'pk-login@example.com');
    const key = new SoftwareAuthenticator();
    expect((await addPasskey(me.token, key, 'Pixel')).status).toBe(200);
    const mailsBefore = (await listOutbox(h.deps.db, 'pk-login@example.com', 50)).length;

    const options = await loginOptions();
    expect(options).toMatchObject({ rpId: 'localhost', userVerification: 'required' });
    expect(options.allowCredentials ?? []).toEqual([]);
    const login = await passkeyLogin(key.authenticate(options, WALLET));
    expect(login.status).toBe(200);

    const user = await send(h, endpoints.user, { token: login.data!.access_token });
    expect(user.data?.id).toBe(me.id);
    const refreshed = await send(h, endpoints.refreshToken, {
      body: { refresh_token: login.data!.refresh_token, platform_type: 'payments' },
    });
    expect(refreshed.status).toBe(200);
    expect((await listOutbox(h.deps.db, 'pk-login@example.com', 50)).length).toBe(mailsBefore);
    const [listed] = (await send(h, endpoints.passkeys, { token: me.token })).data!.data;
    expect(listed?.last_used_at).toBe(h.clock.now().toISOString());
  });

  it('takes each challenge once: a replayed assertion is refused', async () => {
    const me = await signUp(h, 'pk-login-replay@example.com');
    const key = new SoftwareAuthenticator();
    await addPasskey(me.token, key);
    const assertion = key.authenticate(await loginOptions(), WALLET);
    expect((await passkeyLogin(assertion)).status).toBe(200);
    const replay = await passkeyLogin(assertion);
    expect(replay.status).toBe(401);
    expect(replay.error).toMatchObject({ error: 'Invalid passkey' });
  });

  it('refuses an expired challenge, a counter that did not grow, another site and no user verification', async () => {
    const me = await signUp(h, 'pk-login-checks@example.com');
    const key = new SoftwareAuthenticator();
    await addPasskey(me.token, key);

    const late = await loginOptions();
    h.clock.advance(PASSKEY_CHALLENGE_TTL_MS + 1);
    expect((await passkeyLogin(key.authenticate(late, WALLET))).status).toBe(401);

    expect((await signInWith(key)).status).toBe(200);
    // A clone of the authenticator signs with a counter the server has already seen.
    key.counter -= 2;
    expect((await signInWith(key)).status).toBe(401);
    key.counter += 5;

    const phishing = { ...WALLET, clientData: { origin: 'https://optwal1et.com' } };
    expect((await signInWith(key, phishing)).status).toBe(401);
    expect((await signInWith(key, { ...WALLET, rpId: 'optwal1et.com' })).status).toBe(401);
    const tapOnly = key.authenticate(await loginOptions(), WALLET, PRESENCE_ONLY);
    expect((await passkeyLogin(tapOnly)).status).toBe(401);
    expect((await signInWith(key)).status).toBe(200);
  });

  it('refuses a passkey nobody added, and one whose user handle names another account', async () => {
    const me = await signUp(h, 'pk-login-unknown@example.com');
    expect((await signInWith(new SoftwareAuthenticator())).status).toBe(401);
    const key = new SoftwareAuthenticator();
    await addPasskey(me.token, key);
    key.userHandle = Buffer.from('someone-else').toString('base64url');
    expect((await signInWith(key)).status).toBe(401);
  });

  it('counts attempts per passkey like password attempts per identifier: the 11th in 15 minutes is 429', async () => {
    const me = await signUp(h, 'pk-login-limit@example.com');
    const key = new SoftwareAuthenticator();
    await addPasskey(me.token, key);
    for (let i = 0; i < 10; i += 1) {
      const tapOnly = key.authenticate(await loginOptions(), WALLET, PRESENCE_ONLY);
      expect((await passkeyLogin(tapOnly)).status).toBe(401);
    }
    const limited = await signInWith(key);
    expect(limited.status).toBe(429);
    expect(limited.res.headers.get('retry-after')).toBeTruthy();
    h.clock.advance(15 * 60_000 + 1);
    expect((await signInWith(key)).status).toBe(200);
  });
});

describe('managing passkeys', () => {
  it('renames and removes one; a removed passkey no longer signs in; another user’s is 404', async () => {
    const me = await signUp(h, 'pk-manage@example.com');
    const other = await signUp(h, 'pk-manage-other@example.com');
    const key = new SoftwareAuthenticator();
    const added = (await addPasskey(me.token, key, 'Old name')).data!;

    const renamed = await send(h, endpoints.renamePasskey, {
      token: me.token,
      params: { id: added.id },
      body: { name: 'YubiKey 5C' },
    });
    expect(renamed.data).toMatchObject({ id: added.id, name: 'YubiKey 5C' });
    const notTheirs = { token: other.token, params: { id: added.id } };
    expect(
      (await send(h, endpoints.renamePasskey, { ...notTheirs, body: { name: 'Mine' } })).status,
    ).toBe(404);
    expect((await send(h, endpoints.deletePasskey, notTheirs)).status).toBe(404);

    const removed = await send(h, endpoints.deletePasskey, {
      token: me.token,
      params: { id: added.id },
    });
    expect(removed.status).toBe(200);
    expect((await send(h, endpoints.passkeys, { token: me.token })).data?.data).toEqual([]);
    expect((await signInWith(key)).status).toBe(401);
  });

  it('refuses to remove the last way to sign in: an account without a password keeps its last passkey', async () => {
    const me = await signUp(h, 'pk-last@example.com');
    const first = (await addPasskey(me.token, new SoftwareAuthenticator(), 'One')).data!;
    const second = (await addPasskey(me.token, new SoftwareAuthenticator(), 'Two')).data!;
    await h.deps.db.update(users).set({ passwordHash: null }).where(eq(users.id, me.id));

    const remove = (id: string) =>
      send(h, endpoints.deletePasskey, { token: me.token, params: { id } });
    expect((await remove(first.id)).status).toBe(200);
    const last = await remove(second.id);
    expect(last.status).toBe(409);
    expect(last.error?.message).toBe(
      'This passkey is your only way to sign in. Set a password or add another passkey first.',
    );
    expect((await send(h, endpoints.passkeys, { token: me.token })).data?.data).toHaveLength(1);
  });
});

describe('the relying party', () => {
  it('devnet: follows the loopback name the app was opened under; production: the configured domain', () => {
    const devnet = testConfig({ webUrl: 'http://127.0.0.1:5173', webauthnRpId: '127.0.0.1' });
    expect(relyingPartyId(devnet, 'http://localhost:5173')).toBe('localhost');
    expect(relyingPartyId(devnet, 'https://evil.example')).toBe('127.0.0.1');
    expect(passkeyOrigins(devnet, 'localhost').sort()).toEqual([
      'http://localhost:5173',
      'http://localhost:5174',
    ]);

    const production = testConfig({
      devnet: false,
      webUrl: 'https://app.optwallet.com',
      consentUrl: 'https://consent.optwallet.com',
      webauthnRpId: 'optwallet.com',
    });
    expect(relyingPartyId(production, 'https://consent.optwallet.com')).toBe('optwallet.com');
    expect(passkeyOrigins(production, 'optwallet.com')).toEqual([
      'https://app.optwallet.com',
      'https://consent.optwallet.com',
    ]);
  });
});
