import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { createApiClient } from './client';
import { ApiError, ERROR_MESSAGES } from './errors';
import type { LogoutReason } from './errors';
import { createMemorySessionStore } from './session-store';
import type { SessionStore } from './session-store';
import { user } from './test-fixtures';
import { startTestServer } from './test-server';
import type { RecordedRequest, Reply, TestServer } from './test-server';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());
beforeEach(() => {
  server.requests.length = 0;
});

function setup() {
  const logouts: LogoutReason[] = [];
  const sessionStore: SessionStore = createMemorySessionStore({
    access_token: 'access-0',
    refresh_token: 'refresh-0',
    expires_in: 900,
  });
  const client = createApiClient({
    baseUrl: server.url,
    sessionStore,
    onLogout: (reason) => logouts.push(reason),
  });
  return { client, sessionStore, logouts };
}

const refreshes = () => server.requests.filter((r) => r.path === '/api/refreshToken');
const userCalls = () => server.requests.filter((r) => r.path === '/api/user');

/** A server that rotates tokens on refresh and answers /user with 401 `failures` times. */
function rotatingServer(failures: number, refreshReply?: (n: number) => Reply) {
  let refreshCount = 0;
  let userCount = 0;
  return (req: RecordedRequest): Reply => {
    if (req.path === '/api/refreshToken') {
      refreshCount += 1;
      return (
        refreshReply?.(refreshCount) ?? {
          body: {
            access_token: `access-${refreshCount}`,
            refresh_token: `refresh-${refreshCount}`,
            expires_in: 900,
          },
        }
      );
    }
    userCount += 1;
    return userCount <= failures
      ? { status: 401, body: { message: 'Unauthenticated.' } }
      : { body: user };
  };
}

