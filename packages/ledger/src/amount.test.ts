import { describe, expect, it } from 'vitest';
import { toBaseUnits } from './amount';

describe('toBaseUnits', () => {
  it('turns 12.5 OPT into 12 500 000 uopt', () => {
    expect(toBaseUnits('12.5', 6)).toBe(12_500_000n);
  });

  it('refuses more decimals than the token has', () => {
    expect(() => toBaseUnits('0.0000001', 6)).toThrow(RangeError);
  });
});
