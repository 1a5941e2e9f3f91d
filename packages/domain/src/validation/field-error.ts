import { translate } from '../catalogue/catalogue';
import type { MessageArgs, MessageKey } from '../catalogue/catalogue';

/**
 * A failed rule: the catalogue key and parameters (for apps that translate) and the English text.
 * Plain validators return FieldError | null; the zod schemas report the same text.
 */
export interface FieldError {
  readonly key: MessageKey;
  readonly params?: Readonly<Record<string, string | number>>;
  readonly message: string;
}

export function fieldError<K extends MessageKey>(key: K, ...args: MessageArgs<K>): FieldError {
  const [params] = args as [Record<string, string | number>?];
  return params === undefined
    ? { key, message: translate(key, ...args) }
    : { key, params, message: translate(key, ...args) };
}

/** The first failing rule of a list, or null when every rule passes. */
export function firstError(...checks: ReadonlyArray<() => FieldError | null>): FieldError | null {
  for (const check of checks) {
    const error = check();
    if (error) return error;
  }
  return null;
}
