import {
  APP_VERSION,
  APP_VERSION_HEADER,
  MAX_401_RETRIES,
  PLATFORM_TYPE_PAYMENTS,
} from '@optwallet/domain';
import ky, { TimeoutError } from 'ky';
import type { KyInstance } from 'ky';
import type { EndpointName, EndpointResponse, TokenResponse, endpoints } from '@optwallet/contract';
import { buildPath, routes } from '@optwallet/contract/wire';
import type { WireRoute } from '@optwallet/contract/wire';
import { isProductionBuild, isTokenSet } from './response-checks';
import {
  ApiError,
  CANCELLED_STATUS,
  ERROR_MESSAGES,
  NETWORK_ERROR_STATUS,
  normaliseErrorBody,
  parseRetryAfter,
} from './errors';
import type { LogoutReason } from './errors';
import { createMemorySessionStore } from './session-store';
import type { SessionStore } from './session-store';

export type PlatformType = 'payments';

export interface ApiClientOptions {
  /** Host plus `/api`, e.g. `https://wallet.example/api` or `/api` behind a proxy. */
  baseUrl: string;
  /** Where the session lives; default: in memory. Browsers pass createLocalStorageSessionStore(). */
  sessionStore?: SessionStore;
  /** Sent as `platform_type` where the contract asks for it; default 'payments'. */
  platformType?: PlatformType;
  /** Value of the app-version header; default APP_VERSION of @optwallet/domain ('1.0.3'). */
  appVersion?: string;
  /** Called once when the 401 policy ends the session; the caller decides where to navigate. */
  onLogout?: (reason: LogoutReason) => void;
  /** Request timeout in ms (default 30 000; `false` for none). */
  timeout?: number | false;
  /** A fetch implementation (default: the global one). */
  fetch?: typeof globalThis.fetch;
  /** Clock for token expiry (default Date.now). */
  now?: () => number;
  /**
   * Parse every success with the contract's zod schema (a wrong shape is an ApiError of kind
   * 'schema'). Default: on, except in a production build (`process.env.NODE_ENV` 'production').
   * The contract and zod are loaded on the first call that needs them, beside the request.
   */
  validateResponses?: boolean;
}

export interface RequestOptions {
  /** Aborting rejects the call with ApiError { message: 'Request was cancelled', status: 499 }. */
  signal?: AbortSignal;
}

interface CallInput {
  params?: Record<string, string | number>;
  query?: Record<string, unknown>;
  body?: Record<string, unknown>;
  headers?: Record<string, string | undefined>;
  /** A bearer passed in by the caller instead of the session's (setupPassword). */
  bearer?: string;
  signal?: AbortSignal | undefined;
}

/** What endpoint modules build on: one typed call per row of the endpoint table. */
export interface Transport {
  call<N extends EndpointName>(name: N, input?: CallInput): Promise<EndpointResponse<N>>;
  /** A streaming call: the open response with its body unread (see endpoints/events.ts). */
  open(name: EndpointName, input?: CallInput): Promise<Response>;
  /** Runs `task` holding the session's refresh lock (see withSessionLock). */
  withSessionLock<T>(task: () => Promise<T>): Promise<T>;
  readonly session: SessionStore;
  readonly platformType: PlatformType;
  readonly now: () => number;
}

/** The Web Lock every tab of an origin takes to refresh the session it shares. */
const SESSION_LOCK = 'optwallet.session-refresh';

const isEmpty = (value: unknown) => value === undefined || value === '';

/** Drops undefined fields, and empty-string fields the contract marks optional. */
function compactBody(route: WireRoute, body: Record<string, unknown>) {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(body)) {
    if (value === undefined) continue;
    if (value === '' && route.optional.includes(key)) continue;
    out[key] = value;
  }
  return out;
}

function compactQuery(query: Record<string, unknown>): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [key, value] of Object.entries(query)) {
    if (
      typeof value === 'string'
        ? value !== ''
        : typeof value === 'number' || typeof value === 'boolean'
    ) {
      out[key] = String(value);
    }
  }
  return out;
}

