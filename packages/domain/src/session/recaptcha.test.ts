import { describe, expect, it } from 'vitest';
import { asksForRecaptchaV2, RECAPTCHA_V2_REQUIRED } from './recaptcha';

describe('asksForRecaptchaV2', () => {
  it('is the 422 whose recaptcha_token message asks for the checkbox', () => {
    expect(asksForRecaptchaV2({ recaptcha_token: [RECAPTCHA_V2_REQUIRED] })).toBe(true);
  });

  it('is not any other failure', () => {
    expect(asksForRecaptchaV2(undefined)).toBe(false);
    expect(asksForRecaptchaV2([RECAPTCHA_V2_REQUIRED])).toBe(false);
    expect(asksForRecaptchaV2({ identifier: [RECAPTCHA_V2_REQUIRED] })).toBe(false);
    expect(
      asksForRecaptchaV2({ recaptcha_token: ['reCAPTCHA verification failed, please try again'] }),
    ).toBe(false);
  });
});
