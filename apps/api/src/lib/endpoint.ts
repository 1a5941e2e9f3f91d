import { createRoute } from '@hono/zod-openapi';
import type { EndpointDefinition } from '@optwallet/contract';
import type { Context, MiddlewareHandler } from 'hono';
import type { z } from 'zod';
import { requireAuth } from './session/require-auth';
import type { Deps } from '../deps';
import type { AppEnv, Router } from './http';
import { BEARER_SECURITY, errorResponses, headerParameters } from './openapi';
import { plainTextOnly } from './plain-text';

type Part<E, K extends string> = E extends { [P in K]: infer S extends z.ZodType }
  ? z.output<S>
  : undefined;

/** What a handler answers: the JSON body, or for a CSV endpoint its text, streamed or whole. */
export type HandlerResult<E extends EndpointDefinition> = E extends { format: 'csv' }
  ? ReadableStream<Uint8Array> | string
  : E extends { format: 'event-stream' }
    ? Response
    : z.input<E['response']>;

export interface HandlerInput<E extends EndpointDefinition> {
  c: Context<AppEnv>;
  body: Part<E, 'body'>;
  query: Part<E, 'query'>;
  params: Part<E, 'params'>;
}

const CSV_TYPE = 'text/csv; charset=utf-8';

export interface MountOptions {
  /** Partner (oauth) tokens may call this route when they carry this scope. */
  oauthScope?: string;
  middleware?: MiddlewareHandler<AppEnv>[];
  /**
   * The handler's read statement checks that the caller's own session is live (see requireAuth
   * and `sessionToCheck`); it must answer 401 when it is not.
   */
  sessionCheckedInStatement?: boolean;
  /** Longer text for the reference than the contract's summary. */
  description?: string;
}

/**
 * Declares one row of the contract's endpoint table on the router: method, path, request
 * schemas (validated, 422 on failure), the 200 response schema, extra headers and bearer auth
 * all come from the contract, so the OpenAPI document and the client cannot drift from the
 * server; the error statuses it answers come from lib/openapi.ts.
 */
export function mount<E extends EndpointDefinition>(
  router: Router,
  deps: Deps,
  name: string,
  endpoint: E,
  handler: (input: HandlerInput<E>) => Promise<HandlerResult<E>>,
  options: MountOptions = {},
): void {
  const bearer = endpoint.auth === 'bearer';
  const csv = endpoint.format === 'csv';
  const eventStream = endpoint.format === 'event-stream';
  const route = createRoute({
    method: endpoint.method.toLowerCase() as 'get' | 'post' | 'delete',
    path: endpoint.path,
    operationId: name,
    tags: [endpoint.area],
    summary: endpoint.summary,
    ...(options.description ? { description: options.description } : {}),
    security: bearer ? BEARER_SECURITY : [],
    ...(endpoint.headers ? { parameters: headerParameters(endpoint) } : {}),
    middleware: [
      ...(bearer
        ? [
            requireAuth(deps, {
              oauthScope: options.oauthScope,
              checkedInStatement: options.sessionCheckedInStatement,
            }),
          ]
        : []),
      ...(options.middleware ?? []),
    ],
    // Every string of a path, query or body is plain text (no U+0000, no lone surrogate).
    request: {
      ...(endpoint.params ? { params: plainTextOnly(endpoint.params as z.ZodObject) } : {}),
      ...(endpoint.query ? { query: plainTextOnly(endpoint.query as z.ZodObject) } : {}),
      ...(endpoint.body
        ? {
            body: {
              required: true,
              content: { 'application/json': { schema: plainTextOnly(endpoint.body) } },
            },
          }
        : {}),
    },
    responses: {
      200: {
        description: endpoint.summary,
        content: {
          [csv ? 'text/csv' : eventStream ? 'text/event-stream' : 'application/json']: {
            schema: endpoint.response,
          },
        },
      },
      ...errorResponses(name, endpoint),
    },
  });
  router.openapi(route, (async (c: Context<AppEnv>) => {
    const valid = c.req.valid.bind(c.req) as (target: string) => unknown;
    const result = await handler({
      c,
      body: (endpoint.body ? valid('json') : undefined) as Part<E, 'body'>,
      query: (endpoint.query ? valid('query') : undefined) as Part<E, 'query'>,
      params: (endpoint.params ? valid('param') : undefined) as Part<E, 'params'>,
    });
    // A stream answers with its own Response (headers, body and lifetime are the stream's).
    if (eventStream) return result as Response;
    // A file of the caller's own data: downloaded, never kept by a cache (the handler names it).
    if (csv) {
      return c.body(result as ReadableStream<Uint8Array> | string, 200, {
        'Content-Type': CSV_TYPE,
        'Cache-Control': 'no-store',
      });
    }
    return c.json(result as object, 200);
  }) as never);
}
