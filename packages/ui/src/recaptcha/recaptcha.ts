/**
 * reCAPTCHA v3 (invisible, score-based) for the login-type calls of product §7: the fields the
 * request carries (`recaptcha_version`, `recaptcha_token`). Off without a site key: no script
 * loads and the request carries neither field (devnet, tests, the quick start). With a key,
 * Google's script loads on the first call only, never with the page. The v2 checkbox (the
 * fallback of a low v3 score) is `useRecaptcha`'s.
 */
export interface RecaptchaFields {
  recaptcha_version?: 'v2' | 'v3';
  recaptcha_token?: string;
}

/** The part of Google's `grecaptcha` the apps use. */
export interface Grecaptcha {
  ready(callback: () => void): void;
  execute(siteKey: string, options: { action: string }): Promise<string>;
  /** v2: draws the checkbox in `container`; `callback` gets the token once it is ticked. */
  render(
    container: HTMLElement,
    parameters: {
      sitekey: string;
      callback: (token: string) => void;
      'expired-callback'?: () => void;
    },
  ): number;
}

export const RECAPTCHA_SCRIPT_URL = 'https://www.google.com/recaptcha/api.js';

const loads = new Map<string, Promise<Grecaptcha>>();

/** Google's script, once per `render` value: a v3 site key, or `explicit` for the v2 checkbox. */
function loadScript(render: string): Promise<Grecaptcha> {
  const known = loads.get(render);
  if (known) return known;
  const loading = new Promise<Grecaptcha>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = `${RECAPTCHA_SCRIPT_URL}?render=${encodeURIComponent(render)}`;
    script.async = true;
    script.onload = () => {
      const grecaptcha = (window as { grecaptcha?: Grecaptcha }).grecaptcha;
      if (grecaptcha) grecaptcha.ready(() => resolve(grecaptcha));
      else reject(new Error('reCAPTCHA did not load'));
    };
    script.onerror = () => reject(new Error('reCAPTCHA did not load'));
    document.head.append(script);
  });
  // A failed load is tried again by the next call (the network may be back).
  loading.catch(() => loads.delete(render));
  loads.set(render, loading);
  return loading;
}

/**
 * `grecaptcha` for the v2 checkbox: the script v3 loaded already serves it (it comes after a v3
 * call), else Google's script loads with explicit rendering.
 */
export function loadRecaptchaV2(): Promise<Grecaptcha> {
  const [loaded] = loads.values();
  return loaded ?? loadScript('explicit');
}

/**
 * A fresh token for one request (v3 tokens are single use: a resend asks again). `action` names
 * the call in the reCAPTCHA console (letters and `_` only). Without a site key: `{}`.
 */
export async function recaptchaFields(siteKey: string, action: string): Promise<RecaptchaFields> {
  if (!siteKey) return {};
  const grecaptcha = await loadScript(siteKey);
  const token = await grecaptcha.execute(siteKey, { action });
  return { recaptcha_version: 'v3', recaptcha_token: token };
}
