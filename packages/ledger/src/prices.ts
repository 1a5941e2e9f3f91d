import { sha256 } from '@noble/hashes/sha2.js';
import { utf8ToBytes } from '@noble/hashes/utils.js';
import {
  TOKEN_HISTORY_DEFAULT_HOURS,
  type TokenSymbol,
  parseAmount,
  formatAmount,
} from '@optwallet/domain';
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
  return parseAmount(config.pricesUsd[symbol], PRICE_DECIMALS);
}

/**
 * Prices move in 5-minute steps: the current price at `now` (chain time) is the price at the start
 * of its step, the last point of every price history asked at `now`. Every USD figure (balances,
 * totals, token detail, the apps' amount × price) uses this one price, the price card and the
 * chart's end included.
 */
export const PRICE_STEP_MS = 5 * 60_000;

/** The moment the current price was set: `now` rounded down to its 5-minute step. */
export function currentPriceTime(now: number): number {
  return Math.floor(now / PRICE_STEP_MS) * PRICE_STEP_MS;
}

/** The current USD price at chain time `now` (the price history's last point). */
export function currentPrice(config: LedgerConfig, symbol: TokenSymbol, now: number): string {
  return priceAt(config, symbol, currentPriceTime(now));
}

/** USD value of an amount in base units at the current price, exact to 8 decimals (rounded down). */
export function usdValue(
  config: LedgerConfig,
  symbol: TokenSymbol,
  amount: bigint,
  decimals: number,
  now: number,
): string {
  return usdValueAt(config, symbol, amount, decimals, currentPriceTime(now));
}

/** Current price of a chain's token at chain time `now`: "0" on a testnet, whose tokens have no market. */
export function marketPrice(
  config: LedgerConfig,
  chainId: ChainId,
  symbol: TokenSymbol,
  now: number,
): string {
  return hasMarketValue(config, chainId) ? currentPrice(config, symbol, now) : '0';
}

/** USD value of an amount of a chain's token at its current price: "0" on a testnet. */
export function marketValue(
  config: LedgerConfig,
  chainId: ChainId,
  symbol: TokenSymbol,
  amount: bigint,
  decimals: number,
  now: number,
): string {
  return hasMarketValue(config, chainId) ? usdValue(config, symbol, amount, decimals, now) : '0';
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

function priceUnitsAt(config: LedgerConfig, symbol: TokenSymbol, time: number): bigint {
  const slow = smoothNoise(config.priceSeed, symbol, 24 * HOUR_MS, time);
  const fast = smoothNoise(config.priceSeed, symbol, HOUR_MS, time);
  const divisor = STABLECOINS.includes(symbol) ? 40n : 1n;
  const factor = 1_000_000n + (slow * 80n + fast * 20n) / divisor;
  return (priceUnits(config, symbol) * factor) / 1_000_000n;
}

/**
 * Price points kept in this process, newest used last. Every price a read shows is a point at
 * the start of a 5-minute step (the current price, each point of a history), so a point is
 * computed once per step and token (4 seeded hashes) and then kept; at most KEPT_POINTS are,
 * the least recently used dropped first. The values are a pure function of the config and the
 * time, so each process (each replica) keeping its own agrees with every other.
 */
const KEPT_POINTS = 10_000;
const kept = new Map<string, KeptPoint>();

/** A kept point: its units and their decimal text. */
interface KeptPoint {
  units: bigint;
  text: string;
}

/**
 * The point each token's reads asked for last, by config and symbol: the current price, which
 * every balance of a read asks for, found without building the kept map's key.
 */
type LastAsked = Map<TokenSymbol, { time: number; point: KeptPoint }>;
const lastAsked = new WeakMap<LedgerConfig, LastAsked>();

function stepPoint(config: LedgerConfig, symbol: TokenSymbol, time: number): KeptPoint {
  let last = lastAsked.get(config);
  const asked = last?.get(symbol);
  if (asked?.time === time) return asked.point;
  const point = keptPoint(config, symbol, time);
  if (!last) lastAsked.set(config, (last = new Map() as LastAsked));
  last.set(symbol, { time, point });
  return point;
}

function keptPoint(config: LedgerConfig, symbol: TokenSymbol, time: number): KeptPoint {
  const key = `${config.priceSeed}\u0000${config.pricesUsd[symbol]}\u0000${symbol}\u0000${time}`;
  const known = kept.get(key);
  if (known !== undefined) {
    kept.delete(key);
    kept.set(key, known);
    return known;
  }
  const units = priceUnitsAt(config, symbol, time);
  const point = { units, text: formatAmount(units, PRICE_DECIMALS) };
  kept.set(key, point);
  if (kept.size > KEPT_POINTS) kept.delete(kept.keys().next().value as string);
  return point;
}

function stepUnits(config: LedgerConfig, symbol: TokenSymbol, time: number): bigint {
  if (time % PRICE_STEP_MS !== 0) return priceUnitsAt(config, symbol, time);
  return stepPoint(config, symbol, time).units;
}

/** The devnet price at a moment: the spot price moved by daily swings (±8%) and hourly ripples (±2%). */
export function priceAt(config: LedgerConfig, symbol: TokenSymbol, time: number): string {
  if (time % PRICE_STEP_MS !== 0) {
    return formatAmount(priceUnitsAt(config, symbol, time), PRICE_DECIMALS);
  }
  return stepPoint(config, symbol, time).text;
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
  return formatAmount(
    (amount * stepUnits(config, symbol, time)) / 10n ** BigInt(decimals),
    PRICE_DECIMALS,
  );
}

/**
 * Price history for get-token-history: points at a fixed interval aligned to the epoch (so two
 * calls agree on shared points), oldest first, ending with the current price (currentPrice at
 * `now`), whatever the interval. The history moves around the table's spot price.
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
  const current = currentPriceTime(now);
  const points: PricePoint[] = [];
  for (let t = Math.ceil(start / interval) * interval; t <= current; t += interval) {
    points.push({ time: t, price: priceAt(config, symbol, t) });
  }
  if (points.at(-1)?.time !== current && current >= start) {
    points.push({ time: current, price: priceAt(config, symbol, current) });
  }
  return points;
}
