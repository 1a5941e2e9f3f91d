import * as z from 'zod';
import type { TokenPayload } from './token';

/** The claims the client reads from an access token, as a zod schema (others pass through). */
export const tokenPayloadSchema: z.ZodType<TokenPayload> = z.looseObject({
  sub: z.string().optional(),
  iat: z.number().optional(),
  exp: z.number().optional(),
  platformType: z.string().optional(),
});
