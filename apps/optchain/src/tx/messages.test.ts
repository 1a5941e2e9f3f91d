import { describe, expect, it } from 'vitest';
import { decToBps, uoptOf } from './messages';

describe('message fields', () => {
  it('reads a commission rate as protobuf atomics or as text, in basis points', () => {
    expect(decToBps('50000000000000000')).toBe(500);
    expect(decToBps('0.05')).toBe(500);
    expect(decToBps('1.000000000000000000')).toBe(10_000);
    expect(() => decToBps('5%')).toThrow(expect.objectContaining({ code: 18 }));
  });

  it('takes uopt amounts only', () => {
    expect(uoptOf({ denom: 'uopt', amount: '12' })).toBe(12n);
    expect(() => uoptOf({ denom: 'uatom', amount: '12' })).toThrow(
      expect.objectContaining({ code: 10 }),
    );
    expect(() => uoptOf({ denom: 'uopt', amount: '-1' })).toThrow(
      expect.objectContaining({ code: 10 }),
    );
  });
});
