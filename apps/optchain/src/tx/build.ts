import { MsgSend } from 'cosmjs-types/cosmos/bank/v1beta1/tx';
import { PubKey } from 'cosmjs-types/cosmos/crypto/secp256k1/keys';
import { SignMode } from 'cosmjs-types/cosmos/tx/signing/v1beta1/signing';
import { AuthInfo, SignDoc, TxBody, TxRaw } from 'cosmjs-types/cosmos/tx/v1beta1/tx';
import type { Any } from 'cosmjs-types/google/protobuf/any';
import { signDirect } from '../chain/keys';
import { DENOM } from '../chain/params';

export interface Signer {
  address: string;
  secretKey: Uint8Array;
  pubKey: Uint8Array;
  accountNumber: bigint;
  sequence: bigint;
}

/** Messages signed (SIGN_MODE_DIRECT) by a key the node holds: TxRaw bytes. */
export function signedTx(
  chainId: string,
  signer: Signer,
  messages: Any[],
  fee: { amount: bigint; gas: bigint },
  memo: string,
): Uint8Array {
  const bodyBytes = TxBody.encode(TxBody.fromPartial({ messages, memo })).finish();
  const authInfoBytes = AuthInfo.encode(
    AuthInfo.fromPartial({
      signerInfos: [
        {
          publicKey: {
            typeUrl: '/cosmos.crypto.secp256k1.PubKey',
            value: PubKey.encode({ key: signer.pubKey }).finish(),
          },
          modeInfo: { single: { mode: SignMode.SIGN_MODE_DIRECT } },
          sequence: signer.sequence,
        },
      ],
      fee: { amount: [{ denom: DENOM, amount: fee.amount.toString() }], gasLimit: fee.gas },
    }),
  ).finish();
  const doc = SignDoc.encode({
    bodyBytes,
    authInfoBytes,
    chainId,
    accountNumber: signer.accountNumber,
  }).finish();
  return TxRaw.encode({
    bodyBytes,
    authInfoBytes,
    signatures: [signDirect(doc, signer.secretKey)],
  }).finish();
}

/** A MsgSend signed by a key the node holds: the devnet faucet's. */
export function signedSend(
  chainId: string,
  signer: Signer,
  to: string,
  amount: bigint,
  fee: { amount: bigint; gas: bigint },
  memo: string,
): Uint8Array {
  const send = MsgSend.encode({
    fromAddress: signer.address,
    toAddress: to,
    amount: [{ denom: DENOM, amount: amount.toString() }],
  }).finish();
  return signedTx(chainId, signer, [{ typeUrl: MsgSend.typeUrl, value: send }], fee, memo);
}
