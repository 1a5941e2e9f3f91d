import { type AmountParseFailure, isAmountInRange, tryParseAmount } from '../amount/decimal';
import type { MessageKey } from '../catalogue/catalogue';
import { displayAmount } from '../format/money';
import {
  readTypedAmount,
  typedAmountOrText,
  type TypedAmountFault,
  type TypedAmountReading,
} from '../amount/typed-amount';
import type { ValidationKey } from '../catalogue/validation-texts';
import { fieldError } from './field-error';
import type { FieldError } from './field-error';

export interface AmountRules {
  /** Decimals of the token (TOKEN_DECIMALS or the chain's answer). */
  readonly decimals: number;
  /** Spendable balance: base units, or a decimal string in display units as the API sends it. */
  readonly balance?: bigint | string;
}

type TypedAmountFailure = Extract<TypedAmountReading, { ok: false }>;

const TYPED_FAULT_KEYS = {
  empty: 'validation.amount_required',
  negative: 'validation.amount_negative',
  sign: 'validation.amount_sign',
  exponent: 'validation.amount_exponent',
  spaces: 'validation.amount_spaces',
  characters: 'validation.amount_characters',
  separators: 'validation.amount_separators',
  no_digits: 'validation.amount_invalid',
} as const satisfies Record<Exclude<TypedAmountFault, 'ambiguous'>, ValidationKey>;

/** Why typed text is not an amount, in the catalogue's words. */
function typedAmountError(reading: TypedAmountFailure): FieldError {
  if (reading.reason === 'ambiguous') {
    const { thousands, decimal } = reading;
    return fieldError('validation.amount_ambiguous', { thousands, decimal });
  }
  return fieldError(TYPED_FAULT_KEYS[reading.reason]);
}

/** Why a plain decimal is not an amount of a token with `decimals`. */
export function amountParseError(reason: AmountParseFailure, decimals: number): FieldError {
  if (reason === 'empty') return fieldError('validation.amount_required');
  if (reason === 'too_many_decimals')
    return fieldError('validation.amount_decimals', { count: decimals });
  if (reason === 'too_large') return fieldError('validation.amount_too_large');
  return fieldError('validation.amount_invalid');
}

/**
 * Amount as typed: readable (readTypedAmount: `1,000.50` is 1000.50; signs, exponents, letters,
 * ambiguous separators are refused with their own message), within the token's decimals and
 * range (MAX_AMOUNT_BASE_UNITS), greater than 0, at most the balance. A form sends the reading
 * (typedAmountOrText), never the text.
 */
export function validateAmount(value: string, rules: AmountRules): FieldError | null {
  const reading = readTypedAmount(value);
  if (!reading.ok) return typedAmountError(reading);
  const parsed = tryParseAmount(reading.amount, rules.decimals);
  if (!parsed.ok) return amountParseError(parsed.reason, rules.decimals);
  if (parsed.value <= 0n) return fieldError('validation.amount_positive');
  if (rules.balance !== undefined) {
    const balance =
      typeof rules.balance === 'bigint'
        ? rules.balance
        : tryParseAmount(rules.balance, rules.decimals);
    const available = typeof balance === 'bigint' ? balance : balance.ok ? balance.value : 0n;
    if (parsed.value > available) return fieldError('validation.balance_insufficient');
  }
  return null;
}

/** Faults more typing can mend (`1,000` on its way to `1,000.5`), or that wait for the submit. */
const WAITS_FOR_SUBMIT: ReadonlySet<MessageKey> = new Set<MessageKey>([
  'validation.amount_required',
  'validation.amount_separators',
  'validation.amount_ambiguous',
  'validation.amount_invalid',
  'validation.amount_positive',
]);

/**
 * What a form says while the user is still typing: only the faults more typing cannot mend (a
 * sign, an exponent, a letter, a space, one decimal too many, an amount too large).
 */
export function typingAmountError(value: string, decimals: number): FieldError | null {
  const error = validateAmount(value, { decimals });
  return error && !WAITS_FOR_SUBMIT.has(error.key) ? error : null;
}

/** The wire's amount: digits, and a point with digits after it ("1000.5"); no sign, no separators. */
const WIRE_AMOUNT = /^\d+(?:\.\d+)?$/;

/**
 * An amount as a request carries it (the contract's amount fields): a plain decimal string
 * within every token's range. Typed text the wire does not carry is refused with the reason a
 * form would give (`-5`: negative, `1e3`: exponent), and readable text written another way
 * (`1,000.50`, ` 5`, `.5`) with the wire's own format, since a client sends the reading.
 */
export function validateWireAmount(text: string): FieldError | null {
  if (WIRE_AMOUNT.test(text)) {
    return isAmountInRange(text) ? null : fieldError('validation.amount_too_large');
  }
  const reading = readTypedAmount(text);
  return reading.ok ? fieldError('validation.amount_wire_format') : typedAmountError(reading);
}

/**
 * Decision (issue 44): a payment request asks for at most this many whole units of its token
 * (1,000,000,000 OPT, ETH, USDC...), whatever either person holds: far above any request between
 * people, and short enough for every card that shows it.
 */
export const PAYMENT_REQUEST_MAX_UNITS = 1_000_000_000n;

/** Whether a plain decimal is above PAYMENT_REQUEST_MAX_UNITS (whatever the token's decimals). */
function aboveRequestCeiling(amount: string): boolean {
  const [whole = '0', fraction = ''] = amount.split('.');
  const units = BigInt(whole);
  return (
    units > PAYMENT_REQUEST_MAX_UNITS ||
    (units === PAYMENT_REQUEST_MAX_UNITS && /[1-9]/.test(fraction))
  );
}

/**
 * A payment request's amount, in the dialog and on the server alike: the send rules
 * (validateAmount, no balance), then at most PAYMENT_REQUEST_MAX_UNITS of the token.
 */
export function validateRequestAmount(
  value: string,
  token: { decimals: number; symbol: string },
): FieldError | null {
  const error = validateAmount(value, { decimals: token.decimals });
  if (error) return error;
  if (!aboveRequestCeiling(typedAmountOrText(value))) return null;
  return fieldError('validation.request_amount_max', {
    amount: displayAmount(PAYMENT_REQUEST_MAX_UNITS.toString()),
    symbol: token.symbol,
  });
}
