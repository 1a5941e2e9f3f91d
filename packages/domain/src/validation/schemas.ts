import * as z from 'zod';
import { validateEmailOrPhone, validatePhone } from './contact-info';
import { validateCountry } from './country';
import type { FieldError } from './field-error';
import { validateName } from './names';
import {
  validatePassword,
  validatePasswordConfirmation,
  validateWalletKey,
  validateWalletKeyConfirmation,
} from './password';
import { validateRequired } from './required';

/**
 * zod schemas over the plain validators, so a form resolver and a direct call give the same text.
 * Each issue carries the catalogue key in `params.key` for apps that translate.
 */
function report(ctx: z.RefinementCtx, error: FieldError | null, path: PropertyKey[] = []): void {
  if (error)
    ctx.addIssue({ code: 'custom', message: error.message, path, params: { key: error.key } });
}

/* @__NO_SIDE_EFFECTS__ */
function stringRule(rule: (value: string) => FieldError | null) {
  return z.string().superRefine((value, ctx) => report(ctx, rule(value)));
}

export const passwordSchema = stringRule(validatePassword);
export const phoneSchema = stringRule(validatePhone);
export const emailOrPhoneSchema = stringRule(validateEmailOrPhone);

export const consentSchema = z
  .boolean()
  .superRefine((value, ctx) => report(ctx, validateRequired('consent', value)));

/** Set or reset password form, with the wire names of POST /resetPassword and /setupPassword. */
export const passwordFormSchema = z
  .object({ password: z.string(), password_confirmation: z.string() })
  .superRefine((value, ctx) => {
    report(ctx, validatePassword(value.password), ['password']);
    report(ctx, validatePasswordConfirmation(value.password, value.password_confirmation), [
      'password_confirmation',
    ]);
  });

/** Wallet key form; pass the account password when the screen knows it, to refuse reusing it. */
export function walletKeyFormSchema(accountPassword?: string) {
  return z
    .object({ walletKey: z.string(), confirmWalletKey: z.string() })
    .superRefine((value, ctx) => {
      report(ctx, validateWalletKey(value.walletKey, accountPassword), ['walletKey']);
      report(ctx, validateWalletKeyConfirmation(value.walletKey, value.confirmWalletKey), [
        'confirmWalletKey',
      ]);
    });
}

/** Onboarding form (product §1: name, username, country), field names as POST /onboardUser has them. */
export const onboardingFormSchema = z
  .object({
    first_name: z.string(),
    last_name: z.string(),
    username: z.string(),
    country: z.string().nullable(),
  })
  .superRefine((value, ctx) => {
    report(ctx, validateName(value.first_name, 'first_name'), ['first_name']);
    report(ctx, validateName(value.last_name, 'last_name'), ['last_name']);
    report(ctx, validateRequired('username', value.username), ['username']);
    report(ctx, validateCountry(value.country), ['country']);
  });
