import { fieldError } from './field-error';
import type { FieldError } from './field-error';

/** E.164: a plus, a non-zero country digit, at most 15 digits in all. */
const E164 = /^\+[1-9]\d{1,14}$/;

/**
 * zod's email pattern, the one the server's `z.email()` applies (a test keeps them equal), held
 * here so that checking an address on the sign-in screen needs none of zod.
 */
export const EMAIL_PATTERN =
  // eslint-disable-next-line no-useless-escape -- zod's pattern character for character (see the test)
  /^(?:[A-Za-z0-9_'+\-]+\.)*[A-Za-z0-9_'+\-]*[A-Za-z0-9_+-]@(?:[A-Za-z0-9][A-Za-z0-9\-]*\.)+[A-Za-z]{2,}$/;

/** Email shape as the server checks it, so forms, contact search and the server agree. */
export function isEmail(value: string): boolean {
  return EMAIL_PATTERN.test(value.trim());
}

export function isE164Phone(value: string): boolean {
  return E164.test(value.trim());
}

export function validateEmail(value: string): FieldError | null {
  if (value.trim() === '') return fieldError('validation.email_required');
  return isEmail(value) ? null : fieldError('validation.email_invalid');
}

export function validatePhone(value: string): FieldError | null {
  if (value.trim() === '') return fieldError('validation.phone_required');
  return isE164Phone(value) ? null : fieldError('validation.phone_invalid');
}

export type IdentifierType = 'email' | 'phone';

/** Login-style identifier: an email or an E.164 phone number. */
export function identifierType(value: string): IdentifierType | null {
  if (isEmail(value)) return 'email';
  if (isE164Phone(value)) return 'phone';
  return null;
}

export function validateEmailOrPhone(value: string): FieldError | null {
  if (value.trim() === '') return fieldError('validation.email_or_phone_required');
  if (identifierType(value) !== null) return null;
  return value.includes('@')
    ? fieldError('validation.email_invalid')
    : fieldError('validation.phone_invalid');
}
