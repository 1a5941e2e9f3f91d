import { DirectSecp256k1Wallet } from '@cosmjs/proto-signing';
import { secp256k1 } from '@noble/curves/secp256k1.js';
import { describe, expect, it } from 'vitest';
import { accountOfOperator, addressOfPubKey, signDirect, verifySignature } from './keys';

describe('keys', () => {
  it('derives the address cosmjs derives for the same key', async () => {
    const key = secp256k1.utils.randomSecretKey();
    const [account] = await (await DirectSecp256k1Wallet.fromKey(key, 'opt')).getAccounts();
    expect(addressOfPubKey(secp256k1.getPublicKey(key, true))).toBe(account?.address);
  });

  it('verifies a direct signature and refuses another message or key', () => {
    const key = secp256k1.utils.randomSecretKey();
    const other = secp256k1.utils.randomSecretKey();
    const doc = new Uint8Array([1, 2, 3]);
    const sig = signDirect(doc, key);
    expect(verifySignature(sig, doc, secp256k1.getPublicKey(key, true))).toBe(true);
    expect(verifySignature(sig, new Uint8Array([1, 2, 4]), secp256k1.getPublicKey(key, true))).toBe(
      false,
    );
    expect(verifySignature(sig, doc, secp256k1.getPublicKey(other, true))).toBe(false);
    expect(verifySignature(new Uint8Array(3), doc, secp256k1.getPublicKey(key, true))).toBe(false);
  });

  it('maps an operator address to its account and refuses anything else', () => {
    const account = addressOfPubKey(
      secp256k1.getPublicKey(secp256k1.utils.randomSecretKey(), true),
    );
    expect(accountOfOperator(account)).toBeUndefined();
    expect(accountOfOperator('optvaloper1nonsense')).toBeUndefined();
  });
});
