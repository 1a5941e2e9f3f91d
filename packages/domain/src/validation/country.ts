import { BLOCKED_COUNTRIES } from '../constants';
import { fieldError } from './field-error';
import type { FieldError } from './field-error';

/** ISO 3166-1 alpha-2 code, compared case-insensitively. */
export function isBlockedCountry(code: string): boolean {
  return (BLOCKED_COUNTRIES as readonly string[]).includes(code.trim().toUpperCase());
}

export function validateCountry(code: string | null | undefined): FieldError | null {
  if (code == null || code.trim() === '') return fieldError('validation.country_required');
  return isBlockedCountry(code) ? fieldError('validation.country_blocked') : null;
}
