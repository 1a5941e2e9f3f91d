import { describe, expect, it } from 'vitest';
import { abbreviateAddress } from './address';

describe('abbreviateAddress', () => {
  it('keeps the first 6 and the last 3 characters', () => {
    expect(abbreviateAddress('opt1qwertyuiopasdfghjkl')).toBe('opt1qw...jkl');
  });

  it('leaves an address of 9 characters or fewer as it is', () => {
    expect(abbreviateAddress('opt1abcde')).toBe('opt1abcde');
  });
});
