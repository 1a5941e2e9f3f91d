import { z } from 'zod';

/**
 * The build environment (VITE_* variables), validated by vite.config.ts when Vite starts (dev,
 * build, tests): a wrong value stops the build instead of reaching a browser. Every value has a
 * default that works behind the dev/preview proxy.
 */
export const envSchema = z.object({
  /** Base of every API call; `/api` is proxied to the server in dev and preview. */
  VITE_API_BASE_URL: z.string().min(1).default('/api'),
  /** Minutes of inactivity before the session-expiry warning (spec §9 leaves the value open). */
  VITE_INACTIVITY_MINUTES: z.coerce.number().int().min(1).default(15),
  /** Admin console login-by-session address (apps/api's /admin/session); a one-time code from POST /api/admin/session-code is appended as `?code=`. */
  VITE_ADMIN_URL: z.string().default('/admin/session'),
  /** The standalone consent app (apps/oauth-consent); settings link to its Connected apps page. */
  VITE_CONSENT_URL: z.string().default('http://localhost:5174'),
  /**
   * reCAPTCHA v3 site key (spec §9). Empty (the default): no widget loads and the login-type calls
   * carry no token, as devnet and the tests want. Set it together with the API's RECAPTCHA_SECRET.
   */
  VITE_RECAPTCHA_SITE_KEY: z.string().default(''),
  /**
   * reCAPTCHA v2 (checkbox) site key, the second key of spec §9: when the API finds a v3 score too
   * low it asks for the checkbox, which then shows (its code and Google's script load only then).
   * Empty (the default): no checkbox. Used only with VITE_RECAPTCHA_SITE_KEY; set it together
   * with the API's RECAPTCHA_V2_SECRET.
   */
  VITE_RECAPTCHA_V2_SITE_KEY: z.string().default(''),
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
