import { useEffect, useRef } from 'react';
import { loadRecaptchaV2 } from './recaptcha';

export interface RecaptchaCheckboxProps {
  /** The v2 (checkbox) site key. */
  siteKey: string;
  /** The token, once the box is ticked (single use). */
  onToken: (token: string) => void;
  /** The tick expired before it was used (about two minutes). */
  onExpired: () => void;
}

/**
 * Google's reCAPTCHA v2 checkbox (`grecaptcha.render`), drawn in an element of its own so a
 * remount (or StrictMode's second effect) draws a fresh widget instead of reusing a used one.
 * Loaded lazily by `useRecaptcha`: its code and Google's script are fetched only when the API
 * asks for the checkbox.
 */
export default function RecaptchaCheckbox({ siteKey, onToken, onExpired }: RecaptchaCheckboxProps) {
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const host = box.current;
    if (!host) return;
    const widget = document.createElement('div');
    host.append(widget);
    let live = true;
    void loadRecaptchaV2().then(
      (grecaptcha) =>
        grecaptcha.ready(() => {
          if (!live) return;
          grecaptcha.render(widget, {
            sitekey: siteKey,
            callback: onToken,
            'expired-callback': onExpired,
          });
        }),
      // Without Google's script there is nothing to tick: the prompt stays, the next submit
      // asks with v3 again (and loads the script again).
      () => undefined,
    );
    return () => {
      live = false;
      widget.remove();
    };
  }, [siteKey, onToken, onExpired]);
  return <div ref={box} data-testid="recaptcha-checkbox" />;
}
