import type { z } from 'zod';

/**
 * What a field holding U+0000 or an unpaired UTF-16 surrogate hears. Postgres refuses the first
 * in text (the request used to answer 500), and UTF-8 has no encoding for the second (it would be
 * stored silently changed), so neither is text we accept.
 */
export const NOT_PLAIN_TEXT = 'This text contains a character that is not allowed';

const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

export function isPlainText(value: string): boolean {
  return !value.includes('\u0000') && !LONE_SURROGATE.test(value);
}

/** Every string inside a parsed request value, with its path (object keys and array indexes). */
function* stringsOf(
  value: unknown,
  path: (string | number)[] = [],
): Generator<[PropertyKey[], string]> {
  if (typeof value === 'string') yield [path, value];
  else if (Array.isArray(value)) {
    for (const [index, item] of value.entries()) yield* stringsOf(item, [...path, index]);
  } else if (value !== null && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) yield* stringsOf(item, [...path, key]);
  }
}

/**
 * The request schema plus one rule for every string field it lets through: plain text only. The
 * schema keeps its class (zod 4 refinements do not wrap), so OpenAPI reads it as before.
 */
export function plainTextOnly<T extends z.ZodType>(schema: T): T {
  return schema.superRefine((value, ctx) => {
    for (const [path, text] of stringsOf(value)) {
      if (!isPlainText(text)) ctx.addIssue({ code: 'custom', path, message: NOT_PLAIN_TEXT });
    }
  });
}
