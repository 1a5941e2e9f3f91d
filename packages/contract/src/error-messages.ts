import type * as z from 'zod';

/**
 * Sentences for the validation failures zod would otherwise word for developers ('Too small:
 * expected string to have >=1 characters'). The server installs it once
 * (`z.config({ customError: contractErrorMap })`), so every 422 `errors` entry a client can
 * trigger reads like "First name must not be empty."; messages a schema sets itself (the
 * catalogue texts, a regex's explanation) still win, as zod gives them precedence.
 */
export const contractErrorMap: z.core.$ZodErrorMap = (issue) => {
  const field = fieldLabel(issue.path ?? []);
  switch (issue.code) {
    case 'invalid_type':
      if (issue.input === undefined) return `${field} is required.`;
      if (issue.expected === 'object' && (issue.path ?? []).length === 0) {
        return 'The request body must be a JSON object.';
      }
      return `${field} must be ${TYPE_NAMES[issue.expected] ?? issue.expected}.`;
    case 'invalid_value':
      return issue.values.length === 1
        ? `${field} must be ${quote(issue.values[0])}.`
        : `${field} must be one of ${list(issue.values.map(quote), 'or')}.`;
    case 'too_small':
      return `${field} ${sizeRule(issue.origin, 'min', Number(issue.minimum), issue.inclusive)}.`;
    case 'too_big':
      return `${field} ${sizeRule(issue.origin, 'max', Number(issue.maximum), issue.inclusive)}.`;
    case 'invalid_format':
      return `${field} ${formatRule(issue)}.`;
    case 'not_multiple_of':
      return `${field} must be a multiple of ${String(issue.divisor)}.`;
    case 'unrecognized_keys':
      return `Unknown ${issue.keys.length === 1 ? 'field' : 'fields'}: ${list(issue.keys, 'and')}.`;
    case 'invalid_union':
      return `${field} does not match any accepted form.`;
    case 'invalid_key':
      return `${field} has a key that is not allowed.`;
    case 'invalid_element':
      return `${field} has an entry that is not valid.`;
    default:
      return `${field} is not valid.`;
  }
};

const TYPE_NAMES: Record<string, string> = {
  string: 'text',
  number: 'a number',
  int: 'a whole number',
  bigint: 'a whole number',
  boolean: 'true or false',
  object: 'an object',
  array: 'a list',
  date: 'a date',
  null: 'null',
};

/** Fields whose users' name is not their wire name: the spec calls the wallet's secret the "wallet key". */
const FIELD_LABELS: Readonly<Record<string, string>> = {
  walletPasscode: 'Wallet key',
  newWalletPasscode: 'New wallet key',
};

/** `first_name` -> 'First name', `walletPasscode` -> 'Wallet key', `items.2` -> 'Items'. */
function fieldLabel(path: readonly PropertyKey[]): string {
  const key = [...path].reverse().find((part): part is string => typeof part === 'string');
  if (key === undefined) return path.length === 0 ? 'The request body' : 'This value';
  if (Object.hasOwn(FIELD_LABELS, key)) return FIELD_LABELS[key] as string;
  const words = key
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/[_-]+/g, ' ')
    .trim()
    .toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

const quote = (value: unknown) =>
  typeof value === 'string' ? `"${value}"` : (JSON.stringify(value) ?? 'undefined');

function list(items: readonly string[], last: 'and' | 'or'): string {
  return items.length <= 1
    ? (items[0] ?? '')
    : `${items.slice(0, -1).join(', ')} ${last} ${items[items.length - 1]}`;
}

function sizeRule(origin: string, side: 'min' | 'max', limit: number, inclusive = true): string {
  const count = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;
  if (origin === 'string') {
    if (side === 'min' && limit <= 1) return 'must not be empty';
    return `must be ${side === 'min' ? 'at least' : 'at most'} ${count(limit, 'character', 'characters')} long`;
  }
  if (origin === 'array' || origin === 'set') {
    if (side === 'min' && limit <= 1) return 'must list at least one entry';
    return `must list ${side === 'min' ? 'at least' : 'at most'} ${count(limit, 'entry', 'entries')}`;
  }
  if (side === 'min') return inclusive ? `must be at least ${limit}` : `must be more than ${limit}`;
  return inclusive ? `must be at most ${limit}` : `must be less than ${limit}`;
}

function formatRule(issue: z.core.$ZodRawIssue<z.core.$ZodIssueInvalidStringFormat>): string {
  switch (issue.format) {
    case 'email':
      return 'must be an email address, e.g. name@example.com';
    case 'url':
      return 'must be a web address, e.g. https://example.com';
    case 'datetime':
      return 'must be a date and time in ISO 8601 form, e.g. 2026-01-31T12:00:00Z';
    case 'date':
      return 'must be a date in the form YYYY-MM-DD';
    case 'base64':
    case 'base64url':
      return 'must be base64-encoded bytes';
    case 'e164':
      return 'must be a phone number in international form, e.g. +4915112345678';
    case 'uuid':
    case 'ulid':
    case 'cuid':
    case 'cuid2':
    case 'nanoid':
      return `must be an identifier (${issue.format.toUpperCase()})`;
    case 'starts_with':
      return `must start with ${quote(issue.prefix)}`;
    case 'ends_with':
      return `must end with ${quote(issue.suffix)}`;
    case 'includes':
      return `must include ${quote(issue.includes)}`;
    default:
      return 'is not in the right format';
  }
}
