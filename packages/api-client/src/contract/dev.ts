import * as z from 'zod';
import { idSchema, isoDateTimeSchema } from './common';

/** GET /health: liveness, outside spec §7. */
export const healthResponseSchema = z.object({ status: z.literal('ok'), version: z.string() });
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
