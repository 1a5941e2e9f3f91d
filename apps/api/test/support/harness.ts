import {
  type EndpointDefinition,
  type ErrorResponse,
  buildPath,
  endpoints,
  errorResponseSchema,
  oauthTokenErrorSchema,
} from '@optwallet/contract';
import type { z } from 'zod';
import { createApp } from '../../src/app';
import { type Config, testConfig, testDatabaseUrl } from '../../src/config/env';
import type { Database } from '../../src/db/client';
import { openTestDatabase } from '../../src/db/test-database';
import { createBackground } from '../../src/lib/background';
import type { Deps } from '../../src/deps';
import type { EvmChain } from '../../src/chains/evm/evm-chain';
import type { CosmosNode } from '../../src/chains/cosmos/node-client';
import { type Logger, createLogger } from '../../src/lib/logger';
import { type Mailer, listOutbox } from '../../src/lib/outbox';
import type { RecaptchaVerifier } from '../../src/modules/auth/recaptcha';
import { recordStatuses } from './documented-statuses';
import { startEventHub } from '../../src/lib/event-hub';

/** A movable clock for expiry tests. */
class TestClock {
  constructor(private current = new Date('2026-03-01T10:00:00.000Z')) {}
  now = () => new Date(this.current);
  advance(ms: number) {
    this.current = new Date(this.current.getTime() + ms);
  }
}

export interface Harness {
  app: ReturnType<typeof createApp>;
  deps: Deps;
  database: Database;
  clock: TestClock;
  /** Waits for the work requests left running after their response (mail, sign-up). */
  settled(): Promise<void>;
  close(): Promise<void>;
}

/** One database per test file (in-memory PGlite, or a fresh database on TEST_DATABASE_URL). */
export async function createHarness(
  overrides: Partial<Config> = {},
  logger: Logger = createLogger('silent'),
  mailer: Mailer = { deliver: () => Promise.resolve('stored' as const) },
  extra: {
    evm?: EvmChain;
    optNode?: CosmosNode;
    optTestnetNode?: CosmosNode;
    database?: Database;
    recaptcha?: RecaptchaVerifier;
  } = {},
): Promise<Harness> {
  // `database`: a restart of the API on the same data (the caller closes it).
  const database = extra.database ?? (await openTestDatabase(testDatabaseUrl()));
  const clock = new TestClock();
  const config = testConfig(overrides);
  const background = createBackground(logger);
  const events = await startEventHub(database, logger);
  const deps: Deps = {
    config,
    db: database.db,
    logger,
    mailer,
    clock: clock.now,
    background,
    evm: extra.evm,
    optNode: extra.optNode,
    optTestnetNode: extra.optTestnetNode,
    recaptcha: extra.recaptcha,
    events,
  };
  const app = recordStatuses(createApp({ ...deps, clock: clock.now }));
  return {
    app,
    deps,
    database,
    clock,
    settled: () => background.settled(),
    close: async () => {
      await background.settled();
      await events.close();
      if (!extra.database) await database.close();
    },
  };
}

export const HEADERS = { 'content-type': 'application/json', 'X-App-Version': '1.0.3' };

type Out<E, K extends string> = E extends { [P in K]: infer S extends z.ZodType }
  ? z.input<S>
  : never;

export interface Sent<E extends EndpointDefinition> {
  status: number;
  /** The 200 body, parsed by the contract's response schema (so a drift fails the test). */
  data: z.output<E['response']> | undefined;
  /** Any other body, parsed by the contract's error schema. */
  error: ErrorResponse | undefined;
  res: Response;
}

/** Calls one endpoint of the contract's table through app.request(). */
export async function send<E extends EndpointDefinition>(
  h: Harness,
  endpoint: E,
  options: {
    params?: Out<E, 'params'>;
    query?: Record<string, string>;
    body?: Out<E, 'body'> | Record<string, unknown>;
    token?: string;
    headers?: Record<string, string>;
  } = {},
): Promise<Sent<E>> {
  const path = buildPath(endpoint.path, options.params ?? {});
  const query = options.query ? `?${new URLSearchParams(options.query).toString()}` : '';
  const res = await raw(h, endpoint.method, `${path}${query}`, options);
  const json: unknown = await res.json();
  if (res.status === 200) {
    return {
      status: 200,
      data: endpoint.response.parse(json) as z.output<E['response']>,
      error: undefined,
      res,
    };
  }
  return { status: res.status, data: undefined, error: errorOf(endpoint, json), res };
}

/**
 * The error body: the API's `{ message, error?, errors? }`, except at the token endpoint, which
 * answers RFC 6749 §5.2 `{ error, error_description }` (read into the same fields).
 */
function errorOf(endpoint: EndpointDefinition, json: unknown): ErrorResponse {
  if (endpoint !== endpoints.oauthToken) return errorResponseSchema.parse(json);
  const rfc = oauthTokenErrorSchema.strict().parse(json);
  return { message: rfc.error_description, error: rfc.error };
}

/** A request outside the typed table (bad paths, raw bodies). */
export function raw(
  h: Harness,
  method: string,
  path: string,
  options: { body?: unknown; token?: string; headers?: Record<string, string> } = {},
): Promise<Response> {
  const headers: Record<string, string> = { ...HEADERS, ...options.headers };
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  return Promise.resolve(
    h.app.request(`/api${path}`, {
      method,
      headers,
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
    }),
  );
}

export async function lastMessage(h: Harness, to: string) {
  await h.settled();
  const [latest] = await listOutbox(h.deps.db, to, 1);
  if (!latest) throw new Error(`no message sent to ${to}`);
  return latest;
}

export const PASSWORD = 'Secret#pass1';

/** A valid sign-up request (18+, terms accepted) for an email or a phone number. */
export function registerBody(
  identifier: string,
  extra: Record<string, unknown> & { type?: 'email' | 'phone' } = {},
) {
  return {
    type: 'email' as 'email' | 'phone',
    identifier,
    password: PASSWORD,
    password_confirmation: PASSWORD,
    age_consent: true,
    terms_consent: true,
    platform_type: 'payments' as const,
    ...extra,
  };
}

/** Signs up and finishes the code: answers the token set and the identifier. */
export async function signUp(h: Harness, email: string, extra: Record<string, unknown> = {}) {
  const reg = await send(h, endpoints.register, { body: registerBody(email, extra) });
  if (reg.status !== 200)
    throw new Error(`register failed: ${reg.status} ${JSON.stringify(reg.error)}`);
  const { code } = await lastMessage(h, email);
  const login = await send(h, endpoints.authCodeLogin, {
    body: { identifier: email, authCode: code, platform_type: 'payments' },
  });
  if (!login.data) throw new Error(`authCodeLogin failed: ${login.status}`);
  const token = login.data.access_token;
  const me = await send(h, endpoints.user, { token });
  if (!me.data) throw new Error('GET /user failed');
  return { token, refresh: login.data.refresh_token, id: me.data.id };
}

/** Sign up and onboard with a username. */
export async function onboarded(
  h: Harness,
  username: string,
  names: [string, string] = ['Test', 'User'],
) {
  const email = `${username}@example.com`;
  const session = await signUp(h, email);
  const res = await send(h, endpoints.onboardUser, {
    token: session.token,
    body: {
      first_name: names[0],
      last_name: names[1],
      username,
      country: 'DE',
      platform_type: 'payments',
    },
  });
  if (res.status !== 200)
    throw new Error(`onboard failed: ${res.status} ${JSON.stringify(res.error)}`);
  return { ...session, email, username };
}
