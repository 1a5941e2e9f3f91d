import * as z from 'zod';
import { amountRequestSchema, decimalStringSchema, idSchema, isoDateTimeSchema } from './common';
import { walletParamsSchema } from './wallets';
import { defineEndpoints } from './define-endpoints';

/**
 * Recurring sends (beyond §7, issue 47): "Repeat" on an OPT send. The send itself is the first
 * payment; the schedule's runs follow every week or calendar month, a number of times or until a
 * date. The wallet grants the product's scheduler account an x/authz SendAuthorization capped at
 * what its schedules still send (amount × runs) to their recipients only, and each run is a
 * MsgExec the scheduler signs and pays. A run the wallet cannot pay is retried once, then that
 * run is marked failed. Stopping a schedule revokes (or narrows) the grant.
 */

export const repeatEverySchema = z.enum(['week', 'month']).describe('How often a run falls due.');

const untilSchema = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'Must be a date (YYYY-MM-DD)')
  .describe('The last day a run may fall due on (UTC, inclusive).');

/** POST /wallets/{id}/recurringSends: `count` runs, or the runs due on or before `until`. */
export const createRecurringSendRequestSchema = z
  .object({
    chainId: z.string().min(1),
    to: z.string().min(1).describe('Receiver address, username or email, as a send’s.'),
    amount: amountRequestSchema.describe('What each run sends, in OPT.'),
    every: repeatEverySchema,
    count: z.number().optional().describe('How many runs (1–104); or `until`.'),
    until: untilSchema.optional(),
    walletPasscode: z.string().min(1).describe('The wallet key: it signs the grant.'),
  })
  .superRefine((body, ctx) => {
    if ((body.count === undefined) === (body.until === undefined)) {
      ctx.addIssue({
        code: 'custom',
        path: ['count'],
        message: 'Give either a number of times or an end date',
      });
    }
  });
export type CreateRecurringSendRequest = z.infer<typeof createRecurringSendRequestSchema>;

export const recurringRunStatusSchema = z
  .enum(['sent', 'retrying', 'failed'])
  .describe('sent; retrying: it failed once and is tried again; failed: after its retry.');

export const recurringSendStatusSchema = z
  .enum(['active', 'completed', 'cancelled'])
  .describe('active: runs left; completed: every run done or failed; cancelled: stopped.');

/** A schedule, amounts in OPT. */
export const recurringSendSchema = z.object({
  id: idSchema,
  chainId: z.string(),
  to: z.string().describe('The recipient’s address.'),
  amount: decimalStringSchema,
  every: repeatEverySchema,
  runs: z.number().int().describe('How many runs the schedule has.'),
  until: z.string().nullable().describe('The end date it was set up with; null: a count.'),
  total: decimalStringSchema.describe('amount × runs: what the grant allowed when set up.'),
  status: recurringSendStatusSchema,
  sent: z.number().int().describe('Runs that sent.'),
  failed: z.number().int().describe('Runs that failed after their retry.'),
  nextRunAt: isoDateTimeSchema.nullable().describe('Chain time of the next run (or its retry).'),
  lastRun: z
    .object({
      at: isoDateTimeSchema,
      status: recurringRunStatusSchema,
      error: z.string().nullable(),
      transactionHash: z.string().nullable(),
    })
    .nullable(),
  startedAt: isoDateTimeSchema,
});
export type RecurringSend = z.infer<typeof recurringSendSchema>;

export const recurringSendsResponseSchema = z.object({
  available: z.boolean().describe('The server has a scheduler account (else no new schedule).'),
  schedules: z.array(recurringSendSchema).describe('Newest first.'),
});
export type RecurringSends = z.infer<typeof recurringSendsResponseSchema>;

export const recurringSendParamsSchema = z.object({ id: idSchema, scheduleId: idSchema });

/** DELETE: stop; the wallet key signs the MsgRevoke (or the narrowed MsgGrant). */
export const cancelRecurringSendRequestSchema = z.object({ walletPasscode: z.string().min(1) });
export type CancelRecurringSendRequest = z.infer<typeof cancelRecurringSendRequestSchema>;

/** Recurring sends (rows of the endpoint table, assembled in endpoints.ts). */
export const recurringSendEndpoints = defineEndpoints({
  recurringSends: {
    method: 'GET',
    path: '/wallets/{id}/recurringSends',
    auth: 'bearer',
    area: 'wallets',
    summary: 'Recurring sends: the wallet’s schedules, their runs and what failed',
    params: walletParamsSchema,
    response: recurringSendsResponseSchema,
  },
  createRecurringSend: {
    method: 'POST',
    path: '/wallets/{id}/recurringSends',
    auth: 'bearer',
    area: 'wallets',
    summary: 'Repeat a send: the wallet grants the scheduler a capped SendAuthorization (MsgGrant)',
    params: walletParamsSchema,
    body: createRecurringSendRequestSchema,
    response: recurringSendsResponseSchema,
  },
  cancelRecurringSend: {
    method: 'DELETE',
    path: '/wallets/{id}/recurringSends/{scheduleId}',
    auth: 'bearer',
    area: 'wallets',
    summary: 'Stop a recurring send: the wallet revokes (or narrows) its grant',
    params: recurringSendParamsSchema,
    body: cancelRecurringSendRequestSchema,
    response: recurringSendsResponseSchema,
  },
});
