import { z } from 'zod';

/** Token response of login-type calls and of POST /refreshToken (spec §3). */
export const tokenResponseSchema = z.object({
  access_token: z.string().min(1),
  refresh_token: z.string().min(1),
  expires_in: z.number().int().positive().describe('Lifetime of the access token in seconds.'),
});
export type TokenResponse = z.infer<typeof tokenResponseSchema>;
