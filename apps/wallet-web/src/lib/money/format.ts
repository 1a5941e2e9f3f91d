import {
  NATIVE_SYMBOL,
  NATIVE_TESTNET_CHAIN_ID,
  displayUsd,
  formatAmount,
  isNativeChain,
  tryParseAmount,
} from '@optwallet/domain';

/*
 * The app's money helpers on decimal strings from the API (display formatting itself is
 * @optwallet/domain's, on Intl.NumberFormat). Money stays a string or a bigint here: the only
 * arithmetic is on base units, never on floats.
 */

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
