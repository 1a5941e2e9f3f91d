import type { ErrorResponse } from '@optwallet/contract';

/** Texts of product §8, exported so apps can compare and tests can assert. */
export const ERROR_MESSAGES = {
  cancelled: 'Request was cancelled',
  validation: 'Validation error',
  server: 'Something went wrong. Please try again later.',
  unknown: 'An unknown error occurred',
  network: 'Network error: the server could not be reached. Check your connection and try again.',
  timeout: 'The server took too long to answer. Please try again.',
  unexpectedResponse: 'The server sent an unexpected response.',
  invalidRefreshToken: 'Invalid refresh token',
  maxRetries: 'Max retries exceeded. Please log in again.',
  invalidAuthCode: 'Invalid Auth Code',
} as const;

export const CANCELLED_STATUS = 499;
export const NETWORK_ERROR_STATUS = 0;

/** Why the client ended the session; passed to `onLogout`. */
export type LogoutReason =
  typeof ERROR_MESSAGES.invalidRefreshToken | typeof ERROR_MESSAGES.maxRetries;

/**
 * What went wrong, in one word, for callers that branch:
 * http (the server answered an error status), network, timeout, cancelled,
 * schema (a success whose body does not match the contract), logout (the 401 policy ended the session).
 */
export type ApiErrorKind = 'http' | 'network' | 'timeout' | 'cancelled' | 'schema' | 'logout';

/** The client error record of product §3/§8. */
export interface ApiErrorRecord {
  message: string;
  status: number;
  endpoint: string;
  method: string;
  /** Validation data of 422/409 answers (`errors` as the server sent it), or schema issues. */
  validation?: unknown;
  /** How many seconds the server asked to wait before trying again (its `Retry-After`, on 429/503). */
  retryAfterSeconds?: number;
}

/**
 * Marks every ApiError, whichever copy of this package made it: the ESM and CJS builds (or two
 * installed versions) each have their own class, so `instanceof` alone would not recognise the
 * other's errors. `Symbol.for` gives one key per process (and per realm's registry).
 */
const API_ERROR_BRAND = Symbol.for('@optwallet/api-client/ApiError');

export class ApiError extends Error implements ApiErrorRecord {
  override readonly name = 'ApiError';
  readonly [API_ERROR_BRAND] = true;
  readonly status: number;
  readonly endpoint: string;
  readonly method: string;
  declare readonly validation?: unknown;
  declare readonly retryAfterSeconds?: number;
  readonly kind: ApiErrorKind;
  /** The parsed error body, when the server sent one. */
  declare readonly body?: unknown;

  constructor(
    record: ApiErrorRecord & { kind: ApiErrorKind; body?: unknown },
    options?: { cause?: unknown },
  ) {
    super(record.message, options);
    this.status = record.status;
    this.endpoint = record.endpoint;
    this.method = record.method;
    this.kind = record.kind;
    if (record.validation !== undefined) this.validation = record.validation;
    if (record.retryAfterSeconds !== undefined) this.retryAfterSeconds = record.retryAfterSeconds;
    if (record.body !== undefined) this.body = record.body;
  }

  /** The plain record (message, status, endpoint, method, validation) for stores and logs. */
  toRecord(): ApiErrorRecord {
    const record: ApiErrorRecord = {
      message: this.message,
      status: this.status,
      endpoint: this.endpoint,
      method: this.method,
    };
    if (this.validation !== undefined) record.validation = this.validation;
    if (this.retryAfterSeconds !== undefined) record.retryAfterSeconds = this.retryAfterSeconds;
    return record;
  }

  /** `error instanceof ApiError` holds for an ApiError of any copy of this package (the brand). */
  static override [Symbol.hasInstance](value: unknown): boolean {
    return this === ApiError
      ? isApiError(value)
      : Function.prototype[Symbol.hasInstance].call(this, value);
  }
}

/** True for an ApiError made by any copy of this package (ESM or CJS build, any version). */
export function isApiError(value: unknown): value is ApiError {
  return (
    typeof value === 'object' &&
    value !== null &&
    (value as Record<symbol, unknown>)[API_ERROR_BRAND] === true
  );
}

/**
 * A `Retry-After` header in whole seconds (at least 1): either delay-seconds or an HTTP date
 * (RFC 9110 §10.2.3). Undefined when absent or unreadable.
 */
export function parseRetryAfter(header: string | null, now = Date.now()): number | undefined {
  const value = header?.trim();
  if (!value) return undefined;
  if (/^\d+$/.test(value)) return Math.max(1, Number(value));
  const at = Date.parse(value);
  return Number.isNaN(at) ? undefined : Math.max(1, Math.ceil((at - now) / 1000));
}

const text = (value: unknown): string | undefined =>
  typeof value === 'string' && value.trim() !== '' ? value : undefined;

function errorList(errors: unknown): string[] {
  if (Array.isArray(errors)) return errors.flatMap((e) => (text(e) ? [e as string] : []));
  if (errors && typeof errors === 'object') {
    return Object.values(errors).flatMap((v) =>
      Array.isArray(v) ? errorList(v) : text(v) ? [v as string] : [],
    );
  }
  return [];
}

/** Message and validation data of an error answer, by the rules of product §8. */
export function normaliseErrorBody(
  status: number,
  body: unknown,
): { message: string; validation?: unknown } {
  const b = (body && typeof body === 'object' ? body : {}) as Partial<
    Record<keyof ErrorResponse, unknown>
  >;
  if (status === 422 || status === 409) {
    const joined = errorList(b.errors).join(', ');
    const message = text(b.error) ?? text(b.message) ?? text(joined) ?? ERROR_MESSAGES.validation;
    return b.errors === undefined ? { message } : { message, validation: b.errors };
  }
  if (status === 500) return { message: ERROR_MESSAGES.server };
  return {
    message: text(b.error) ?? errorList(b.errors)[0] ?? text(b.message) ?? ERROR_MESSAGES.unknown,
  };
}
