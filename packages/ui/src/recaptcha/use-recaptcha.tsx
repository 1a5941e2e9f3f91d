import { asksForRecaptchaV2, RECAPTCHA_V2_REQUIRED } from '@optwallet/domain';
import { lazy, Suspense, useCallback, useRef, useState, type ReactNode } from 'react';
import { recaptchaFields, type RecaptchaFields } from './recaptcha';
import styles from './recaptcha.module.css';

// The checkbox's code comes with the API's request for it, never with the form.
const RecaptchaCheckbox = lazy(() => import('./recaptcha-checkbox'));

export interface Recaptcha {
  /** The next request's fields: the ticked checkbox's token (used once), else a fresh v3 token. */
  fields(action: string): Promise<RecaptchaFields>;
  /**
   * After a failed request: true when the API asks for the checkbox (a v3 score too low), which
   * then shows; ticking it runs `retry` (the same submission again). False for any other failure,
   * which the form shows as usual.
   */
  needsCheckbox(error: unknown, retry: () => void): boolean;
  /** The prompt and checkbox, where the form places them: null until the API asks. */
  checkbox: ReactNode;
}

/**
 * reCAPTCHA for a form of login-type calls (product §7, the two site keys of §9): v3 tokens, and
 * Google's v2 checkbox when the API refuses a v3 score and asks for it (422 on `recaptcha_token`
 * with RECAPTCHA_V2_REQUIRED). Without a `siteKey` nothing loads and no field is sent; without a
 * `checkboxSiteKey` a low score is just an error, as with v3 alone.
 */
export function useRecaptcha(siteKey: string, checkboxSiteKey: string): Recaptcha {
  // 0: no checkbox yet; each later value draws a fresh one (a token is single use).
  const [round, setRound] = useState(0);
  const ticked = useRef<string | null>(null);
  const usedTick = useRef(false);
  const retry = useRef<(() => void) | null>(null);

  const fields = useCallback(
    async (action: string): Promise<RecaptchaFields> => {
      const token = ticked.current;
      if (!token) return recaptchaFields(siteKey, action);
      ticked.current = null;
      usedTick.current = true;
      return { recaptcha_version: 'v2', recaptcha_token: token };
    },
    [siteKey],
  );

  const needsCheckbox = useCallback(
    (error: unknown, again: () => void) => {
      const validation =
        error !== null && typeof error === 'object'
          ? (error as { validation?: unknown }).validation
          : undefined;
      const asked = checkboxSiteKey !== '' && asksForRecaptchaV2(validation);
      if (asked) retry.current = again;
      // Shown now, or redrawn: a tick that was sent cannot be sent again.
      if (asked || usedTick.current) setRound((current) => current + 1);
      usedTick.current = false;
      return asked;
    },
    [checkboxSiteKey],
  );

  const onToken = useCallback((token: string) => {
    ticked.current = token;
    retry.current?.();
  }, []);
  const onExpired = useCallback(() => {
    ticked.current = null;
  }, []);

  const checkbox =
    round === 0 ? null : (
      <div className={styles.fallback}>
        <p className={styles.prompt} role="alert">
          {RECAPTCHA_V2_REQUIRED}
        </p>
        <Suspense fallback={null}>
          <RecaptchaCheckbox
            key={round}
            siteKey={checkboxSiteKey}
            onToken={onToken}
            onExpired={onExpired}
          />
        </Suspense>
      </div>
    );

  return { fields, needsCheckbox, checkbox };
}
