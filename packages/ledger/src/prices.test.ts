import type * as sha2 from '@noble/hashes/sha2.js';
import { sha256 } from '@noble/hashes/sha2.js';
import { formatAmount, parseAmount } from '@optwallet/domain';
import { describe, expect, it, vi } from 'vitest';
import { DEFAULT_LEDGER_CONFIG, createLedgerConfig } from './config';
import {
  PRICE_STEP_MS,
  currentPrice,
  currentPriceTime,
  priceAt,
  priceHistory,
  usdValue,
  usdValueAt,
} from './prices';

// The seeded noise's hashes, counted: a kept price point costs none.
vi.mock('@noble/hashes/sha2.js', async (actual) => {
  const real = await actual<typeof sha2>();
  return { ...real, sha256: vi.fn(real.sha256) };
});

const NOW = Date.UTC(2026, 10, 22, 3, 7);

describe('price history', () => {
  it('gives 24 hours at a fixed 5-minute interval by default, oldest first', () => {
    const points = priceHistory(DEFAULT_LEDGER_CONFIG, 'ETH', NOW);
    expect(points).toHaveLength(288);
    const gaps = new Set(points.slice(1).map((p, i) => p.time - (points[i]?.time ?? 0)));
    expect([...gaps]).toEqual([300_000]);
    expect(points[0]?.time).toBeGreaterThanOrEqual(NOW - 24 * 3_600_000);
    expect(points.at(-1)?.time).toBeLessThanOrEqual(NOW);
  });

  it('is deterministic, and two calls agree on the points they share', () => {
    const a = priceHistory(DEFAULT_LEDGER_CONFIG, 'OPT', NOW, 24);
    const b = priceHistory(DEFAULT_LEDGER_CONFIG, 'OPT', NOW + 3_600_000, 24);
    const byTime = new Map(b.map((p) => [p.time, p.price]));
    const shared = a.filter((p) => byTime.has(p.time));
    expect(shared.length).toBe(a.length - 12);
    expect(shared.every((p) => byTime.get(p.time) === p.price)).toBe(true);
    expect(priceHistory(DEFAULT_LEDGER_CONFIG, 'OPT', NOW, 24)).toEqual(a);
    expect(new Set(a.map((p) => p.price)).size).toBeGreaterThan(10);
  });

  it('moves around the configured price: within 10% for ETH, within 0.3% for USDT', () => {
    for (const p of priceHistory(DEFAULT_LEDGER_CONFIG, 'ETH', NOW, 168)) {
      expect(Math.abs(Number(p.price) / 3150 - 1)).toBeLessThanOrEqual(0.1);
    }
    for (const p of priceHistory(DEFAULT_LEDGER_CONFIG, 'USDT', NOW, 168)) {
      expect(Math.abs(Number(p.price) - 1)).toBeLessThanOrEqual(0.003);
    }
  });

  it('follows the configured table and seed', () => {
    const other = createLedgerConfig({
      priceSeed: 'other',
      pricesUsd: { ...DEFAULT_LEDGER_CONFIG.pricesUsd, OPT: '2' },
    });
    const points = priceHistory(other, 'OPT', NOW, 1);
    expect(points.every((p) => Math.abs(Number(p.price) - 2) <= 0.2)).toBe(true);
    expect(points.map((p) => p.price)).not.toEqual(
      priceHistory(DEFAULT_LEDGER_CONFIG, 'OPT', NOW, 1).map((p) => p.price),
    );
  });

  it('values amounts exactly in base units, at the current price', () => {
    const opt = currentPrice(DEFAULT_LEDGER_CONFIG, 'OPT', NOW);
    expect(opt).not.toBe('0.85');
    expect(Number(usdValue(DEFAULT_LEDGER_CONFIG, 'OPT', 12_500_000n, 6, NOW))).toBeCloseTo(
      12.5 * Number(opt),
      7,
    );
    expect(usdValue(DEFAULT_LEDGER_CONFIG, 'OPT', 1_000_000_000n, 6, NOW)).toBe(
      String(Number(opt) * 1000),
    );
  });
});

