import { webEnvSchema } from '@optwallet/auth-web/env-schema';
import { z } from 'zod';

/**
 * The build environment (VITE_* variables): the web apps' shared ones (API base, inactivity,
 * reCAPTCHA keys) and this app's own, validated by vite.config.ts when Vite starts.
 */
export const envSchema = webEnvSchema.extend({
  /** The wallet app, for "create an account" and "forgot password" (they live there). */
  VITE_WALLET_URL: z.string().default('http://localhost:5173'),
});

export type Env = z.infer<typeof envSchema>;
