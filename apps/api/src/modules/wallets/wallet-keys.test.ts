import { DirectSecp256k1HdWallet, makeCosmoshubPath } from '@cosmjs/proto-signing';
import { HDNodeWallet } from 'ethers';
import { describe, expect, it } from 'vitest';
import {
  deriveAddresses,
  isValidMnemonic,
  newMnemonic,
  normalizeMnemonic,
  toChecksumAddress,
} from './wallet-keys';

/** Fixed phrases: the BIP39 test vectors (12 and 24 words) and one more 24-word phrase. */
const PHRASES = [
  'abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon about',
  'abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon art',
  'legal winner thank year wave sausage worth useful legal winner thank year wave sausage worth useful legal winner thank year wave sausage worth title',
  'letter advice cage absurd amount doctor acoustic avoid letter advice cage absurd amount doctor acoustic avoid letter advice cage absurd amount doctor acoustic bless',
];

async function cosmjsAddress(phrase: string): Promise<string> {
  const wallet = await DirectSecp256k1HdWallet.fromMnemonic(phrase, {
    prefix: 'opt',
    hdPaths: [makeCosmoshubPath(0)],
  });
  const [account] = await wallet.getAccounts();
  if (!account) throw new Error('cosmjs derived no account');
  return account.address;
}

describe('deriveAddresses', () => {
  it.each(PHRASES)(
    "equals @cosmjs (opt, m/44'/118'/0'/0/0) and ethers (m/44'/60'/0'/0/0) for %s",
    async (phrase) => {
      const ours = await deriveAddresses(phrase);
      expect(ours.nativeAddress).toBe(await cosmjsAddress(phrase));
      expect(ours.nativeAddress).toMatch(/^opt1[02-9ac-hj-np-z]{38}$/);
      expect(ours.evmAddress).toBe(
        HDNodeWallet.fromPhrase(phrase, undefined, "m/44'/60'/0'/0/0").address,
      );
    },
  );

  it('reads a phrase typed with extra spaces and capitals as the same wallet', async () => {
    const phrase = PHRASES[2] ?? '';
    const messy = `  ${phrase.toUpperCase().split(' ').join('   ')}\n`;
    expect(await deriveAddresses(messy)).toEqual(await deriveAddresses(phrase));
  });
});

describe('newMnemonic', () => {
  it('makes distinct valid 24-word phrases that ethers accepts', () => {
    const a = newMnemonic();
    const b = newMnemonic();
    expect(a.split(' ')).toHaveLength(24);
    expect(a).not.toBe(b);
    expect(isValidMnemonic(a)).toBe(true);
    expect(() => HDNodeWallet.fromPhrase(a)).not.toThrow();
  });
});

describe('isValidMnemonic', () => {
  it('refuses a wrong checksum, a word outside the list and a wrong length', () => {
    const words = (PHRASES[1] ?? '').split(' ');
    expect(isValidMnemonic(words.slice(0, -1).concat('abandon').join(' '))).toBe(false);
    expect(isValidMnemonic(words.slice(0, -1).concat('bitcoinz').join(' '))).toBe(false);
    expect(isValidMnemonic(words.slice(0, 23).join(' '))).toBe(false);
    expect(isValidMnemonic('')).toBe(false);
  });
});

describe('toChecksumAddress', () => {
  it('matches the EIP-55 examples', () => {
    for (const address of [
      '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed',
      '0xfB6916095ca1df60bB79Ce92cE3Ea74c37c5d359',
      '0xdbF03B407c01E7cD3CBea99509d93f8DDDC8C6FB',
      '0xD1220A0cf47c7B9Be7A2E6BA89F429762e7b9aDb',
    ]) {
      expect(toChecksumAddress(address.toLowerCase())).toBe(address);
    }
  });

  it('normalizes spacing and case of a phrase', () => {
    expect(normalizeMnemonic('  Abandon\tABOUT \n')).toBe('abandon about');
  });
});
