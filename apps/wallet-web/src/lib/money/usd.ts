import { displayTokenAmount, displayUsd, formatAmount, tryParseAmount } from '@optwallet/domain';

/** Fixed-point scale of the USD arithmetic: amounts and prices are exact to 18 decimals. */
const SCALE = 18;
const ONE = 10n ** BigInt(SCALE);

function units(value: string): bigint | null {
  const parsed = tryParseAmount(value, SCALE);
  return parsed.ok ? parsed.value : null;
}

/** a × b as a decimal string, exact on bigints (e.g. amount × price); null when either is not a number. */
export function usdValueOf(amount: string, priceUsd: string): string | null {
  const a = units(amount);
  const p = units(priceUsd);
  if (a === null || p === null) return null;
  return formatAmount((a * p) / ONE, SCALE);
}

/** Sum of decimal strings (null parts are skipped). */
export function addDecimals(values: readonly (string | null)[]): string {
  let total = 0n;
  for (const value of values) total += value === null ? 0n : (units(value) ?? 0n);
  return formatAmount(total, SCALE);
}

/** "5 OPT · $4.25", or just "5 OPT" when the token has no market price. */
export function amountWithUsd(amount: string, symbol: string, priceUsd: string | null): string {
  const tokens = displayTokenAmount(amount, symbol, SCALE);
  const usd = priceUsd === null ? null : usdValueOf(amount, priceUsd);
  return usd === null ? tokens : `${tokens} · ${displayUsd(usd)}`;
}
