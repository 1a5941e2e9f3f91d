import type { MessageArgs, MessageKey } from '../catalogue/catalogue';
import { interpolate } from '../catalogue/interpolate';
import { VALIDATION_TEXTS_EN } from '../catalogue/validation-texts';
import type { ValidationKey } from '../catalogue/validation-texts';

/**
 * A failed rule: the catalogue key and parameters (for apps that translate) and the English text.
 * Plain validators return FieldError | null; the zod schemas report the same text.
 */
export interface FieldError {
  readonly key: MessageKey;
  readonly params?: Readonly<Record<string, string | number>>;
  readonly message: string;
}

/** A failed rule's FieldError (validators read only the validation texts of the catalogue). */
export function fieldError<K extends ValidationKey>(key: K, ...args: MessageArgs<K>): FieldError {
  const [params] = args as [Record<string, string | number>?];
  const message = interpolate(VALIDATION_TEXTS_EN[key], params);
  return params === undefined ? { key, message } : { key, params, message };
}
