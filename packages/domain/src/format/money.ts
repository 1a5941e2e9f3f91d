/*
 * Money on screen: decimal strings from the API formatted by Intl.NumberFormat, which formats a
 * numeric string exactly (ES2023): the digits are never turned into a float, so
 * "12345678901234567890.123456789" keeps every digit it is allowed to show.
 */

const LOCALE = 'en-US';

/** A decimal string as the API sends it: optional minus, digits, optional fraction. */
const DECIMAL = /^-?(?:\d+(?:\.\d*)?|\.\d+)$/;

const formatters = new Map<string, Intl.NumberFormat>();

function formatter(key: string, options: Intl.NumberFormatOptions): Intl.NumberFormat {
  let cached = formatters.get(key);
  if (!cached) {
    cached = new Intl.NumberFormat(LOCALE, { signDisplay: 'negative', ...options });
    formatters.set(key, cached);
  }
  return cached;
}

/** Formats a decimal string, or returns the text as it came when it is not one. */
function formatDecimal(value: string, key: string, options: Intl.NumberFormatOptions): string {
  const text = value.trim();
  return DECIMAL.test(text)
    ? formatter(key, options).format(text as Intl.StringNumericLiteral)
    : value;
}

/** "1234567.500" -> "1,234,567.5"; at most `maxFraction` decimals, cut (not rounded) so a balance is never overstated. */
export function displayAmount(value: string, maxFraction = 8): string {
  return formatDecimal(value, `amount:${maxFraction}`, {
    maximumFractionDigits: maxFraction,
    roundingMode: 'trunc',
  });
}

/** "12.5" + "OPT" -> "12.5 OPT". */
export function displayTokenAmount(value: string, symbol: string, maxFraction = 8): string {
  return `${displayAmount(value, maxFraction)} ${symbol}`;
}

/** "1234.565" -> "$1,234.57": two decimals, half away from zero. */
export function displayUsd(value: string): string {
  return formatDecimal(value, 'usd', {
    style: 'currency',
    currency: 'USD',
    roundingMode: 'halfExpand',
  });
}

/** A fraction as a percent: "0.05" -> "5%", "0.125" -> "12.5%" (at most 2 decimals, cut). */
export function displayFraction(fraction: string): string {
  return formatDecimal(fraction, 'fraction', {
    style: 'percent',
    maximumFractionDigits: 2,
    roundingMode: 'trunc',
  });
}

/** A value that already is a percentage: "99.5" -> "99.5%". */
export function displayPercent(percent: string): string {
  return DECIMAL.test(percent.trim()) ? `${displayAmount(percent, 2)}%` : percent;
}
