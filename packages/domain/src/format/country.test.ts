import { describe, expect, it } from 'vitest';
import { countryName } from './country';

describe('countryName', () => {
  it('names a country from its code, as settings and the profile show it', () => {
    expect(countryName('DE')).toBe('Germany');
    expect(countryName('us')).toBe('United States');
  });

  it('keeps a code it cannot name', () => {
    expect(countryName('not a code')).toBe('not a code');
  });
});