describe('the current price (one price for every USD figure)', () => {
  it('is the last point of every history asked at the same moment, 24 h, 7 d or 30 d', () => {
    const current = currentPrice(DEFAULT_LEDGER_CONFIG, 'OPT', NOW);
    for (const hours of [1, 24, 168, 720]) {
      const last = priceHistory(DEFAULT_LEDGER_CONFIG, 'OPT', NOW, hours).at(-1);
      expect(last).toEqual({ time: currentPriceTime(NOW), price: current });
    }
  });

  it('holds for a 5-minute step, then moves', () => {
    const step = currentPriceTime(NOW);
    expect(step % PRICE_STEP_MS).toBe(0);
    expect(currentPrice(DEFAULT_LEDGER_CONFIG, 'ETH', step + PRICE_STEP_MS - 1)).toBe(
      priceAt(DEFAULT_LEDGER_CONFIG, 'ETH', step),
    );
    expect(currentPrice(DEFAULT_LEDGER_CONFIG, 'ETH', step + PRICE_STEP_MS)).not.toBe(
      priceAt(DEFAULT_LEDGER_CONFIG, 'ETH', step),
    );
  });

  it('values an amount at a past moment at the price the chart shows for it', () => {
    const [point] = priceHistory(DEFAULT_LEDGER_CONFIG, 'OPT', NOW, 24);
    const time = point?.time ?? 0;
    // 2 OPT at that point's price, exactly.
    expect(usdValueAt(DEFAULT_LEDGER_CONFIG, 'OPT', 2_000_000n, 6, time)).toBe(
      formatAmount(parseAmount(point?.price ?? '0', 8) * 2n, 8),
    );
    expect(priceAt(DEFAULT_LEDGER_CONFIG, 'OPT', time)).toBe(point?.price);
    expect(usdValueAt(DEFAULT_LEDGER_CONFIG, 'OPT', 2_000_000n, 6, time)).not.toBe(
      usdValueAt(DEFAULT_LEDGER_CONFIG, 'OPT', 2_000_000n, 6, time + 5 * 3_600_000),
    );
  });
});

describe('kept price points', () => {
  const hashes = vi.mocked(sha256);
  const config = createLedgerConfig({ priceSeed: 'kept-points' });

  it('computes a point once per step and token: a second history and the current price hash nothing', () => {
    hashes.mockClear();
    const first = priceHistory(config, 'WBTC', NOW, 24);
    expect(hashes.mock.calls.length).toBeGreaterThan(0);
    hashes.mockClear();
    expect(priceHistory(config, 'WBTC', NOW + 60_000, 24)).toEqual(first);
    expect(currentPrice(config, 'WBTC', NOW)).toBe(first.at(-1)?.price);
    expect(usdValue(config, 'WBTC', 100_000_000n, 8, NOW)).toBe(first.at(-1)?.price);
    expect(hashes).not.toHaveBeenCalled();
    // The next step is a new point: computed, once.
    currentPrice(config, 'WBTC', NOW + PRICE_STEP_MS);
    const calls = hashes.mock.calls.length;
    expect(calls).toBeGreaterThan(0);
    currentPrice(config, 'WBTC', NOW + PRICE_STEP_MS);
    expect(hashes.mock.calls.length).toBe(calls);
  });

  it('keeps a point per seed and table: another config gets its own prices', () => {
    const other = createLedgerConfig({
      priceSeed: 'kept-points',
      pricesUsd: { ...DEFAULT_LEDGER_CONFIG.pricesUsd, WBTC: '1000' },
    });
    expect(currentPrice(config, 'WBTC', NOW)).not.toBe(currentPrice(other, 'WBTC', NOW));
    expect(Math.abs(Number(currentPrice(other, 'WBTC', NOW)) / 1000 - 1)).toBeLessThan(0.1);
  });

  it('keeps a bounded number: after many other points the first is computed again, the same', () => {
    const price = currentPrice(config, 'ETH', NOW);
    // ETH's last point asked for is another one (each token's last is kept beside the bounded
    // map); then 12,000 other points (six weeks of steps) are more than the process keeps.
    currentPrice(config, 'ETH', NOW + PRICE_STEP_MS);
    for (let i = 1; i <= 12_000; i += 1) currentPrice(config, 'USDT', NOW - i * PRICE_STEP_MS);
    hashes.mockClear();
    expect(currentPrice(config, 'ETH', NOW)).toBe(price);
    expect(hashes).toHaveBeenCalled();
  });
});
