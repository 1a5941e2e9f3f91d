/**
 * reCAPTCHA v3 (invisible, score-based) for the login-type calls of spec §7: the fields the
 * request carries (`recaptcha_version`, `recaptcha_token`). Off without a site key: no script
 * loads and the request carries neither field (devnet, tests, the quick start). With a key,
 * Google's script loads on the first call only, never with the page.
 */
export interface RecaptchaFields {
  recaptcha_version?: 'v3';
  recaptcha_token?: string;
}

interface Grecaptcha {
  ready(callback: () => void): void;
  execute(siteKey: string, options: { action: string }): Promise<string>;
}

export const RECAPTCHA_SCRIPT_URL = 'https://www.google.com/recaptcha/api.js';

const loads = new Map<string, Promise<Grecaptcha>>();

function loadScript(siteKey: string): Promise<Grecaptcha> {
  const known = loads.get(siteKey);
  if (known) return known;
  const loading = new Promise<Grecaptcha>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = `${RECAPTCHA_SCRIPT_URL}?render=${encodeURIComponent(siteKey)}`;
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
  loading.catch(() => loads.delete(siteKey));
  loads.set(siteKey, loading);
  return loading;
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
