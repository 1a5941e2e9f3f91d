import * as z from 'zod';
import { platformTypeSchema } from './common';
import { tokenResponseSchema } from './auth';
import { defineEndpoints } from './define-endpoints';

/*
 * "Continue as {name}" on the consent app (apps/api/README.md "One-tap partner sign-in"). A
 * sign-in to the wallet app sets an HttpOnly, SameSite=Strict cookie scoped to /api/session that
 * names its session; no script reads it. The consent app, on the same site, asks whom it names,
 * and only after the person chooses to continue exchanges it for a session of its own.
 */

/** The account the hint names: what "Continue as" shows, nothing that signs anyone in. */
export const sessionHintAccountSchema = z.object({
  name: z.string().describe('Display name (first and last name), or the username without one.'),
  username: z.string().nullable(),
  avatar: z.string().nullable().describe('Absolute URL of the profile photo, or null.'),
});
export type SessionHintAccount = z.infer<typeof sessionHintAccountSchema>;

/** GET /session/hint: the account signed in to the wallet app in this browser, or null. */
export const sessionHintResponseSchema = z.object({
  account: sessionHintAccountSchema.nullable(),
});
export type SessionHintResponse = z.infer<typeof sessionHintResponseSchema>;

/** POST /session/continue: a new session for the consent app, for the account the hint names. */
export const continueSessionRequestSchema = z.object({ platform_type: platformTypeSchema });
export type ContinueSessionRequest = z.infer<typeof continueSessionRequestSchema>;

/**
 * “Continue as”: whom the session cookie names, and continuing as them (rows of the endpoint
 * table, assembled in endpoints.ts).
 */
export const sessionHintEndpoints = defineEndpoints({
  sessionHint: {
    method: 'GET',
    path: '/session/hint',
    auth: 'none',
    area: 'auth',
    summary:
      'Who is signed in to the wallet app in this browser (its HttpOnly session-hint cookie), for "Continue as"; null when nobody is',
    response: sessionHintResponseSchema,
  },
  continueSession: {
    method: 'POST',
    path: '/session/continue',
    auth: 'none',
    area: 'auth',
    summary:
      'The consent app only (checked by Origin): a session of its own for the account the session-hint cookie names',
    body: continueSessionRequestSchema,
    response: tokenResponseSchema,
  },
});
