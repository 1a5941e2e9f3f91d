import { sha256 } from '@noble/hashes/sha2.js';
import { bytesToHex } from '@noble/hashes/utils.js';
import { PubKey } from 'cosmjs-types/cosmos/crypto/secp256k1/keys';
import { SignMode } from 'cosmjs-types/cosmos/tx/signing/v1beta1/signing';
import { AuthInfo, SignDoc, TxBody, TxRaw } from 'cosmjs-types/cosmos/tx/v1beta1/tx';
import { DENOM } from '../chain/params';
import { decodeMsg, signerOf, type ChainMsg } from './messages';
import { sdkError } from './tx-error';

const SECP256K1_PUBKEY = '/cosmos.crypto.secp256k1.PubKey';

/** A transaction decoded and checked for shape (ValidateBasic); nothing about state yet. */
export interface DecodedTx {
  /** Upper-case hex sha256 of the bytes: the CometBFT transaction hash. */
  hash: string;
  bytes: Uint8Array;
  raw: TxRaw;
  body: TxBody;
  authInfo: AuthInfo;
  messages: ChainMsg[];
  memo: string;
  /** The one signer of every message, who pays the fee unless a granter does. */
  signer: string;
  pubKey: Uint8Array | undefined;
  sequence: bigint;
  signMode: SignMode;
  signature: Uint8Array;
  /** The fee offered, uopt. */
  fee: bigint;
  /** Who pays the fee through an allowance to the signer (x/feegrant), when set. */
  feeGranter: string | undefined;
  gasLimit: bigint;
}

export function txHashOf(bytes: Uint8Array): string {
  return bytesToHex(sha256(bytes)).toUpperCase();
}

function feeOf(authInfo: AuthInfo): bigint {
  let fee = 0n;
  for (const coin of authInfo.fee?.amount ?? []) {
    if (coin.denom !== DENOM) {
      throw sdkError.insufficientFee(
        `fee denom ${coin.denom} is not accepted; pay the fee in ${DENOM}`,
      );
    }
    if (!/^\d{1,40}$/.test(coin.amount)) throw sdkError.invalidCoins(`invalid fee ${coin.amount}`);
    fee += BigInt(coin.amount);
  }
  return fee;
}

/** TxRaw bytes → a DecodedTx, or the SDK's decode and ValidateBasic refusals. */
export function decodeTx(bytes: Uint8Array): DecodedTx {
  let raw: TxRaw;
  let body: TxBody;
  let authInfo: AuthInfo;
  try {
    raw = TxRaw.decode(bytes);
    body = TxBody.decode(raw.bodyBytes);
    authInfo = AuthInfo.decode(raw.authInfoBytes);
  } catch {
    throw sdkError.txDecode('cannot decode the transaction');
  }
  if (body.messages.length === 0)
    throw sdkError.invalidRequest('must contain at least one message');
  const messages = body.messages.map(decodeMsg);
  const signers = [...new Set(messages.map(signerOf))];
  if (signers.length !== 1 || !signers[0]) {
    throw sdkError.unauthorized(
      `every message must have the same signer; got ${signers.join(', ')}`,
    );
  }
  const [signerInfo, ...extraSigners] = authInfo.signerInfos;
  if (!signerInfo) throw sdkError.noSignatures('no signer info');
  if (extraSigners.length > 0 || raw.signatures.length !== 1) {
    throw sdkError.unauthorized(
      `wrong number of signers; expected 1, got ${authInfo.signerInfos.length} signer infos and ${raw.signatures.length} signatures`,
    );
  }
  if (authInfo.fee?.payer && authInfo.fee.payer !== signers[0]) {
    throw sdkError.invalidRequest('the fee payer must be the signer');
  }
  let pubKey: Uint8Array | undefined;
  if (signerInfo.publicKey) {
    if (signerInfo.publicKey.typeUrl !== SECP256K1_PUBKEY) {
      throw sdkError.invalidPubKey(`unsupported public key type ${signerInfo.publicKey.typeUrl}`);
    }
    pubKey = PubKey.decode(signerInfo.publicKey.value).key;
  }
  return {
    hash: txHashOf(bytes),
    bytes,
    raw,
    body,
    authInfo,
    messages,
    memo: body.memo,
    signer: signers[0],
    pubKey,
    sequence: signerInfo.sequence,
    signMode: signerInfo.modeInfo?.single?.mode ?? SignMode.SIGN_MODE_UNSPECIFIED,
    signature: raw.signatures[0] ?? new Uint8Array(),
    fee: feeOf(authInfo),
    feeGranter: authInfo.fee?.granter || undefined,
    gasLimit: authInfo.fee?.gasLimit ?? 0n,
  };
}

/** The bytes SIGN_MODE_DIRECT signs: the body and auth info as sent, the chain and the account. */
export function signDocBytes(tx: DecodedTx, chainId: string, accountNumber: bigint): Uint8Array {
  return SignDoc.encode({
    bodyBytes: tx.raw.bodyBytes,
    authInfoBytes: tx.raw.authInfoBytes,
    chainId,
    accountNumber,
  }).finish();
}
