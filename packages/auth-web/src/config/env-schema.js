import { z } from 'zod';

/*
 * The build environment (VITE_* variables) every web app reads, validated when Vite starts (dev,
 * build, tests: `webApp()` of tooling/vite-config), so a wrong value stops the build instead of
 * reaching a browser. An app adds its own variables with `webEnvSchema.extend({...})`.
 *
 * Plain JavaScript, importing nothing but zod: Vite's config loader runs it in Node as it is
 * (it does not compile a workspace package's TypeScript). Its types are env-schema.d.ts.
 */
export const webEnvSchema = z.object({
  /** Base of every API call; `/api` is proxied to the server in dev and preview. */
  VITE_API_BASE_URL: z.string().min(1).default('/api'),
  /**
   * Minutes of inactivity before the session-expiry warning (product §9 leaves the value open).
   * Unset: domain's DEFAULT_INACTIVITY_MINUTES, the API's default too.
   */
  VITE_INACTIVITY_MINUTES: z.coerce.number().int().min(1).optional(),
  /**
   * reCAPTCHA v3 site key (product §9). Empty (the default): no widget loads and the login-type calls
   * carry no token, as devnet and the tests want. Set it together with the API's RECAPTCHA_SECRET.
   */
  VITE_RECAPTCHA_SITE_KEY: z.string().default(''),
  /**
   * reCAPTCHA v2 (checkbox) site key, the second key of product §9: when the API finds a v3 score too
   * low it asks for the checkbox, which then shows (its code and Google's script load only then).
   * Empty (the default): no checkbox. Used only with VITE_RECAPTCHA_SITE_KEY; set it together
   * with the API's RECAPTCHA_V2_SECRET.
   */
  VITE_RECAPTCHA_V2_SITE_KEY: z.string().default(''),
});
