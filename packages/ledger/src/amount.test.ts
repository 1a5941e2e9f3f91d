import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { fromBaseUnits, toBaseUnits } from './amount';

describe('toBaseUnits', () => {
  it('turns 12.5 OPT into 12 500 000 uopt', () => {
    expect(toBaseUnits('12.5', 6)).toBe(12_500_000n);
  });

  it('refuses more decimals than the token has', () => {
    expect(() => toBaseUnits('0.0000001', 6)).toThrow(RangeError);
  });
});

describe('fromBaseUnits', () => {
  it('prints the shortest decimal string', () => {
    expect(fromBaseUnits(12_500_000n, 6)).toBe('12.5');
    expect(fromBaseUnits(1n, 18)).toBe('0.000000000000000001');
    expect(fromBaseUnits(0n, 6)).toBe('0');
  });

  it('round-trips with toBaseUnits for any amount and decimals', () => {
    fc.assert(
      fc.property(
        fc.bigInt({ min: 0n, max: 10n ** 30n }),
        fc.integer({ min: 0, max: 18 }),
        (amount, decimals) => {
          expect(toBaseUnits(fromBaseUnits(amount, decimals), decimals)).toBe(amount);
        },
      ),
    );
  });
});
