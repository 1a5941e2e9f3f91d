import { describe, expect, it } from 'vitest';
import {
  displayTokenUsd,
  isPositiveAmount,
  maxSendable,
  percentToFraction,
  sumAmounts,
} from './format';

describe('money helpers', () => {
  it('shows a testnet token’s value as the testnet label, never as dollars', () => {
    expect(displayTokenUsd('optchain-testnet-1', '850', 'Testnet')).toBe('Testnet');
    expect(displayTokenUsd('optchain-1', '850', 'Testnet')).toBe('$850.00');
    expect(displayTokenUsd('1', '3150.5', 'Testnet')).toBe('$3,150.50');
  });

  it('turns a percent typed by a user into a commission fraction', () => {
    expect(percentToFraction('5')).toBe('0.05');
    expect(percentToFraction('12.5')).toBe('0.125');
    expect(percentToFraction('101')).toBeNull();
    expect(percentToFraction('abc')).toBeNull();
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
