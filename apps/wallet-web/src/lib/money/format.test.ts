import { describe, expect, it } from 'vitest';
import {
  displayAmount,
  displayFraction,
  displayPercent,
  displayTokenAmount,
  displayTokenUsd,
  displayUsd,
  isPositiveAmount,
  maxSendable,
  percentToFraction,
  sumAmounts,
} from './format';

describe('money display', () => {
  it('groups thousands and trims trailing zeros without touching the digits', () => {
    expect(displayAmount('1234567.500')).toBe('1,234,567.5');
    expect(displayAmount('0.000000000000000001', 18)).toBe('0.000000000000000001');
    expect(displayTokenAmount('12.5', 'OPT')).toBe('12.5 OPT');
  });

  it('cuts extra decimals instead of rounding a balance up', () => {
    expect(displayAmount('0.999999999', 6)).toBe('0.999999');
  });

  it('shows USD with two decimals, rounded half up in cents', () => {
    expect(displayUsd('1234.565')).toBe('$1,234.57');
    expect(displayUsd('0')).toBe('$0.00');
    expect(displayUsd('0.1')).toBe('$0.10');
    expect(displayUsd('99.994')).toBe('$99.99');
  });

  it('shows a testnet token’s value as the testnet label, never as dollars', () => {
    expect(displayTokenUsd('optchain-testnet-1', '850', 'Testnet')).toBe('Testnet');
    expect(displayTokenUsd('optchain-1', '850', 'Testnet')).toBe('$850.00');
    expect(displayTokenUsd('1', '3150.5', 'Testnet')).toBe('$3,150.50');
  });

  it('turns a commission fraction into a percent and back', () => {
    expect(displayFraction('0.05')).toBe('5%');
    expect(displayFraction('0.125')).toBe('12.5%');
    expect(percentToFraction('5')).toBe('0.05');
    expect(percentToFraction('12.5')).toBe('0.125');
    expect(percentToFraction('101')).toBeNull();
    expect(percentToFraction('abc')).toBeNull();
    expect(displayPercent('99.5')).toBe('99.5%');
  });

  it('adds amounts exactly (0.1 + 0.2 is 0.3)', () => {
    expect(sumAmounts(['0.1', '0.2'], 6)).toBe('0.3');
    expect(isPositiveAmount('0', 6)).toBe(false);
    expect(isPositiveAmount('0.000001', 6)).toBe(true);
  });

  it('leaves room for the fee on Max only when the fee is paid in the same token', () => {
    expect(maxSendable('10', '0.005', 6, true)).toBe('9.995');
    expect(maxSendable('10', '0.005', 6, false)).toBe('10');
    expect(maxSendable('0.001', '0.005', 6, true)).toBe('0');
  });
});
