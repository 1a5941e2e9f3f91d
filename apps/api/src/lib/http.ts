import { OpenAPIHono } from '@hono/zod-openapi';
import type { Context, MiddlewareHandler } from 'hono';
import type { z } from 'zod';

export interface AuthSession {
  userId: string;
  /** The sessions row the token belongs to (claim `sid`). */
  sessionId: string;
  /** 'payments-platform' for our own logins, 'oauth' for partner tokens. */
  sessionType: 'payments-platform' | 'oauth';
  scopes: string[];
  clientId: string | undefined;
  /** Partner tokens name the grant they were issued under; revoking it ends them. */
  grantId: string | undefined;
}

export interface AppEnv {
  Variables: {
    requestId: string;
    auth: AuthSession;
    /**
     * Set on routes whose read statement checks the session's liveness itself (mount's
     * `sessionCheckedInStatement`): the signed token whose session the handler's read must confirm.
     */
    sessionToCheck: AuthSession | undefined;
  };
}

/** zod issues -> `{ field: [messages] }`, field being the dotted path (or the location for root issues). */
function fieldErrors(error: z.ZodError, root = 'body'): Record<string, string[]> {
  const errors: Record<string, string[]> = {};
  for (const issue of error.issues) {
    const key = issue.path.length > 0 ? issue.path.map(String).join('.') : root;
    (errors[key] ??= []).push(issue.message);
  }
  return errors;
}

function firstMessage(errors: Record<string, string[]>): string {
  const first = Object.values(errors)[0]?.[0];
  return first ?? 'Validation error';
}

/** A router whose request validation failures answer 422 `{ message, errors }`. */
export function createRouter() {
  return new OpenAPIHono<AppEnv>({
    defaultHook: (result, c) => {
      if (!result.success) {
        const errors = fieldErrors(result.error, result.target === 'json' ? 'body' : result.target);
        return c.json({ message: firstMessage(errors), errors }, 422);
      }
      return undefined;
    },
  });
}

export type Router = ReturnType<typeof createRouter>;

/** Answers that carry tokens or secrets: never stored by a cache (RFC 6749 §5.1). */
export const NO_STORE = { 'Cache-Control': 'no-store', Pragma: 'no-cache' } as const;

/**
 * A request header (`name` in lower case), from node's own parsed headers when the request came
 * through @hono/node-server (`c.env.incoming`): `c.req.header` first builds the request's whole
 * WHATWG Headers from node's raw ones, which a GET without parameters (GET /user) otherwise never
 * needs. Hono's reader otherwise (app.request in tests, other runtimes). A repeated header reads
 * as node joins it.
 */
export function requestHeader(c: Context, name: string): string | undefined {
  const env = c.env as { incoming?: { headers?: Record<string, unknown> } } | undefined;
  const headers = env?.incoming?.headers;
  if (!headers) return c.req.header(name);
  const value = headers[name];
  return typeof value === 'string' ? value : undefined;
}

const REQUEST_ID = /^[\w\-=]{1,255}$/;

/**
 * Hono's requestId, reading the header with requestHeader: the caller's X-Request-Id when it is
 * a short token (letters, digits, `_-=`), else a random UUID; set as `requestId` and answered.
 */
export function requestId(): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const given = requestHeader(c, 'x-request-id');
    const id = given && REQUEST_ID.test(given) ? given : crypto.randomUUID();
    c.set('requestId', id);
    c.header('X-Request-Id', id);
    await next();
  };
}
