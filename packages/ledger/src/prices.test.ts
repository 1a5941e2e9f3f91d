import { describe, expect, it } from 'vitest';
import { DEFAULT_LEDGER_CONFIG, createLedgerConfig } from './config';
import { fromBaseUnits, toBaseUnits } from './amount';
import { priceAt, priceHistory, usdValue, usdValueAt } from './prices';

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

  it('values amounts exactly in base units', () => {
    expect(usdValue(DEFAULT_LEDGER_CONFIG, 'OPT', 12_500_000n, 6)).toBe('10.625');
    expect(usdValue(DEFAULT_LEDGER_CONFIG, 'WBTC', 1n, 8)).toBe('0.00064');
  });

  it('values an amount at a past moment at the price the chart shows for it', () => {
    const [point] = priceHistory(DEFAULT_LEDGER_CONFIG, 'OPT', NOW, 24);
    const time = point?.time ?? 0;
    // 2 OPT at that point's price, exactly.
    expect(usdValueAt(DEFAULT_LEDGER_CONFIG, 'OPT', 2_000_000n, 6, time)).toBe(
      fromBaseUnits(toBaseUnits(point?.price ?? '0', 8) * 2n, 8),
    );
    expect(priceAt(DEFAULT_LEDGER_CONFIG, 'OPT', time)).toBe(point?.price);
    expect(usdValueAt(DEFAULT_LEDGER_CONFIG, 'OPT', 2_000_000n, 6, time)).not.toBe(
      usdValueAt(DEFAULT_LEDGER_CONFIG, 'OPT', 2_000_000n, 6, time + 5 * 3_600_000),
    );
  });
});
