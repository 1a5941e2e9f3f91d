import { secp256k1 } from '@noble/curves/secp256k1.js';
import { MsgSend } from 'cosmjs-types/cosmos/bank/v1beta1/tx';
import { TxRaw } from 'cosmjs-types/cosmos/tx/v1beta1/tx';
import { describe, expect, it } from 'vitest';
import { addressOfPubKey } from '../chain/keys';
import { signedSend } from './build';
import { decodeTx, signDocBytes } from './decode';
import { verifySignature } from '../chain/keys';

const key = secp256k1.utils.randomSecretKey();
const pubKey = secp256k1.getPublicKey(key, true);
const signer = {
  address: addressOfPubKey(pubKey),
  secretKey: key,
  pubKey,
  accountNumber: 7n,
  sequence: 3n,
};
const to = addressOfPubKey(secp256k1.getPublicKey(secp256k1.utils.randomSecretKey(), true));

describe('decodeTx', () => {
  it('reads a signed MsgSend: signer, key, sequence, fee, gas, memo, and the SignDoc it signed', () => {
    const bytes = signedSend(
      'optchain-1',
      signer,
      to,
      42n,
      { amount: 5_000n, gas: 200_000n },
      'hello',
    );
    const tx = decodeTx(bytes);
    expect(tx).toMatchObject({
      signer: signer.address,
      sequence: 3n,
      fee: 5_000n,
      gasLimit: 200_000n,
      memo: 'hello',
    });
    expect(tx.messages).toEqual([
      { type: 'send', typeUrl: MsgSend.typeUrl, from: signer.address, to, amount: 42n },
    ]);
    expect(tx.hash).toMatch(/^[0-9A-F]{64}$/);
    expect(verifySignature(tx.signature, signDocBytes(tx, 'optchain-1', 7n), pubKey)).toBe(true);
    expect(verifySignature(tx.signature, signDocBytes(tx, 'optchain-2', 7n), pubKey)).toBe(false);
    expect(verifySignature(tx.signature, signDocBytes(tx, 'optchain-1', 8n), pubKey)).toBe(false);
  });

  it('refuses garbage (2), an unknown message (2), another denom (10) and a second signature (4)', () => {
    expect(() => decodeTx(new Uint8Array([1, 2, 3, 4]))).toThrow(
      expect.objectContaining({ code: 2 }),
    );
    const good = TxRaw.decode(
      signedSend('optchain-1', signer, to, 1n, { amount: 5_000n, gas: 200_000n }, ''),
    );
    const twoSignatures = TxRaw.encode({
      ...good,
      signatures: [...good.signatures, ...good.signatures],
    }).finish();
    expect(() => decodeTx(twoSignatures)).toThrow(expect.objectContaining({ code: 4 }));
  });
});