async function readJson(response: Response): Promise<unknown> {
  const text = await response.text();
  if (text === '') return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

export function createTransport(
  options: ApiClientOptions,
): Transport & { readonly ky: KyInstance } {
  const session = options.sessionStore ?? createMemorySessionStore();
  const platformType = options.platformType ?? PLATFORM_TYPE_PAYMENTS;
  const now = options.now ?? Date.now;
  const prefixUrl = options.baseUrl.replace(/\/+$/, '');

  // One configured instance: base, app-version header, no automatic retry, errors handled below.
  const http = ky.create({
    prefixUrl,
    headers: {
      [APP_VERSION_HEADER]: options.appVersion ?? APP_VERSION,
      Accept: 'application/json',
    },
    retry: 0,
    throwHttpErrors: false,
    timeout: options.timeout ?? 30_000,
    ...(options.fetch ? { fetch: options.fetch } : {}),
  });

  const validate = options.validateResponses ?? !isProductionBuild();
  let contract: Promise<{ endpoints: typeof endpoints }> | undefined;
  // Only the endpoint table: a bundler that splits code keeps the rest of the contract out.
  const loadContract = () =>
    (contract ??= import('@optwallet/contract').then(({ endpoints }) => ({ endpoints })));

  const fail = (
    def: WireRoute,
    endpoint: string,
    record: Omit<ConstructorParameters<typeof ApiError>[0], 'endpoint' | 'method'>,
    cause?: unknown,
  ) =>
    new ApiError(
      { ...record, endpoint, method: def.method },
      cause === undefined ? undefined : { cause },
    );

  async function send(
    def: WireRoute,
    path: string,
    input: CallInput,
    bearer: string | null,
    streaming = false,
  ) {
    const headers: Record<string, string> = {};
    for (const [k, v] of Object.entries(input.headers ?? {})) if (!isEmpty(v)) headers[k] = v;
    if (bearer) headers.Authorization = `Bearer ${bearer}`;
    try {
      return await http(path.replace(/^\//, ''), {
        method: def.method,
        headers,
        ...(input.query ? { searchParams: compactQuery(input.query) } : {}),
        ...(input.body ? { json: compactBody(def, input.body) } : {}),
        ...(input.signal ? { signal: input.signal } : {}),
        // A stream stays open for as long as the tab; only the caller's signal ends it.
        ...(streaming
          ? { timeout: false as const, headers: { ...headers, Accept: 'text/event-stream' } }
          : {}),
      });
    } catch (error) {
      if (input.signal?.aborted || (error instanceof Error && error.name === 'AbortError')) {
        throw fail(
          def,
          path,
          { kind: 'cancelled', status: CANCELLED_STATUS, message: ERROR_MESSAGES.cancelled },
          error,
        );
      }
      if (error instanceof TimeoutError) {
        throw fail(
          def,
          path,
          { kind: 'timeout', status: NETWORK_ERROR_STATUS, message: ERROR_MESSAGES.timeout },
          error,
        );
      }
      throw fail(
        def,
        path,
        { kind: 'network', status: NETWORK_ERROR_STATUS, message: ERROR_MESSAGES.network },
        error,
      );
    }
  }

  async function parse(name: EndpointName, path: string, response: Response) {
    const def = routes[name];
    let body: unknown;
    try {
      body = await readJson(response);
    } catch (error) {
      throw fail(
        def,
        path,
        { kind: 'network', status: NETWORK_ERROR_STATUS, message: ERROR_MESSAGES.network },
        error,
      );
    }
    if (!validate) return body;
    const parsed = (await loadContract()).endpoints[name].response.safeParse(body);
    if (!parsed.success) {
      throw fail(
        def,
        path,
        {
          kind: 'schema',
          status: response.status,
          message: ERROR_MESSAGES.unexpectedResponse,
          validation: parsed.error.issues,
        },
        parsed.error,
      );
    }
    return parsed.data;
  }

  // --- 401 policy (product §8) ---------------------------------------------------------------
  let refreshInFlight: Promise<void> | null = null;

  /**
   * Tabs of one origin share one session (localStorage) and so one refresh token, which works
   * once: a refresh runs under a Web Lock, so while one tab refreshes the others wait, then find
   * its new token in the shared store instead of spending the old one again. Where Web Locks do
   * not exist (Node), calls of this client already share one refresh (refreshInFlight).
   */
  function withSessionLock<T>(task: () => Promise<T>): Promise<T> {
    const locks = (
      globalThis as {
        navigator?: { locks?: { request(name: string, task: () => Promise<T>): Promise<T> } };
      }
    ).navigator?.locks;
    return locks ? locks.request(`${SESSION_LOCK}:${prefixUrl}`, task) : task();
  }

  function endSession(reason: LogoutReason) {
    session.clear();
    options.onLogout?.(reason);
  }

  async function refreshOnce(): Promise<void> {
    const def = routes.refreshToken;
    const refreshToken = session.getRefreshToken();
    const logoutError = (cause?: unknown) =>
      fail(
        def,
        def.path,
        { kind: 'logout', status: 401, message: ERROR_MESSAGES.invalidRefreshToken },
        cause,
      );
    if (!refreshToken) {
      endSession(ERROR_MESSAGES.invalidRefreshToken);
      throw logoutError();
    }
    let tokens: TokenResponse;
    try {
      const response = await send(
        def,
        def.path,
        { body: { refresh_token: refreshToken, platform_type: platformType } },
        null,
      );
      if (!response.ok) throw new Error(`refresh answered ${response.status}`);
      const body = await readJson(response);
      if (!isTokenSet(body)) throw new Error('refresh answered no full token set');
      tokens = body;
    } catch (error) {
      endSession(ERROR_MESSAGES.invalidRefreshToken);
      throw logoutError(error);
    }
    session.setTokens(tokens, now());
  }

  /**
   * Concurrent 401s share one refresh; a 401 of a token already replaced just retries, also when
   * another tab replaced it while this one waited for the lock.
   */
  function refresh(usedToken: string | null): Promise<void> {
    if (refreshInFlight) return refreshInFlight;
    const replaced = () => {
      const current = session.getAccessToken();
      return Boolean(current && current !== usedToken);
    };
    if (replaced()) return Promise.resolve();
    refreshInFlight = withSessionLock(() =>
      replaced() ? Promise.resolve() : refreshOnce(),
    ).finally(() => {
      refreshInFlight = null;
    });
    return refreshInFlight;
  }

  /** Sends with the session's bearer and the 401 policy; answers the first ok response. */
  async function authorized(name: EndpointName, input: CallInput, streaming: boolean) {
    const def: WireRoute = routes[name];
    const path = buildPath(def.path, input.params);
    // The policy applies to calls authenticated by the session: login-type calls carry no bearer
    // (a 401 there is a wrong credential), and a passed-in bearer is not the session's to refresh.
    const usesSession = def.auth === 'bearer' && input.bearer === undefined;
    for (let retries = 0; ; retries += 1) {
      const bearer = usesSession ? session.getAccessToken() : (input.bearer ?? null);
      const response = await send(def, path, input, bearer, streaming);
      if (response.ok) return { response, path };

      const body = await readJson(response).catch(() => undefined);
      const { message, validation } = normaliseErrorBody(response.status, body);
      const retryAfterSeconds = parseRetryAfter(response.headers.get('Retry-After'));
      const error = fail(def, path, {
        kind: 'http',
        status: response.status,
        message,
        body,
        ...(validation === undefined ? {} : { validation }),
        ...(retryAfterSeconds === undefined ? {} : { retryAfterSeconds }),
      });
      const refreshable =
        response.status === 401 &&
        usesSession &&
        name !== 'refreshToken' &&
        message !== ERROR_MESSAGES.invalidAuthCode;
      if (!refreshable) throw error;
      if (retries >= MAX_401_RETRIES) {
        endSession(ERROR_MESSAGES.maxRetries);
        throw fail(def, path, { kind: 'logout', status: 401, message: ERROR_MESSAGES.maxRetries });
      }
      await refresh(bearer).catch((refreshError: unknown) => {
        const reason =
          refreshError instanceof Error ? refreshError.message : ERROR_MESSAGES.invalidRefreshToken;
        throw fail(def, path, { kind: 'logout', status: 401, message: reason }, refreshError);
      });
    }
  }

  async function call<N extends EndpointName>(
    name: N,
    input: CallInput = {},
  ): Promise<EndpointResponse<N>> {
    // The schemas load beside the request, so validating costs no round trip of its own.
    if (validate) void loadContract().catch(() => undefined);
    const { response, path } = await authorized(name, input, false);
    return (await parse(name, path, response)) as EndpointResponse<N>;
  }

  /** A streaming call (text/event-stream): the open response, its body unread, no timeout. */
  async function open(name: EndpointName, input: CallInput = {}): Promise<Response> {
    return (await authorized(name, input, true)).response;
  }

  return { call, open, withSessionLock, session, platformType, now, ky: http };
}
