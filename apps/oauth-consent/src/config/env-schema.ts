import { DEFAULT_INACTIVITY_MINUTES } from '@optwallet/domain';
import { z } from 'zod';

/**
 * The build environment (VITE_* variables), validated by vite.config.ts when Vite starts (dev,
 * build, tests): a wrong value stops the build instead of reaching a browser.
 */
export const envSchema = z.object({
  /** Base of every API call; `/api` is proxied to the server in dev and preview. */
  VITE_API_BASE_URL: z.string().min(1).default('/api'),
  /** Minutes of inactivity before the session-expiry warning (the same setting as wallet-web). */
  VITE_INACTIVITY_MINUTES: z.coerce.number().int().min(1).default(DEFAULT_INACTIVITY_MINUTES),
  /**
   * reCAPTCHA v3 site key (spec §9), as wallet-web's: empty (the default) loads no widget and sends
   * no token. Set it together with the API's RECAPTCHA_SECRET.
   */
  VITE_RECAPTCHA_SITE_KEY: z.string().default(''),
  /**
   * reCAPTCHA v2 (checkbox) site key, the second key of spec §9: when the API finds a v3 score too
   * low it asks for the checkbox, which then shows (its code and Google's script load only then).
   * Empty (the default): no checkbox. Used only with VITE_RECAPTCHA_SITE_KEY; set it together
   * with the API's RECAPTCHA_V2_SECRET.
   */
  VITE_RECAPTCHA_V2_SITE_KEY: z.string().default(''),
  /** The wallet app, for "create an account" and "forgot password" (they live there). */
  VITE_WALLET_URL: z.string().default('http://localhost:5173'),
});

export type Env = z.infer<typeof envSchema>;
