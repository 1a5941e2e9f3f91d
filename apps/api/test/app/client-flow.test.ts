import { createApiClient, isApiError } from '@optwallet/api-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Harness, PASSWORD, createHarness } from '../support/harness';

/** End to end through the real client, so client and server cannot drift. */
let h: Harness;
beforeAll(async () => {
  h = await createHarness();
});
afterAll(() => h.close());

function client() {
  const logouts: string[] = [];
  const api = createApiClient({
    baseUrl: 'http://api.test/api',
    fetch: (input, init) =>
      Promise.resolve(h.app.request(input instanceof Request ? input : String(input), init)),
    onLogout: (reason) => logouts.push(String(reason)),
  });
  return { api, logouts };
}

describe('through @optwallet/api-client', () => {
  it('signs up, finishes the mailed code, onboards, and is refreshed transparently after 15 minutes', async () => {
    const { api, logouts } = client();
    const challenge = await api.auth.register({
      type: 'email',
      identifier: 'client@example.com',
      password: PASSWORD,
      password_confirmation: PASSWORD,
      age_consent: true,
      terms_consent: true,
    });
    expect(challenge.two_factor).toBe(true);
    await h.settled(); // the code is mailed after the answer
    const outbox = await api.dev.outbox('client@example.com');
    const code = outbox.data[0]?.code ?? '';
    await api.auth.authCodeLogin({ identifier: 'client@example.com', authCode: code });
    const user = await api.users.onboardUser({
      first_name: 'Cli',
      last_name: 'Ent',
      username: 'client_user',
      country: 'NL',
    });
    expect(user.onboarded_at).not.toBeNull();

    h.clock.advance(16 * 60_000);
    const me = await api.users.user();
    expect(me.username).toBe('client_user');
    expect(logouts).toEqual([]);
  });

  it("surfaces a wrong code as 'Invalid Auth Code' without logging out", async () => {
    const { api, logouts } = client();
    await api.auth.register({
      type: 'email',
      identifier: 'client2@example.com',
      password: PASSWORD,
      password_confirmation: PASSWORD,
      age_consent: true,
      terms_consent: true,
    });
    const error: unknown = await api.auth
      .authCodeLogin({ identifier: 'client2@example.com', authCode: '000000' })
      .catch((e: unknown) => e);
    expect(isApiError(error) && error.status).toBe(401);
    expect(isApiError(error) && error.message).toBe('Invalid Auth Code');
    expect(logouts).toEqual([]);
  });

  it('logs in with a magic link', async () => {
    const { api } = client();
    await api.auth.resendMagicLink({ type: 'email', identifier: 'client@example.com' });
    await h.settled();
    const outbox = await api.dev.outbox('client@example.com');
    const token = new URL(outbox.data[0]?.link ?? '').searchParams.get('token') ?? '';
    await api.auth.magicLogin({ token });
    expect((await api.users.user()).email).toBe('client@example.com');
  });
});
