import { describe, expect, it } from 'vitest';
import { sanitizeAmountInput } from './sanitize-amount';

describe('sanitizeAmountInput', () => {
  it('keeps fraction digits beyond the token decimals for the form to refuse with a message', () => {
    expect(sanitizeAmountInput('1.1234567', 6)).toBe('1.1234567');
  });

  it('accepts a comma as the decimal separator and keeps only the first separator', () => {
    expect(sanitizeAmountInput('1,5.2', 6)).toBe('1.52');
  });

  it('drops letters and leading zeros but keeps a lone zero before the point', () => {
    expect(sanitizeAmountInput('00a12', 6)).toBe('12');
    expect(sanitizeAmountInput('.5', 6)).toBe('0.5');
    expect(sanitizeAmountInput('0', 6)).toBe('0');
  });

  it('allows no fraction for a token with zero decimals', () => {
    expect(sanitizeAmountInput('7.9', 0)).toBe('7');
  });

  it('keeps a trailing point so the user can keep typing', () => {
    expect(sanitizeAmountInput('3.', 2)).toBe('3.');
  });
});
