import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  AmountFormatError,
  compareAmounts,
  compareDecimalAmounts,
  MAX_AMOUNT_BASE_UNITS,
  formatAmount,
  isAmountInRange,
  parseAmount,
  tokenDecimals,
  tryParseAmount,
} from './decimal';

describe('tryParseAmount', () => {
  it.each([
    ['12.5', 6, 12_500_000n],
    ['12', 6, 12_000_000n],
    ['12.', 6, 12_000_000n],
    ['.5', 6, 500_000n],
    [' 0.000001 ', 6, 1n],
    ['0', 6, 0n],
    ['1.23456789', 8, 123_456_789n],
    ['123456789012345678.123456789012345678', 18, 123456789012345678123456789012345678n],
    ['7', 0, 7n],
  ])('reads %j with %i decimals as %s base units', (text, decimals, expected) => {
    expect(tryParseAmount(text, decimals)).toEqual({ ok: true, value: expected });
  });

  it.each([
    ['', 'empty'],
    ['   ', 'empty'],
    ['-1', 'invalid'],
    ['1e3', 'invalid'],
    ['1,5', 'invalid'],
    ['1 000', 'invalid'],
    ['.', 'invalid'],
    ['abc', 'invalid'],
    ['1.0000001', 'too_many_decimals'],
  ])('refuses %j (%s) instead of guessing', (text, reason) => {
    expect(tryParseAmount(text, 6)).toEqual({ ok: false, reason });
  });

  it('rejects impossible token decimals', () => {
    expect(() => tryParseAmount('1', -1)).toThrow(RangeError);
    expect(() => formatAmount(1n, 1.5)).toThrow(RangeError);
  });
});
describe('the range of an amount', () => {
  it('takes up to 2^256 - 1 base units and refuses one more, whatever the decimals', () => {
    const max = MAX_AMOUNT_BASE_UNITS.toString();
    expect(tryParseAmount(max, 0)).toEqual({ ok: true, value: MAX_AMOUNT_BASE_UNITS });
    expect(tryParseAmount((MAX_AMOUNT_BASE_UNITS + 1n).toString(), 0)).toEqual({
      ok: false,
      reason: 'too_large',
    });
    expect(tryParseAmount(formatAmount(MAX_AMOUNT_BASE_UNITS, 18), 18).ok).toBe(true);
    expect(tryParseAmount('1'.repeat(90), 6)).toEqual({ ok: false, reason: 'too_large' });
  });

  it('is checked before the token is known at the most decimals a token has (18)', () => {
    const largestWhole = MAX_AMOUNT_BASE_UNITS / 10n ** 18n;
    expect(isAmountInRange(`${largestWhole}.999999999999999999`)).toBe(true);
    expect(isAmountInRange(`${largestWhole + 1n}`)).toBe(false);
    expect(isAmountInRange('1'.repeat(90))).toBe(false);
    expect(isAmountInRange('12.5')).toBe(true);
    // Not an amount at all: left to the rule of the amount's shape.
    expect(isAmountInRange('abc')).toBe(true);
  });
});

describe('parseAmount', () => {
  it('throws an AmountFormatError that names the reason', () => {
    expect(() => parseAmount('1.1234567', 6)).toThrow(AmountFormatError);
    try {
      parseAmount('x', 6);
    } catch (error) {
      expect(error).toMatchObject({ name: 'AmountFormatError', reason: 'invalid', input: 'x' });
    }
  });
});

describe('formatAmount', () => {
  it.each([
    [12_500_000n, 6, '12.5'],
    [1n, 6, '0.000001'],
    [0n, 6, '0'],
    [1_000_000n, 6, '1'],
    [-1_500_000n, 6, '-1.5'],
    [42n, 0, '42'],
  ])('writes %s base units with %i decimals as %j', (value, decimals, expected) => {
    expect(formatAmount(value, decimals)).toBe(expected);
  });

  it('round-trips every amount through parse and format without loss', () => {
    fc.assert(
      fc.property(
        fc.bigInt({ min: 0n, max: 10n ** 30n }),
        fc.integer({ min: 0, max: 18 }),
        (value, decimals) => {
          expect(parseAmount(formatAmount(value, decimals), decimals)).toBe(value);
        },
      ),
    );
  });
});

describe('comparing amounts', () => {
  it('orders base units', () => {
    expect(compareAmounts(1n, 2n)).toBe(-1);
    expect(compareAmounts(2n, 2n)).toBe(0);
    expect(compareAmounts(3n, 2n)).toBe(1);
  });

  it('compares decimal strings exactly where floats would not', () => {
    expect(compareDecimalAmounts('0.3', '0.30', 6)).toBe(0);
    expect(compareDecimalAmounts('0.000001', '0', 6)).toBe(1);
    expect(
      compareDecimalAmounts('100000000000000000.000000000000000001', '100000000000000000', 18),
    ).toBe(1);
  });
});

describe('tokenDecimals', () => {
  it('knows the decimals of the product tokens and nothing else', () => {
    expect(tokenDecimals('OPT')).toBe(6);
    expect(tokenDecimals('ETH')).toBe(18);
    expect(tokenDecimals('WBTC')).toBe(8);
    expect(tokenDecimals('DOGE')).toBeUndefined();
    expect(tokenDecimals('toString')).toBeUndefined();
  });
});
