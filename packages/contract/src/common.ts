import { NAME_MAX_LENGTH, translate, validateWireAmount } from '@optwallet/domain';
import * as z from 'zod';

/**
 * Shapes shared by every area of the wire contract (ARCHITECTURE.md "The wire contract").
 * Field names follow the spec: snake_case where it writes snake_case, camelCase where it writes camelCase.
 */

/** Money on the wire: a decimal string in display units ("12.5"), never a float. */
export const decimalStringSchema = z
  .string()
  .regex(/^-?\d+(\.\d+)?$/, 'Must be a decimal number written as a string, e.g. "12.5"')
  .describe('Decimal string in display units, e.g. "12.5". Never a JSON number.');

/**
 * An amount a request asks to move, stake or request: a plain decimal string ("1000.5": digits,
 * at most one point, no sign, exponent or separators) within every token's range (at most
 * 2^256 - 1 base units, MAX_AMOUNT_BASE_UNITS of @optwallet/domain), checked here before anything
 * reads the token (validateWireAmount). Refused with 422 errors.amount and the fault's own
 * message: '-5' 'Amount cannot be negative', '1e3' the exponent message, '1,000.50' the wire's
 * format (clients send the reading of what was typed, readTypedAmount), beyond the range 'This
 * amount is larger than any wallet can hold'. The token's decimals, "greater than 0" and the
 * balance are the next checks.
 */
export const amountRequestSchema = z
  .string()
  .superRefine((text, ctx) => {
    const error = validateWireAmount(text);
    if (error) ctx.addIssue({ code: 'custom', message: error.message });
  })
  .describe(
    'Decimal string in display units, e.g. "12.5": digits and at most one point, no sign, exponent or separators; at most 2^256 - 1 in the token’s base units.',
  );

/** ISO 8601 date-time written by the server (UTC, e.g. "2026-01-31T12:00:00.000Z"). */
export const isoDateTimeSchema = z.iso
  .datetime({ offset: true })
  .describe('ISO 8601 date-time (UTC).');

/** Identifiers of users, wallets and notifications are opaque strings (ULIDs on our server). */
export const idSchema = z
  .string()
  .min(1)
  .describe('Opaque identifier (a ULID on the reference server).');

/**
 * Sent as `platform_type` by login-type calls. 'payments' gives a payments-platform session
 * (the access token carries platformType); any other value is refused with 422.
 */
export const platformTypeSchema = z
  .literal('payments')
  .describe(
    "Session platform: 'payments' (the payments platform, PLATFORM_TYPE_PAYMENTS of @optwallet/domain).",
  );

export const identifierTypeSchema = z.enum(['email', 'phone']).describe('What `identifier` holds.');

/**
 * reCAPTCHA fields: the apps send them when built with a site key (VITE_RECAPTCHA_SITE_KEY); the
 * reference server requires a valid token only when RECAPTCHA_SECRET is set (never by default).
 * `v2` is the checkbox fallback: with RECAPTCHA_V2_SECRET set too, a low v3 score is a 422 whose
 * `errors.recaptcha_token` is RECAPTCHA_V2_REQUIRED (@optwallet/domain), and the call is sent
 * again with a v2 checkbox token.
 */
export const recaptchaFields = {
  recaptcha_version: z
    .enum(['v2', 'v3'])
    .optional()
    .describe('reCAPTCHA flavour the token came from.'),
  recaptcha_token: z.string().optional().describe('reCAPTCHA response token.'),
};

/**
 * Every error response. §8 reads `error`, then `message`, then `errors`.
 * 422 (validation): `errors` is an object `{ field: [messages] }`.
 * 401 missing/invalid auth (message 'Unauthenticated' or, for a wrong one-time code, error 'Invalid Auth Code'),
 * 403 forbidden, 404 not found, 409 conflict (e.g. username taken), 429 rate limited, 500 internal.
 * A list form of `errors` (string[]) is tolerated by the client but the server sends the object form.
 */
export const errorResponseSchema = z.object({
  message: z.string().describe('Human readable summary.'),
  error: z
    .string()
    .optional()
    .describe('Short error text; the client shows it first when present.'),
  errors: z
    .union([z.record(z.string(), z.array(z.string())), z.array(z.string())])
    .optional()
    .describe('Validation failures: { field: [messages] } (422).'),
});
export type ErrorResponse = z.infer<typeof errorResponseSchema>;

/** A plain acknowledgement for actions whose result the spec does not show. */
export const messageResponseSchema = z.object({ message: z.string() });
export type MessageResponse = z.infer<typeof messageResponseSchema>;

/** Calls without a body or a query. */
export const emptySchema = z.object({}).describe('No payload.');

/** Pagination `{ data, current_page, last_page, per_page, total }` (pages start at 1). */
export function paginatedSchema<T extends z.ZodType>(item: T) {
  return z.object({
    data: z.array(item),
    current_page: z.number().int().min(1),
    last_page: z.number().int().min(1).describe('At least 1, also for an empty list.'),
    per_page: z.number().int().min(1),
    total: z.number().int().min(0),
  });
}
export interface Paginated<T> {
  data: T[];
  current_page: number;
  last_page: number;
  per_page: number;
  total: number;
}

/** Query strings arrive as text: page numbers are coerced. */
export const pageQueryField = z.coerce.number().int().min(1).default(1);

/** Path parameter `{id}`. */
export const idParamsSchema = z.object({ id: idSchema });

/**
 * A person's first or last name: product §5 "name under 70 characters", so 69 passes and 70 fails,
 * counted in characters a user sees (trimmed, by code point) as the forms count them.
 */
export function personNameSchema(required: boolean) {
  return z
    .string()
    .trim()
    .min(required ? 1 : 0)
    .refine((name) => Array.from(name).length < NAME_MAX_LENGTH, {
      error: translate('validation.name_max', { count: NAME_MAX_LENGTH }),
    })
    .describe(`Under ${NAME_MAX_LENGTH} characters.`);
}
