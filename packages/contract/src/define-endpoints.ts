import type { z } from 'zod';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';
export type EndpointAuth = 'bearer' | 'none';
export type EndpointArea =
  | 'auth'
  | 'users'
  | 'social'
  | 'notifications'
  | 'oauth'
  | 'wallets'
  | 'transfers'
  | 'staking'
  | 'dev';

/**
 * One row of product §7 (plus the oauth token exchange, phone verification and devnet routes).
 * `path` is relative to the `/api` base, with `{name}` placeholders that `params` describes.
 * Every success answers 200 with a JSON body that `response` parses; every failure answers
 * `errorResponseSchema` (see common.ts) with the status that says why.
 */
export interface EndpointDefinition {
  readonly method: HttpMethod;
  readonly path: string;
  readonly auth: EndpointAuth;
  readonly area: EndpointArea;
  readonly summary: string;
  readonly params?: z.ZodType;
  readonly query?: z.ZodType;
  readonly body?: z.ZodType;
  /** Request headers beyond bearer and app version, e.g. `Idempotency-Key`. */
  readonly headers?: readonly string[];
  /**
   * The 200 answer's media type when it is not JSON: 'csv' is text/csv, 'event-stream' is
   * text/event-stream (server-sent events); `response` describes its text.
   */
  readonly format?: 'csv' | 'event-stream';
  readonly response: z.ZodType;
}

/**
 * Types an area's rows (or the whole table) with each row's exact literal type, so the server,
 * the client and the OpenAPI document read a row's method, path and schemas precisely.
 */
export const defineEndpoints = <const T extends Record<string, EndpointDefinition>>(table: T): T =>
  table;
