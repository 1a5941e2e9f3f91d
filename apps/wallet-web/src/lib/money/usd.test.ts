import { describe, expect, it } from 'vitest';
import { addDecimals, amountWithUsd, usdValueOf } from './usd';

describe('usd helpers', () => {
  it('values an amount at a price exactly, without floats', () => {
    expect(usdValueOf('1000', '0.79')).toBe('790');
    expect(usdValueOf('0.1', '0.3')).toBe('0.03');
    expect(usdValueOf('x', '1')).toBeNull();
  });
  it('adds decimal strings and skips missing parts', () => {
    expect(addDecimals(['0.1', '0.2', null])).toBe('0.3');
  });
  it('shows the USD value next to the token amount, when the token has a price', () => {
    expect(amountWithUsd('5', 'OPT', '0.85')).toBe('5 OPT · $4.25');
    expect(amountWithUsd('5', 'OPT', null)).toBe('5 OPT');
  });
});
