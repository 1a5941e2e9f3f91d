import { TOKEN_DECIMALS } from '../constants';

/**
 * Money primitives: amounts are decimal strings on the wire and in inputs ("12.5"), integers in
 * base units (bigint) inside. Never a JavaScript number: 0.1 + 0.2 is not 0.3.
 */

export type AmountParseFailure = 'empty' | 'invalid' | 'too_many_decimals' | 'too_large';

/**
 * The largest amount of any token, in base units: an EVM uint256, the widest balance any of our
 * chains keeps (the reference server's numeric(78, 0) columns hold it too). Beyond it an amount is
 * not one any wallet could have, whatever its balance.
 */
export const MAX_AMOUNT_BASE_UNITS = 2n ** 256n - 1n;

/** The most decimals a token of ours has (ETH, 18): an amount of unknown token is read with them. */
const MAX_TOKEN_DECIMALS = Math.max(...Object.values(TOKEN_DECIMALS));

export type AmountParseResult =
  { ok: true; value: bigint } | { ok: false; reason: AmountParseFailure };

/** Non-negative decimal: "12", "12.", "12.5", ".5". No sign, exponent, spaces inside or separators. */
const DECIMAL = /^(?:(\d+)(?:\.(\d*))?|\.(\d+))$/;

function assertDecimals(decimals: number): void {
  if (!Number.isInteger(decimals) || decimals < 0) {
    throw new RangeError(`Token decimals must be a non-negative integer, got ${decimals}`);
  }
}

/**
 * Parses a decimal string into base units, refusing (never rounding) more decimals than the token
 * has, and any amount beyond MAX_AMOUNT_BASE_UNITS.
 */
export function tryParseAmount(text: string, decimals: number): AmountParseResult {
  assertDecimals(decimals);
  const trimmed = text.trim();
  if (trimmed === '') return { ok: false, reason: 'empty' };
  const match = DECIMAL.exec(trimmed);
  if (!match) return { ok: false, reason: 'invalid' };
  const whole = match[1] ?? '0';
  const fraction = match[2] ?? match[3] ?? '';
  if (fraction.length > decimals) return { ok: false, reason: 'too_many_decimals' };
  const value = BigInt(whole + fraction.padEnd(decimals, '0'));
  if (value > MAX_AMOUNT_BASE_UNITS) return { ok: false, reason: 'too_large' };
  return { ok: true, value };
}

/**
 * Whether a decimal amount is within range for every token: its whole part, in base units of the
 * token with the most decimals, is at most MAX_AMOUNT_BASE_UNITS. For a boundary that does not
 * know the token yet (a request's shape); the token's own decimals come after.
 */
export function isAmountInRange(text: string): boolean {
  const match = DECIMAL.exec(text.trim());
  if (!match) return true; // not an amount at all: the shape's own rule says so
  return BigInt(match[1] ?? '0') * 10n ** BigInt(MAX_TOKEN_DECIMALS) <= MAX_AMOUNT_BASE_UNITS;
}

export class AmountFormatError extends Error {
  override readonly name = 'AmountFormatError';
  constructor(
    readonly input: string,
    readonly reason: AmountParseFailure,
  ) {
    super(`Not a valid amount (${reason}): "${input}"`);
  }
}

/** Like tryParseAmount but throws AmountFormatError; for values already validated. */
export function parseAmount(text: string, decimals: number): bigint {
  const result = tryParseAmount(text, decimals);
  if (!result.ok) throw new AmountFormatError(text, result.reason);
  return result.value;
}

/** Base units -> shortest decimal string: 12500000n with 6 decimals -> "12.5". */
export function formatAmount(baseUnits: bigint, decimals: number): string {
  assertDecimals(decimals);
  const negative = baseUnits < 0n;
  const digits = (negative ? -baseUnits : baseUnits).toString().padStart(decimals + 1, '0');
  const whole = digits.slice(0, digits.length - decimals);
  const fraction = digits.slice(digits.length - decimals).replace(/0+$/, '');
  return `${negative ? '-' : ''}${whole}${fraction === '' ? '' : `.${fraction}`}`;
}

export function compareAmounts(a: bigint, b: bigint): -1 | 0 | 1 {
  return a < b ? -1 : a > b ? 1 : 0;
}

/** Compares two decimal strings of the same token. */
export function compareDecimalAmounts(a: string, b: string, decimals: number): -1 | 0 | 1 {
  return compareAmounts(parseAmount(a, decimals), parseAmount(b, decimals));
}

/** Decimals of a known token symbol, undefined for any other symbol. */
export function tokenDecimals(symbol: string): number | undefined {
  return Object.hasOwn(TOKEN_DECIMALS, symbol)
    ? TOKEN_DECIMALS[symbol as keyof typeof TOKEN_DECIMALS]
    : undefined;
}
