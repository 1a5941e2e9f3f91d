import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  displayAmount,
  displayFraction,
  displayPercent,
  displayTokenAmount,
  displayUsd,
} from './money';

describe('money display', () => {
  it('groups thousands and trims trailing zeros without touching the digits', () => {
    expect(displayAmount('1234567.500')).toBe('1,234,567.5');
    expect(displayAmount('0.000000000000000001', 18)).toBe('0.000000000000000001');
    expect(displayTokenAmount('12.5', 'OPT')).toBe('12.5 OPT');
  });

  it('formats the decimal string itself: digits beyond a float’s precision survive', () => {
    expect(displayAmount('12345678901234567890.12345678')).toBe(
      '12,345,678,901,234,567,890.12345678',
    );
    expect(displayUsd('90071992547409931.01')).toBe('$90,071,992,547,409,931.01');
  });

  it('keeps every digit of any amount a wallet can hold (property)', () => {
    const decimal = fc
      .tuple(fc.bigInt({ min: 0n, max: 10n ** 30n }), fc.bigInt({ min: 0n, max: 10n ** 8n - 1n }))
      .map(([whole, fraction]) => `${whole}.${fraction.toString().padStart(8, '0')}`);
    fc.assert(
      fc.property(decimal, (value) => {
        const shown = displayAmount(value).replaceAll(',', '');
        const [whole, fraction = ''] = value.split('.');
        const expected = `${whole}${fraction.replace(/0+$/, '') ? `.${fraction.replace(/0+$/, '')}` : ''}`;
        expect(shown).toBe(expected);
      }),
    );
  });

  it('cuts extra decimals instead of rounding a balance up', () => {
    expect(displayAmount('0.999999999', 6)).toBe('0.999999');
    expect(displayAmount('-0.000000001')).toBe('0');
  });

  it('shows USD with two decimals, rounded half up in cents', () => {
    expect(displayUsd('1234.565')).toBe('$1,234.57');
    expect(displayUsd('0')).toBe('$0.00');
    expect(displayUsd('0.1')).toBe('$0.10');
    expect(displayUsd('99.994')).toBe('$99.99');
    expect(displayUsd('-1.005')).toBe('-$1.01');
  });

  it('turns a commission fraction into a percent', () => {
    expect(displayFraction('0.05')).toBe('5%');
    expect(displayFraction('0.125')).toBe('12.5%');
    expect(displayFraction('0.123456')).toBe('12.34%');
    expect(displayPercent('99.5')).toBe('99.5%');
  });

  it('shows what is not a decimal string as it came, never NaN', () => {
    for (const value of ['', 'abc', '1e5', '12,5', 'Infinity'])
      expect(displayAmount(value)).toBe(value);
    expect(displayUsd('n/a')).toBe('n/a');
  });
});
