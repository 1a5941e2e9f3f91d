import { describe, expect, it } from 'vitest';
import { parseSeedPhrase, validateSeedPhrase } from './seed-phrase';

const VALID_12 = [...Array<string>(11).fill('abandon'), 'about'];
const VALID_24 = [...Array<string>(23).fill('abandon'), 'art'];

describe('validateSeedPhrase', () => {
  it('accepts valid 12 and 24 word phrases', () => {
    expect(validateSeedPhrase(VALID_12)).toBeNull();
    expect(validateSeedPhrase(VALID_24)).toBeNull();
  });

  it('ignores case and spaces around words', () => {
    expect(validateSeedPhrase(VALID_12.map((w) => ` ${w.toUpperCase()} `))).toBeNull();
  });

  it('asks for all words while a box is empty', () => {
    expect(validateSeedPhrase([...VALID_12.slice(0, 11), ''])?.message).toBe(
      'Please enter all seed words',
    );
    expect(validateSeedPhrase([])?.key).toBe('validation.seed_words_required');
  });

  it('refuses a wrong checksum', () => {
    expect(validateSeedPhrase(Array<string>(12).fill('abandon'))?.message).toBe(
      'Invalid seed phrase.',
    );
  });

  it('refuses a word outside the English list', () => {
    expect(validateSeedPhrase([...VALID_12.slice(0, 11), 'bitcoinz'])?.key).toBe(
      'validation.seed_invalid',
    );
  });

  it('refuses a length other than 12 or 24', () => {
    expect(validateSeedPhrase(VALID_12.slice(0, 11))?.key).toBe('validation.seed_invalid');
    expect(validateSeedPhrase([...Array<string>(14).fill('abandon'), 'about'])?.key).toBe(
      'validation.seed_invalid',
    );
  });
});

describe('parseSeedPhrase', () => {
  it('splits pasted text on any whitespace', () => {
    expect(parseSeedPhrase('  Abandon\tabout\n zoo ')).toEqual(['abandon', 'about', 'zoo']);
    expect(parseSeedPhrase('   ')).toEqual([]);
  });
});