async function rejection(promise: Promise<unknown>): Promise<ApiError> {
  const error = await promise.then(
    () => {
      throw new Error('expected a rejection');
    },
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(ApiError);
  return error as ApiError;
}

describe('401 policy', () => {
  it.each([1, 2, 3])(
    'recovers from %i consecutive 401s with as many refreshes, rotating the tokens',
    async (n) => {
      server.handle(rotatingServer(n));
      const { client, sessionStore, logouts } = setup();

      await expect(client.users.user()).resolves.toEqual(user);

      expect(refreshes()).toHaveLength(n);
      expect(userCalls()).toHaveLength(n + 1);
      expect(refreshes().map((r) => r.body)).toEqual(
        Array.from({ length: n }, (_, i) => ({
          refresh_token: `refresh-${i}`,
          platform_type: 'payments',
        })),
      );
      expect(refreshes().every((r) => r.headers.authorization === undefined)).toBe(true);
      expect(userCalls().map((r) => r.headers.authorization)).toEqual(
        Array.from({ length: n + 1 }, (_, i) => `Bearer access-${i}`),
      );
      expect(sessionStore.getAccessToken()).toBe(`access-${n}`);
      expect(logouts).toEqual([]);
    },
  );

  it("logs out with 'Max retries exceeded. Please log in again.' after a fourth consecutive 401", async () => {
    server.handle(rotatingServer(4));
    const { client, sessionStore, logouts } = setup();

    const error = await rejection(client.users.user());

    expect(error.message).toBe('Max retries exceeded. Please log in again.');
    expect(error.status).toBe(401);
    expect(error.endpoint).toBe('/user');
    expect(refreshes()).toHaveLength(3);
    expect(userCalls()).toHaveLength(4);
    expect(logouts).toEqual(['Max retries exceeded. Please log in again.']);
    expect([
      sessionStore.getAccessToken(),
      sessionStore.getRefreshToken(),
      sessionStore.getExpiresAt(),
    ]).toEqual([null, null, null]);
  });

  it.each([
    ['a token set without refresh_token', { body: { access_token: 'a', expires_in: 900 } }],
    ['an empty body', { raw: '' }],
    ['a 401', { status: 401, body: { message: 'Refresh token revoked' } }],
    ['a 500', { status: 500, body: { message: 'boom' } }],
  ] as const)(
    "logs out with 'Invalid refresh token' when the refresh answers %s",
    async (_, reply) => {
      server.handle(rotatingServer(1, () => reply));
      const { client, sessionStore, logouts } = setup();

      const error = await rejection(client.users.user());

      expect(error.message).toBe('Invalid refresh token');
      expect(error.kind).toBe('logout');
      expect(refreshes()).toHaveLength(1);
      expect(userCalls()).toHaveLength(1);
      expect(logouts).toEqual(['Invalid refresh token']);
      expect(sessionStore.getAccessToken()).toBeNull();
      expect(sessionStore.getRefreshToken()).toBeNull();
    },
  );

  it("logs out with 'Invalid refresh token' without calling the server when no refresh token is stored", async () => {
    server.handle(rotatingServer(1));
    const logouts: LogoutReason[] = [];
    const sessionStore = createMemorySessionStore();
    const client = createApiClient({
      baseUrl: server.url,
      sessionStore,
      onLogout: (r) => logouts.push(r),
    });
    await expect(client.users.user()).rejects.toMatchObject({
      message: 'Invalid refresh token',
      status: 401,
    });
    expect(refreshes()).toHaveLength(0);
    expect(logouts).toEqual(['Invalid refresh token']);
  });

  it('shares one refresh among five calls that hit 401 together', async () => {
    let refreshed = false;
    server.handle((req) => {
      if (req.path === '/api/refreshToken') {
        refreshed = true;
        return {
          delayMs: 50,
          body: { access_token: 'access-1', refresh_token: 'refresh-1', expires_in: 900 },
        };
      }
      return req.headers.authorization === 'Bearer access-1'
        ? { body: user }
        : { status: 401, delayMs: 20, body: { message: 'Unauthenticated.' } };
    });
    const { client, logouts } = setup();

    const results = await Promise.all(Array.from({ length: 5 }, () => client.users.user()));

    expect(refreshed).toBe(true);
    expect(results).toEqual(Array.from({ length: 5 }, () => user));
    expect(refreshes()).toHaveLength(1);
    expect(userCalls()).toHaveLength(10);
    expect(logouts).toEqual([]);
  });

  it("does not refresh on 'Invalid Auth Code'", async () => {
    server.handle(() => ({
      status: 401,
      body: { error: 'Invalid Auth Code', message: 'The code is wrong' },
    }));
    const { client, logouts, sessionStore } = setup();

    const error = await rejection(client.users.user());
    const codeError = await rejection(
      client.auth.authCodeLogin({ identifier: 'a@b.co', authCode: '000000' }),
    );

    expect([error.message, codeError.message]).toEqual(['Invalid Auth Code', 'Invalid Auth Code']);
    expect(error.status).toBe(401);
    expect(refreshes()).toHaveLength(0);
    expect(logouts).toEqual([]);
    expect(sessionStore.getAccessToken()).toBe('access-0');
  });

  it('does not refresh when the refresh call itself answers 401', async () => {
    server.handle(() => ({ status: 401, body: { message: 'Refresh token revoked' } }));
    const { client, logouts } = setup();

    const error = await rejection(client.auth.refreshToken());

    expect(error.message).toBe('Refresh token revoked');
    expect(server.requests).toHaveLength(1);
    expect(logouts).toEqual([]);
  });

  it('does not refresh when a login answers 401 (a wrong credential, no session involved)', async () => {
    server.handle(() => ({ status: 401, body: { message: 'Invalid credentials' } }));
    const { client, logouts } = setup();

    await expect(
      client.auth.login({ type: 'email', identifier: 'a@b.co', password: 'nope' }),
    ).rejects.toMatchObject({
      message: 'Invalid credentials',
      status: 401,
      endpoint: '/login',
      method: 'POST',
    });
    expect(refreshes()).toHaveLength(0);
    expect(logouts).toEqual([]);
  });
});

describe('abort and cancellation', () => {
  it('a new token-detail call cancels the one still running', async () => {
    server.handle(() => ({ delayMs: 200, body: { message: 'late' } }));
    const { client } = setup();

    const first = client.wallets.tokenDetail('w1', 'optchain-1', 'OPT');
    await new Promise((r) => setTimeout(r, 30));
    server.handle(() => ({
      body: {
        transactions: [],
        unbondingDetails: { balanceToken: '0', balanceUsd: '0', entries: [] },
        delegationDetails: { balanceToken: '0', balanceUsd: '0' },
        delegations: [],
        balanceToken: '1',
        balanceUsd: '2',
        address: 'opt1me',
      },
    }));
    const second = client.wallets.tokenDetail('w1', '1', 'ETH');

    const error = await rejection(first);
    expect(error.toRecord()).toEqual({
      message: 'Request was cancelled',
      status: 499,
      endpoint: '/wallets/w1/tokens/optchain-1/OPT',
      method: 'GET',
    });
    await expect(second).resolves.toMatchObject({ balanceToken: '1' });
  });

  it('a network tab call stops when its signal aborts', async () => {
    server.handle(() => ({
      delayMs: 200,
      body: { data: [], current_page: 1, last_page: 1, per_page: 30, total: 0 },
    }));
    const { client } = setup();
    const controller = new AbortController();

    const call = client.social.network('following', {}, { signal: controller.signal });
    setTimeout(() => controller.abort(), 20);

    await expect(call).rejects.toMatchObject({
      message: 'Request was cancelled',
      status: 499,
      kind: 'cancelled',
    });
  });

  it('an already aborted signal cancels before anything is sent', async () => {
    server.handle(() => ({ body: user }));
    const { client } = setup();
    await expect(client.users.user({ signal: AbortSignal.abort() })).rejects.toMatchObject({
      status: 499,
    });
    expect(server.requests).toHaveLength(0);
  });
});

describe('transport failures', () => {
  it('reports an unreachable server as a network error with status 0', async () => {
    const gone = await startTestServer();
    const url = gone.url;
    await gone.close();
    const client = createApiClient({ baseUrl: url });
    await expect(client.users.countries()).rejects.toMatchObject({
      kind: 'network',
      status: 0,
      message: ERROR_MESSAGES.network,
      endpoint: '/countries',
      method: 'GET',
    });
  });

  it('reports a slow server as a timeout', async () => {
    server.handle(() => ({ delayMs: 300, body: [] }));
    const client = createApiClient({ baseUrl: server.url, timeout: 50 });
    await expect(client.users.countries()).rejects.toMatchObject({
      kind: 'timeout',
      status: 0,
      message: ERROR_MESSAGES.timeout,
    });
  });

  it('refuses a success whose body breaks the contract, keeping the issues', async () => {
    server.handle(() => ({
      body: {
        totalBalanceUsd: 12.5,
        breakdownUsd: { spendable: '0', staked: '0', moving: '0', unbonding: '0', rewards: '0' },
        tokens: [],
      },
    }));
    const { client } = setup();
    const error = await rejection(client.wallets.tokens('w1'));
    expect(error.kind).toBe('schema');
    expect(error.status).toBe(200);
    expect(error.message).toBe(ERROR_MESSAGES.unexpectedResponse);
    expect(error.validation).toEqual([expect.objectContaining({ path: ['totalBalanceUsd'] })]);
  });
});

describe('response validation', () => {
  afterEach(() => vi.unstubAllEnvs());
  const wrongShape = {
    totalBalanceUsd: 12.5,
    breakdownUsd: { spendable: '0', staked: '0', moving: '0', unbonding: '0', rewards: '0' },
    tokens: [],
  };

  it('is off in a production build: the answer is returned as the server sent it', async () => {
    vi.stubEnv('NODE_ENV', 'production');
    server.handle(() => ({ body: wrongShape }));
    const { client } = setup();
    await expect(client.wallets.tokens('w1')).resolves.toEqual(wrongShape);
  });

  it('can be asked for in a production build', async () => {
    vi.stubEnv('NODE_ENV', 'production');
    server.handle(() => ({ body: wrongShape }));
    const client = createApiClient({ baseUrl: server.url, validateResponses: true });
    await expect(client.wallets.tokens('w1')).rejects.toMatchObject({ kind: 'schema' });
  });

  it('still drops empty optional fields and keeps empty required ones without it', async () => {
    server.handle(() => ({ body: user }));
    const client = createApiClient({ baseUrl: server.url, validateResponses: false });
    await client.users.updateProfile({ first_name: 'Ada', last_name: 'L', bio: '', country: 'DE' });
    await client.auth.login({
      type: 'email',
      identifier: 'a@b.co',
      password: 'x',
      remember_token: '',
    });
    expect(server.requests.map((r) => r.body)).toEqual([
      { first_name: 'Ada', last_name: 'L', bio: '', country: 'DE' },
      { type: 'email', identifier: 'a@b.co', password: 'x', platform_type: 'payments' },
    ]);
  });
});
