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
