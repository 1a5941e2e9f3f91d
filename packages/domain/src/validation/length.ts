import { fieldError } from './field-error';
import type { FieldError } from './field-error';

export interface LengthRules {
  readonly min?: number;
  readonly max?: number;
}

/**
 * Product §5 'Minimum {count} characters' / 'Maximum {count} characters' for a text field with
 * bounds (a username, a bio), counted in characters a user sees (trimmed, by code point).
 * Empty text is the required rule's business, not this one's.
 */
export function validateLength(value: string, rules: LengthRules): FieldError | null {
  const length = Array.from(value.trim()).length;
  if (length === 0) return null;
  if (rules.min !== undefined && length < rules.min)
    return fieldError('validation.min_chars', { count: rules.min });
  if (rules.max !== undefined && length > rules.max)
    return fieldError('validation.max_chars', { count: rules.max });
  return null;
}
