import { afterEach, describe, expect, it, vi } from 'vitest';
import { RECAPTCHA_SCRIPT_URL, recaptchaFields } from './recaptcha';

// The browser never reaches Google here: the script tag is kept, not added, and its load played.
const appended: HTMLScriptElement[] = [];
const scripts = () => appended.filter((s) => s.src.startsWith(RECAPTCHA_SCRIPT_URL));

afterEach(() => {
  appended.length = 0;
  delete (window as { grecaptcha?: unknown }).grecaptcha;
});

describe('recaptchaFields', () => {
  it('without a site key sends no field and loads no script', async () => {
    const append = vi.spyOn(document.head, 'append');
    await expect(recaptchaFields('', 'login')).resolves.toEqual({});
    expect(append).not.toHaveBeenCalled();
    append.mockRestore();
  });

  it('with a site key loads the script once and asks a fresh token per request', async () => {
    const execute = vi.fn((_key: string, { action }: { action: string }) =>
      Promise.resolve(`token-for-${action}`),
    );
    const append = vi.spyOn(document.head, 'append').mockImplementation((node) => {
      const script = node as HTMLScriptElement;
      appended.push(script);
      (window as { grecaptcha?: unknown }).grecaptcha = { ready: (f: () => void) => f(), execute };
      queueMicrotask(() => void script.onload?.(new Event('load')));
    });
    const first = await recaptchaFields('site-key', 'login');
    const second = await recaptchaFields('site-key', 'magic_link');
    append.mockRestore();
    expect(first).toEqual({ recaptcha_version: 'v3', recaptcha_token: 'token-for-login' });
    expect(second).toEqual({ recaptcha_version: 'v3', recaptcha_token: 'token-for-magic_link' });
    expect(scripts().map((s) => s.src)).toEqual([`${RECAPTCHA_SCRIPT_URL}?render=site-key`]);
    expect(execute).toHaveBeenCalledTimes(2);
  });
});
