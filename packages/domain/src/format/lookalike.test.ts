import { describe, expect, it } from 'vitest';
import { findLookalike, looksAlike } from './lookalike';

const real = 'opt1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t';
const poison = 'opt1qw50zzzzzzzzzzzzzzzzzzzzzzzzzzzzzzv8f3t';

describe('looksAlike', () => {
  it('flags a different address with the same first and last characters', () => {
    expect(looksAlike(poison, real)).toBe(true);
  });
  it('does not flag the address itself, nor an EVM address in another case', () => {
    expect(looksAlike(real, real)).toBe(false);
    expect(
      looksAlike(
        '0xAbCd000000000000000000000000000000001234',
        '0xabcd000000000000000000000000000000001234',
      ),
    ).toBe(false);
  });
  it('ignores the chain head: only the chosen part must match at both ends', () => {
    expect(
      looksAlike(
        '0xabcd111111111111111111111111111111111234',
        '0xabcd000000000000000000000000000000001234',
      ),
    ).toBe(true);
    expect(
      looksAlike(
        '0xabce111111111111111111111111111111111234',
        '0xabcd000000000000000000000000000000001234',
      ),
    ).toBe(false);
    expect(looksAlike('opt1qw50zzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzz', real)).toBe(false);
  });
});

describe('findLookalike', () => {
  it('answers the history address imitated, or null', () => {
    expect(findLookalike(poison, ['opt1other000000000000000000000000000000', real])).toBe(real);
    expect(findLookalike(real, [real])).toBeNull();
  });
});
