import { describe, expect, it } from 'vitest';
import { isBlockedCountry, validateCountry } from './country';

describe('validateCountry', () => {
  it('is required', () => {
    expect(validateCountry('')?.message).toBe('Country is required');
    expect(validateCountry(null)?.key).toBe('validation.country_required');
  });

  it.each(['CU', 'KP', 'SY', 'RU', 'ru'])('refuses blocked country %s', (code) => {
    expect(isBlockedCountry(code)).toBe(true);
    expect(validateCountry(code)?.key).toBe('validation.country_blocked');
  });

  it.each(['DE', 'US', 'JP'])('accepts %s', (code) => {
    expect(validateCountry(code)).toBeNull();
  });
});
