import { NAME_MAX_LENGTH, VALIDATOR_MONIKER_MAX_LENGTH } from '../constants';
import { fieldError } from './field-error';
import type { FieldError } from './field-error';

function length(value: string): number {
  return Array.from(value.trim()).length;
}

export type NameField = 'name' | 'first_name' | 'last_name';

const NAME_REQUIRED = {
  name: 'validation.name_required',
  first_name: 'validation.first_name_required',
  last_name: 'validation.last_name_required',
} as const;

/** Product §5: a name is "under 70 characters", so 69 passes and 70 fails (trimmed). */
export function validateName(value: string, field: NameField = 'name'): FieldError | null {
  if (value.trim() === '') return fieldError(NAME_REQUIRED[field]);
  if (length(value) >= NAME_MAX_LENGTH)
    return fieldError('validation.name_max', { count: NAME_MAX_LENGTH });
  return null;
}

/** Product §5/§9: a validator moniker has "max 70", so 70 passes and 71 fails (trimmed). */
export function validateMoniker(value: string): FieldError | null {
  if (value.trim() === '') return fieldError('validation.moniker_required');
  if (length(value) > VALIDATOR_MONIKER_MAX_LENGTH) {
    return fieldError('validation.moniker_max', { count: VALIDATOR_MONIKER_MAX_LENGTH });
  }
  return null;
}
