import {
  EVM_CHAIN_ID,
  NATIVE_CHAIN_ID,
  NATIVE_SYMBOL,
  NATIVE_TESTNET_CHAIN_ID,
  formatAmount,
  isNativeChain,
  tryParseAmount,
} from '@optwallet/domain';

/*
 * Display helpers for decimal strings from the API. Money stays a string or a bigint here: the
 * only arithmetic is on base units, never on floats.
 */

function group(whole: string): string {
  return whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}

function splitDecimal(
  value: string,
): { negative: boolean; whole: string; fraction: string } | null {
  const trimmed = value.trim();
  const negative = trimmed.startsWith('-');
  const match = /^(\d*)(?:\.(\d*))?$/.exec(negative ? trimmed.slice(1) : trimmed);
  if (!match || (match[1] === '' && (match[2] ?? '') === '')) return null;
  return {
    negative,
    whole: (match[1] ?? '').replace(/^0+(?=\d)/, '') || '0',
    fraction: (match[2] ?? '').replace(/0+$/, ''),
  };
}

/** "12345.5" -> "12,345.5"; at most `maxFraction` decimals, cut (not rounded) so a balance is never overstated. */
export function displayAmount(value: string, maxFraction = 8): string {
  const parts = splitDecimal(value);
  if (!parts) return value;
  const fraction = parts.fraction.slice(0, maxFraction).replace(/0+$/, '');
  return `${parts.negative ? '-' : ''}${group(parts.whole)}${fraction ? `.${fraction}` : ''}`;
}

/** "12.5" + "OPT" -> "12.5 OPT". */
export function displayTokenAmount(value: string, symbol: string, maxFraction = 8): string {
  return `${displayAmount(value, maxFraction)} ${symbol}`;
}

/** "1234.567" -> "$1,234.57" (half up, in integer cents). */
export function displayUsd(value: string): string {
  const parts = splitDecimal(value);
  if (!parts) return value;
  const cents =
    BigInt(parts.whole + parts.fraction.padEnd(2, '0').slice(0, 2)) +
    (Number(parts.fraction.charAt(2) || '0') >= 5 ? 1n : 0n);
  const text = formatAmount(cents, 2);
  const [whole = '0', fraction = ''] = text.split('.');
  return `${parts.negative && cents > 0n ? '-' : ''}$${group(whole)}.${fraction.padEnd(2, '0')}`;
}

/** Commission fraction "0.05" -> "5%" (string maths, up to 2 decimals of a percent). */
export function displayFraction(fraction: string): string {
  const parsed = tryParseAmount(fraction, 18);
  if (!parsed.ok) return fraction;
  // 18 decimals of a fraction = 16 decimals of a percent.
  return `${displayAmount(formatAmount(parsed.value, 16), 2)}%`;
}

/** Uptime "99.5" (already a percentage) -> "99.5%". */
export function displayPercent(percent: string): string {
  return `${displayAmount(percent, 2)}%`;
}

/** Percent typed by a user ("5" or "5.5") -> fraction string ("0.05", "0.055"); null when not a number 0..100. */
export function percentToFraction(percent: string): string | null {
  const parsed = tryParseAmount(percent, 16);
  if (!parsed.ok || parsed.value > 100n * 10n ** 16n) return null;
  return formatAmount(parsed.value, 18);
}

/** Sum of decimal strings of one token, exact. */
export function sumAmounts(values: readonly string[], decimals: number): string {
  let total = 0n;
  for (const value of values) {
    const parsed = tryParseAmount(value, decimals);
    if (parsed.ok) total += parsed.value;
  }
  return formatAmount(total, decimals);
}

/** True when a decimal string is greater than zero. */
export function isPositiveAmount(value: string, decimals: number): boolean {
  const parsed = tryParseAmount(value, decimals);
  return parsed.ok && parsed.value > 0n;
}

/**
 * The most a user can send: the balance less the fee when fee and token are the same asset (the fee
 * is paid in the native token), never below zero.
 */
export function maxSendable(
  balance: string,
  fee: string | null,
  decimals: number,
  feeInSameToken: boolean,
): string {
  const parsedBalance = tryParseAmount(balance, decimals);
  if (!parsedBalance.ok) return '0';
  if (!feeInSameToken || fee === null) return formatAmount(parsedBalance.value, decimals);
  const parsedFee = tryParseAmount(fee, decimals);
  const left = parsedBalance.value - (parsedFee.ok ? parsedFee.value : 0n);
  return formatAmount(left > 0n ? left : 0n, decimals);
}

/** The token a chain's gas fee is paid in: OPT on the native chains, ETH on the EVM chain. */
export function feeSymbolOf(chainId: string): string {
  return isNativeChain(chainId) ? NATIVE_SYMBOL : 'ETH';
}

/** False for a testnet: its tokens have no market value, so no dollar figure and no price chart. */
export function hasMarketValue(chainId: string): boolean {
  return chainId !== NATIVE_TESTNET_CHAIN_ID;
}

/** A token's USD figure: `testnetLabel` for a testnet token (never a dollar amount), else "$1,234.57". */
export function displayTokenUsd(chainId: string, value: string, testnetLabel: string): string {
  return hasMarketValue(chainId) ? displayUsd(value) : testnetLabel;
}

const CHAIN_NAMES: Readonly<Record<string, string>> = {
  [NATIVE_CHAIN_ID]: 'OptChain',
  [NATIVE_TESTNET_CHAIN_ID]: 'OptChain Testnet',
  [EVM_CHAIN_ID]: 'Ethereum',
};

/** Display name of a chain id ("optchain-1" -> "OptChain"). */
export function chainName(chainId: string): string {
  return CHAIN_NAMES[chainId] ?? chainId;
}
