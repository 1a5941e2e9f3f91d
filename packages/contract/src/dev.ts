import * as z from 'zod';
import { decimalStringSchema, idSchema, isoDateTimeSchema } from './common';
import { defineEndpoints } from './define-endpoints';

/** One job of the server's timed work (a chain follower, request expiry, …) as GET /health shows it. */
export const jobStatusSchema = z.object({
  name: z.string(),
  lastRunAt: isoDateTimeSchema.nullable(),
  lastSuccessAt: isoDateTimeSchema.nullable(),
  lagMs: z
    .number()
    .int()
    .nullable()
    .describe('How far behind its source the last run left it (a follower: 0 when caught up).'),
  failing: z.boolean().describe('Whether the last run failed.'),
  error: z
    .string()
    .nullable()
    .describe("The last run's failure; in devnet only (null elsewhere, and after a success)."),
  leased: z.boolean().describe('Whether a replica holds the job now (it runs on one at a time).'),
});
export type JobStatus = z.infer<typeof jobStatusSchema>;

/** GET /health: liveness, outside product §7, and the timed work's last runs. */
export const healthResponseSchema = z.object({
  status: z.literal('ok'),
  version: z.string(),
  jobs: z.array(jobStatusSchema).default([]),
});
export type HealthResponse = z.infer<typeof healthResponseSchema>;

/** GET /dev/outbox?to= (devnet only, 404 in production): mails and texts the server "sent". */
export const devOutboxQuerySchema = z.object({ to: z.string().optional() });
export const devOutboxMessageSchema = z.object({
  id: idSchema,
  channel: z.enum(['email', 'sms']),
  to: z.string(),
  subject: z.string(),
  body: z.string(),
  code: z.string().nullable().describe('The one-time code the message carries, if any.'),
  link: z
    .string()
    .nullable()
    .describe('The link the message carries (magic link, reset link), if any.'),
  created_at: isoDateTimeSchema,
});
export type DevOutboxMessage = z.infer<typeof devOutboxMessageSchema>;
export const devOutboxResponseSchema = z.object({ data: z.array(devOutboxMessageSchema) });

/** One devnet advance moves the chain clock at most this far (60 days). */
export const DEV_ADVANCE_MAX_SECONDS = 60 * 86_400;

/** POST /dev/devnet/advance (devnet only): moves the chain clock; what matured settles at once. */
export const devAdvanceRequestSchema = z.object({
  seconds: z
    .number()
    .int()
    .min(0)
    .max(
      DEV_ADVANCE_MAX_SECONDS,
      'Advance the devnet by at most 60 days (5184000 seconds) at a time',
    )
    .describe('Seconds to move every devnet chain forward, at most 60 days per call.'),
});
export const devAdvanceResponseSchema = z.object({
  chains: z.array(
    z.object({ chainId: z.string(), height: z.number().int(), time: isoDateTimeSchema }),
  ),
});
export type DevAdvanceResponse = z.infer<typeof devAdvanceResponseSchema>;

/** POST /dev/faucet (devnet only): mints every token of the address's chains to it. */
export const devFaucetRequestSchema = z.object({ address: z.string().min(1) });
export const devFaucetResponseSchema = z.object({
  transactions: z.array(
    z.object({
      chainId: z.string(),
      symbol: z.string(),
      amount: decimalStringSchema,
      transactionHash: z.string(),
      blockExplorerLink: z.string(),
    }),
  ),
});
export type DevFaucetResponse = z.infer<typeof devFaucetResponseSchema>;

/** Devnet and operations (beyond §7) (rows of the endpoint table, assembled in endpoints.ts). */
export const devEndpoints = defineEndpoints({
  health: {
    method: 'GET',
    path: '/health',
    auth: 'none',
    area: 'dev',
    summary: 'Liveness',
    response: healthResponseSchema,
  },
  devOutbox: {
    method: 'GET',
    path: '/dev/outbox',
    auth: 'none',
    area: 'dev',
    summary: 'Devnet only: mails and texts sent, newest first',
    query: devOutboxQuerySchema,
    response: devOutboxResponseSchema,
  },
  devAdvance: {
    method: 'POST',
    path: '/dev/devnet/advance',
    auth: 'none',
    area: 'dev',
    summary: 'Devnet only: move the chain clock (unbondings, moves and payouts settle)',
    body: devAdvanceRequestSchema,
    response: devAdvanceResponseSchema,
  },
  devFaucet: {
    method: 'POST',
    path: '/dev/faucet',
    auth: 'none',
    area: 'dev',
    summary: 'Devnet only: mint every token of its chains to an address',
    body: devFaucetRequestSchema,
    response: devFaucetResponseSchema,
  },
});
