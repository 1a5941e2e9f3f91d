import { HDKey } from '@scure/bip32';
import { generateMnemonic, mnemonicToSeed } from '@scure/bip39';
import { wordlist } from '@scure/bip39/wordlists/english.js';
import { describe, expect, it } from 'vitest';
import { bip32PrivateKey, secp256k1PublicKey, seedOf } from './crypto';

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

describe('bip32PrivateKey (BIP32 by Node crypto)', () => {
  it('is the key @scure/bip32 derives on the product paths, seed by seed', async () => {
    for (let i = 0; i < 8; i += 1) {
      const seed = await seedOf(generateMnemonic(wordlist, 256));
      const root = HDKey.fromMasterSeed(seed);
      for (const path of ["m/44'/118'/0'/0/0", "m/44'/60'/0'/0/0", "m/44'/118'/0'/0/7", 'm/1/2']) {
        const expected = root.derive(path);
        const key = bip32PrivateKey(seed, path);
        expect(Buffer.from(key).toString('hex')).toBe(
          Buffer.from(expected.privateKey ?? []).toString('hex'),
        );
        expect(secp256k1PublicKey(key).toString('hex')).toBe(
          Buffer.from(expected.publicKey ?? []).toString('hex'),
        );
      }
    }
  });

  it('matches BIP32 test vector 1 (m/0H/1/2H/2/1000000000)', () => {
    const seed = Buffer.from('000102030405060708090a0b0c0d0e0f', 'hex');
    expect(Buffer.from(bip32PrivateKey(seed, "m/0'/1/2'/2/1000000000")).toString('hex')).toBe(
      '471b76e389e528d6de6d816857e012c5455051cad6660850e58372a6c3e6e7c8',
    );
  });

  it('refuses what is not a path', () => {
    expect(() => bip32PrivateKey(new Uint8Array(16), "44'/0")).toThrow(/Not a BIP32 path/);
    expect(() => bip32PrivateKey(new Uint8Array(16), 'm/x')).toThrow(/Not a BIP32 path/);
  });
});
