import { generateMnemonic, mnemonicToSeed } from '@scure/bip39';
import { wordlist } from '@scure/bip39/wordlists/english.js';
import { describe, expect, it } from 'vitest';
import { seedOf } from './crypto';

describe('seedOf (BIP39 seed by Node crypto)', () => {
  it('is the seed @scure/bip39 computes, phrase by phrase', async () => {
    for (const strength of [128, 256]) {
      const phrase = generateMnemonic(wordlist, strength);
      expect(Buffer.from(await seedOf(phrase)).toString('hex')).toBe(
        Buffer.from(await mnemonicToSeed(phrase)).toString('hex'),
      );
    }
  });

  it('matches the BIP39 reference vector of "abandon … about" (no passphrase)', async () => {
    const phrase = `${'abandon '.repeat(11)}about`;
    expect(Buffer.from(await seedOf(phrase)).toString('hex')).toBe(
      '5eb00bbddcf069084889a8ab9155568165f5c453ccb85e70811aaed6f6da5fc19a5ac40b389cd370d086206dec8aa6c43daea6690f20ad3d8d48b2d2ce9e38e4',
    );
  });
});
