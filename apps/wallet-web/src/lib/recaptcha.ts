import { recaptchaFields, type RecaptchaFields } from '@optwallet/ui';
import { env } from '../config/env';

/**
 * The reCAPTCHA fields of a login-type call (spec §7): `{}` unless VITE_RECAPTCHA_SITE_KEY is
 * set, else a fresh v3 token (Google's script loads on the first call, never with /login).
 */
export function captcha(action: string): Promise<RecaptchaFields> {
  return recaptchaFields(env.VITE_RECAPTCHA_SITE_KEY, action);
}
