import { parsePhoneNumberFromString } from 'libphonenumber-js';
import { z } from 'zod';
import { invalid } from './errors';

export type IdentifierType = 'email' | 'phone';

const emailSchema = z.email();

/** Emails compare lower-cased; phones compare in E.164. Bad input is a 422 on `identifier`. */
export function normalizeIdentifier(
  type: IdentifierType,
  raw: string,
  field = 'identifier',
): string {
  const value = raw.trim();
  if (type === 'email') {
    const email = value.toLowerCase();
    if (!emailSchema.safeParse(email).success)
      throw invalid(field, 'Please enter a valid email address');
    return email;
  }
  const phone = parsePhoneNumberFromString(value);
  if (!phone?.isValid())
    throw invalid(
      field,
      'Please enter a valid phone number in international format, e.g. +4915112345678',
    );
  return phone.number;
}

/** Identifier of calls that do not say their type (authCodeLogin, validateResetPasswordOTP). */
export function guessIdentifier(raw: string): { type: IdentifierType; value: string } | null {
  const value = raw.trim();
  if (value.includes('@')) {
    const email = value.toLowerCase();
    return emailSchema.safeParse(email).success ? { type: 'email', value: email } : null;
  }
  const phone = parsePhoneNumberFromString(value);
  return phone?.isValid() ? { type: 'phone', value: phone.number } : null;
}

/** "jane@example.com" -> "j***@example.com"; "+4915112345678" -> "+49*******678". */
export function maskIdentifier(value: string): string {
  if (value.includes('@')) {
    const [name = '', domain = ''] = value.split('@');
    return `${name.slice(0, 1)}***@${domain}`;
  }
  return `${value.slice(0, 3)}${'*'.repeat(Math.max(0, value.length - 6))}${value.slice(-3)}`;
}
