import { OpenAPIHono } from '@hono/zod-openapi';
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
