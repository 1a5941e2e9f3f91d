import { invalid } from '../lib/errors';
import type { Deps } from '../lib/http';

/** What a reCAPTCHA check answers (Google's siteverify fields the API reads). */
export interface RecaptchaOutcome {
  success: boolean;
  /** v3 only: 0.0 (a bot) to 1.0 (a person). */
  score?: number | undefined;
}

/**
 * Asks whether a widget's token is genuine. Injected (Deps.recaptcha) so tests never reach the
 * network; production uses {@link siteverify}.
 */
export type RecaptchaVerifier = (input: {
  secret: string;
  token: string;
  ip: string;
}) => Promise<RecaptchaOutcome>;

const SITEVERIFY_URL = 'https://www.google.com/recaptcha/api/siteverify';
/** v3 scores below this are refused (Google's suggested default). */
export const RECAPTCHA_MIN_SCORE = 0.5;
export const RECAPTCHA_MISSING = 'Please complete the reCAPTCHA check';
export const RECAPTCHA_FAILED = 'reCAPTCHA verification failed, please try again';
export const RECAPTCHA_UNAVAILABLE = 'reCAPTCHA could not be checked, please try again';

/** Google's siteverify over HTTP (the default verifier). */
export const siteverify: RecaptchaVerifier = async ({ secret, token, ip }) => {
  const res = await fetch(SITEVERIFY_URL, {
    method: 'POST',
    body: new URLSearchParams({ secret, response: token, remoteip: ip }),
    signal: AbortSignal.timeout(5_000),
  });
  if (!res.ok) throw new Error(`siteverify answered ${res.status}`);
  return (await res.json()) as RecaptchaOutcome;
};

/**
 * reCAPTCHA, checked only when RECAPTCHA_SECRET is set (never in devnet by default): a missing,
 * refused or uncheckable token (verifier unreachable) is a 422 on `recaptcha_token`.
 */
export async function verifyRecaptcha(
  deps: Deps,
  token: string | undefined,
  ip: string,
): Promise<void> {
  const secret = deps.config.recaptchaSecret;
  if (!secret) return;
  if (!token) throw invalid('recaptcha_token', RECAPTCHA_MISSING);
  const verify = deps.recaptcha ?? siteverify;
  let outcome: RecaptchaOutcome;
  try {
    outcome = await verify({ secret, token, ip });
  } catch (error) {
    deps.logger.warn({ err: error }, 'reCAPTCHA verification unavailable');
    throw invalid('recaptcha_token', RECAPTCHA_UNAVAILABLE);
  }
  if (!outcome.success || (outcome.score !== undefined && outcome.score < RECAPTCHA_MIN_SCORE)) {
    throw invalid('recaptcha_token', RECAPTCHA_FAILED);
  }
}
