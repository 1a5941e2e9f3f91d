import { TZDate } from '@date-fns/tz';
import { differenceInYears, isValid, parseISO } from 'date-fns';
import { MINIMUM_AGE_YEARS } from '../constants';
import { fieldError } from './field-error';
import type { FieldError } from './field-error';

/**
 * Age in whole years on the calendar of `timeZone` (a birthday starts at local midnight).
 * `birthDate` is a calendar date 'yyyy-MM-dd'; null when it is not one.
 */
export function ageInYears(birthDate: string, now: Date, timeZone: string): number | null {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(birthDate)) return null;
  const parsed = parseISO(birthDate);
  if (!isValid(parsed)) return null;
  const birth = new TZDate(parsed.getFullYear(), parsed.getMonth(), parsed.getDate(), timeZone);
  return differenceInYears(new TZDate(now, timeZone), birth);
}

/** Spec §5: at least 18 years old (18 today passes, 18 tomorrow fails); a future date is invalid. */
export function validateAge(
  birthDate: string,
  now: Date,
  timeZone: string,
  minimumYears: number = MINIMUM_AGE_YEARS,
): FieldError | null {
  if (birthDate.trim() === '') return fieldError('validation.birth_date_required');
  const age = ageInYears(birthDate.trim(), now, timeZone);
  if (age === null || age < 0) return fieldError('validation.birth_date_invalid');
  return age >= minimumYears ? null : fieldError('validation.age_min', { count: minimumYears });
}
