import { useRecaptcha, type Recaptcha } from '@optwallet/ui';
import { webEnv } from '../config/env';

/**
 * reCAPTCHA for a form of login-type calls (product §7): no field unless VITE_RECAPTCHA_SITE_KEY is
 * set, else a fresh v3 token per call (Google's script loads on the first call, never with the
 * page); with VITE_RECAPTCHA_V2_SITE_KEY too, the v2 checkbox when the API asks for it.
 */
export function useWebRecaptcha(): Recaptcha {
  return useRecaptcha(webEnv.VITE_RECAPTCHA_SITE_KEY, webEnv.VITE_RECAPTCHA_V2_SITE_KEY);
}
