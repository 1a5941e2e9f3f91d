import { invalid } from '../lib/errors';
import type { Deps } from '../lib/http';

/** reCAPTCHA, checked only when RECAPTCHA_SECRET is set (never in devnet by default). */
export async function verifyRecaptcha(
  deps: Deps,
  token: string | undefined,
  ip: string,
): Promise<void> {
  const secret = deps.config.recaptchaSecret;
  if (!secret) return;
  if (!token) throw invalid('recaptcha_token', 'Please complete the reCAPTCHA check');
  const res = await fetch('https://www.google.com/recaptcha/api/siteverify', {
    method: 'POST',
    body: new URLSearchParams({ secret, response: token, remoteip: ip }),
  });
  const outcome = (await res.json()) as { success?: boolean; score?: number };
  if (!outcome.success || (outcome.score !== undefined && outcome.score < 0.5)) {
    throw invalid('recaptcha_token', 'reCAPTCHA verification failed, please try again');
  }
}
