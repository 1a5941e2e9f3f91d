import { webEnvSchema } from '@optwallet/auth-web/env-schema';
import { z } from 'zod';

/**
 * The build environment (VITE_* variables): the web apps' shared ones (API base, inactivity,
 * reCAPTCHA keys) and this app's own, validated by vite.config.ts when Vite starts (dev, build,
 * tests): a wrong value stops the build instead of reaching a browser. Every value has a default
 * that works behind the dev/preview proxy.
 */
export const envSchema = webEnvSchema.extend({
  /** Admin console login-by-session address (apps/api's /admin/session); a one-time code from POST /api/admin/session-code is appended as `?code=`. */
  VITE_ADMIN_URL: z.string().default('/admin/session'),
  /** The standalone consent app (apps/oauth-consent); settings link to its Connected apps page. */
  VITE_CONSENT_URL: z.string().default('http://localhost:5174'),
  /**
   * Where Help & support sends people (a mailto: link). The default is the product's own mail
   * domain (the API mails from no-reply@optwallet.dev); set it to the mailbox your support team
   * reads. Not an address: the build stops.
   */
  VITE_SUPPORT_EMAIL: z.email().default('support@optwallet.dev'),
  /** Store pages for the mobile apps. */
  VITE_APP_STORE_URL: z.string().default('https://apps.apple.com/app/optwallet'),
  VITE_PLAY_STORE_URL: z
    .string()
    .default('https://play.google.com/store/apps/details?id=com.optwallet'),
});

export type Env = z.infer<typeof envSchema>;
