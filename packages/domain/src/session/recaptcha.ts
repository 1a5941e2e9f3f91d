/**
 * The API's request for the reCAPTCHA v2 checkbox (the second site key of product §9): a v3 token
 * scored too low, so the call wants a v2 token instead. It comes as an ordinary 422 (the
 * `{ message, errors }` of every validation failure) whose `errors.recaptcha_token` is exactly
 * this message. Only a server with both RECAPTCHA_SECRET and RECAPTCHA_V2_SECRET sends it.
 */
export const RECAPTCHA_V2_REQUIRED = 'Please confirm you are not a robot';

/** Whether a failed call's validation data (ApiError.validation, a 422's `errors`) is that request. */
export function asksForRecaptchaV2(validation: unknown): boolean {
  if (!validation || typeof validation !== 'object' || Array.isArray(validation)) return false;
  const messages = (validation as Record<string, unknown>).recaptcha_token;
  return Array.isArray(messages) && messages[0] === RECAPTCHA_V2_REQUIRED;
}
