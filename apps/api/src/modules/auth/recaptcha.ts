import { RECAPTCHA_V2_REQUIRED } from '@optwallet/domain';
import { invalid } from '../../lib/errors';
import type { Deps } from '../../deps';
import type { RecaptchaOutcome, RecaptchaVerifier } from '../../lib/recaptcha-verifier';

export type { RecaptchaVerifier } from '../../lib/recaptcha-verifier';

const SITEVERIFY_URL = 'https://www.google.com/recaptcha/api/siteverify';
/** v3 scores below this are refused (Google's suggested default). */
const RECAPTCHA_MIN_SCORE = 0.5;
export const RECAPTCHA_MISSING = 'Please complete the reCAPTCHA check';
export const RECAPTCHA_FAILED = 'reCAPTCHA verification failed, please try again';
export const RECAPTCHA_UNAVAILABLE = 'reCAPTCHA could not be checked, please try again';
export { RECAPTCHA_V2_REQUIRED };

/** Google's siteverify over HTTP (the default verifier). */
const siteverify: RecaptchaVerifier = async ({ secret, token, ip }) => {
  const res = await fetch(SITEVERIFY_URL, {
    method: 'POST',
    body: new URLSearchParams({ secret, response: token, remoteip: ip }),
    signal: AbortSignal.timeout(5_000),
  });
  if (!res.ok) throw new Error(`siteverify answered ${res.status}`);
  return (await res.json()) as RecaptchaOutcome;
};

/** The reCAPTCHA fields of a login-type request (product §7). */
export interface RecaptchaInput {
  recaptcha_version?: 'v2' | 'v3' | undefined;
  recaptcha_token?: string | undefined;
}

/**
 * reCAPTCHA, checked only when RECAPTCHA_SECRET is set (never in devnet by default): a missing,
 * refused or uncheckable token (verifier unreachable) is a 422 on `recaptcha_token`. A v3 token
 * is checked with RECAPTCHA_SECRET and its score; when RECAPTCHA_V2_SECRET is set too, a low
 * score asks for the v2 checkbox instead (422 {@link RECAPTCHA_V2_REQUIRED}) and a `v2` token is
 * checked with that secret (success only: v2 has no score).
 */
export async function verifyRecaptcha(
  deps: Deps,
  input: RecaptchaInput,
  ip: string,
): Promise<void> {
  const { recaptchaSecret, recaptchaV2Secret } = deps.config;
  if (!recaptchaSecret) return;
  const token = input.recaptcha_token;
  if (!token) throw invalid('recaptcha_token', RECAPTCHA_MISSING);
  const v2 = input.recaptcha_version === 'v2';
  // A v2 token without a v2 secret cannot be checked: refused like a bad one.
  if (v2 && !recaptchaV2Secret) throw invalid('recaptcha_token', RECAPTCHA_FAILED);
  const secret = v2 && recaptchaV2Secret ? recaptchaV2Secret : recaptchaSecret;
  const verify = deps.recaptcha ?? siteverify;
  let outcome: RecaptchaOutcome;
  try {
    outcome = await verify({ secret, token, ip });
  } catch (error) {
    deps.logger.warn({ err: error }, 'reCAPTCHA verification unavailable');
    throw invalid('recaptcha_token', RECAPTCHA_UNAVAILABLE);
  }
  if (!outcome.success) throw invalid('recaptcha_token', RECAPTCHA_FAILED);
  if (!v2 && outcome.score !== undefined && outcome.score < RECAPTCHA_MIN_SCORE) {
    throw invalid('recaptcha_token', recaptchaV2Secret ? RECAPTCHA_V2_REQUIRED : RECAPTCHA_FAILED);
  }
}
