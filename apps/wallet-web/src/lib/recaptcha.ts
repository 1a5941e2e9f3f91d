import { useRecaptcha, type Recaptcha } from '@optwallet/ui';
import { env } from '../config/env';

/**
 * reCAPTCHA for the login-type forms (spec §7): no field unless VITE_RECAPTCHA_SITE_KEY is set,
 * else a fresh v3 token per call (Google's script loads on the first call, never with /login);
 * with VITE_RECAPTCHA_V2_SITE_KEY too, the v2 checkbox when the API asks for it.
 */
export function useCaptcha(): Recaptcha {
  return useRecaptcha(env.VITE_RECAPTCHA_SITE_KEY, env.VITE_RECAPTCHA_V2_SITE_KEY);
}
