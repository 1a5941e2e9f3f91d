import { sha256 } from '@noble/hashes/sha2.js';
import { utf8ToBytes } from '@noble/hashes/utils.js';
import { TOKEN_HISTORY_DEFAULT_HOURS, type TokenSymbol } from '@optwallet/domain';
import { fromBaseUnits, toBaseUnits } from './amount';
import { hasMarketValue, type LedgerConfig } from './config';
import type { ChainId } from './types';

const PRICE_DECIMALS = 8;
const HOUR_MS = 3_600_000;
const MAX_POINTS = 288;
const STABLECOINS: readonly string[] = ['USDT', 'USDC'];

export interface PricePoint {
  /** Epoch ms. */
  time: number;
  /** USD, decimal string. */
  price: string;
}

function priceUnits(config: LedgerConfig, symbol: TokenSymbol): bigint {
  return toBaseUnits(config.pricesUsd[symbol], PRICE_DECIMALS);
}

/** Devnet spot price in USD, from the configured table. */
export function spotPrice(config: LedgerConfig, symbol: TokenSymbol): string {
  return fromBaseUnits(priceUnits(config, symbol), PRICE_DECIMALS);
}

/** USD value of an amount in base units, exact to 8 decimals (rounded down). */
export function usdValue(
  config: LedgerConfig,
  symbol: TokenSymbol,
  amount: bigint,
  decimals: number,
): string {
  return fromBaseUnits(
    (amount * priceUnits(config, symbol)) / 10n ** BigInt(decimals),
    PRICE_DECIMALS,
  );
}

/** Spot price of a chain's token: "0" on a testnet, whose tokens have no market. */
export function marketPrice(config: LedgerConfig, chainId: ChainId, symbol: TokenSymbol): string {
  return hasMarketValue(config, chainId) ? spotPrice(config, symbol) : '0';
}

/** USD value of an amount of a chain's token: "0" on a testnet, whose tokens have no market. */
export function marketValue(
  config: LedgerConfig,
  chainId: ChainId,
  symbol: TokenSymbol,
  amount: bigint,
  decimals: number,
): string {
  return hasMarketValue(config, chainId) ? usdValue(config, symbol, amount, decimals) : '0';
}

/** A pseudo-random integer in [-1000, 1000], fixed by seed, symbol, scale and step index. */
function noise(seed: string, symbol: string, scale: number, index: number): bigint {
  const bytes = sha256(utf8ToBytes(`${seed}|${symbol}|${scale}|${index}`));
  const value = ((bytes[0] ?? 0) << 8) | (bytes[1] ?? 0);
  return BigInt(Math.round((value / 65_535) * 2000) - 1000);
}

/** Noise interpolated linearly between hourly (or daily) knots, so the curve is continuous. */
function smoothNoise(seed: string, symbol: string, stepMs: number, time: number): bigint {
  const index = Math.floor(time / stepMs);
  const within = BigInt(time - index * stepMs);
  const step = BigInt(stepMs);
  const a = noise(seed, symbol, stepMs, index);
  const b = noise(seed, symbol, stepMs, index + 1);
  return (a * (step - within) + b * within) / step;
}

/** The devnet price at a moment: the spot price moved by daily swings (±8%) and hourly ripples (±2%). */
export function priceAt(config: LedgerConfig, symbol: TokenSymbol, time: number): string {
  const slow = smoothNoise(config.priceSeed, symbol, 24 * HOUR_MS, time);
  const fast = smoothNoise(config.priceSeed, symbol, HOUR_MS, time);
  const divisor = STABLECOINS.includes(symbol) ? 40n : 1n;
  const factor = 1_000_000n + (slow * 80n + fast * 20n) / divisor;
  return fromBaseUnits((priceUnits(config, symbol) * factor) / 1_000_000n, PRICE_DECIMALS);
}

/**
 * USD value of an amount at a moment of chain time, at the price the chart shows for that moment
 * (`priceAt`, the series of `priceHistory`), exact to 8 decimals (rounded down).
 */
export function usdValueAt(
  config: LedgerConfig,
  symbol: TokenSymbol,
  amount: bigint,
  decimals: number,
  time: number,
): string {
  const price = toBaseUnits(priceAt(config, symbol, time), PRICE_DECIMALS);
  return fromBaseUnits((amount * price) / 10n ** BigInt(decimals), PRICE_DECIMALS);
}

/**
 * Price history for get-token-history: points at a fixed interval aligned to the epoch (so two
 * calls agree on shared points), oldest first. The history moves around the table's spot price.
 */
export function priceHistory(
  config: LedgerConfig,
  symbol: TokenSymbol,
  now: number,
  hours: number = TOKEN_HISTORY_DEFAULT_HOURS,
): PricePoint[] {
  if (!Number.isFinite(hours) || hours <= 0) throw new RangeError(`Invalid hours: ${hours}`);
  const minutes = Math.max(5, Math.ceil((hours * 60) / MAX_POINTS / 5) * 5);
  const interval = minutes * 60_000;
  const start = now - hours * HOUR_MS;
  const points: PricePoint[] = [];
  for (let t = Math.ceil(start / interval) * interval; t <= now; t += interval) {
    points.push({ time: t, price: priceAt(config, symbol, t) });
  }
  return points;
}
