import { ed25519 } from '@noble/curves/ed25519.js';
import { secp256k1 } from '@noble/curves/secp256k1.js';
import { ripemd160 } from '@noble/hashes/legacy.js';
import { sha256 } from '@noble/hashes/sha2.js';
import { bytesToHex, hexToBytes, utf8ToBytes } from '@noble/hashes/utils.js';
import { bech32 } from '@scure/base';
import { BECH32_CONFIG, BECH32_PREFIX, VALOPER_PREFIX } from './params';

/** Cosmos account address of a compressed secp256k1 key: bech32(ripemd160(sha256(key))). */
export function addressOfPubKey(pubKey: Uint8Array): string {
  return bech32.encode(BECH32_PREFIX, bech32.toWords(ripemd160(sha256(pubKey))));
}

/** The 20 bytes behind a bech32 address of the given prefix, or undefined. */
function addressBytes(address: string, prefix: string): Uint8Array | undefined {
  try {
    const decoded = bech32.decode(address as `${string}1${string}`);
    const bytes = bech32.fromWords(decoded.words);
    return decoded.prefix === prefix && bytes.length === 20 ? bytes : undefined;
  } catch {
    return undefined;
  }
}

/** The account address behind an operator address (same bytes), or undefined. */
export function accountOfOperator(operator: string): string | undefined {
  const bytes = addressBytes(operator, VALOPER_PREFIX);
  return bytes && bech32.encode(BECH32_PREFIX, bech32.toWords(bytes));
}

/**
 * A secp256k1 signature (64 bytes, low S) over sha256 of the signed bytes: the SignDoc for
 * SIGN_MODE_DIRECT, the amino JSON document for SIGN_MODE_LEGACY_AMINO_JSON.
 */
export function verifySignature(
  signature: Uint8Array,
  signDoc: Uint8Array,
  pubKey: Uint8Array,
): boolean {
  if (signature.length !== 64) return false;
  try {
    return secp256k1.verify(signature, signDoc, pubKey);
  } catch {
    return false;
  }
}

export function signDirect(signDoc: Uint8Array, secretKey: Uint8Array): Uint8Array {
  return secp256k1.sign(signDoc, secretKey);
}

/** A devnet key derived from a label (the faucet's): public knowledge, never for real funds. */
export function devnetKey(label: string): { secretKey: Uint8Array; pubKey: Uint8Array } {
  const secretKey = sha256(utf8ToBytes(`optchain devnet key: ${label}`));
  return { secretKey, pubKey: secp256k1.getPublicKey(secretKey, true) };
}

/**
 * A validator's consensus key (ed25519), derived from its operator address: the devnet has no
 * real consensus, but explorers and cosmjs read a key, an address and a voting power.
 */
export function consensusKey(operator: string): { pubKey: Uint8Array; address: string } {
  const pubKey = ed25519.getPublicKey(sha256(utf8ToBytes(`optchain consensus: ${operator}`)));
  return { pubKey, address: bytesToHex(sha256(pubKey).slice(0, 20)).toUpperCase() };
}

/** A validator's consensus address as the SDK writes it: bech32 `optvalcons1…`. */
export function consensusBech32(operator: string): string {
  const bytes = hexToBytes(consensusKey(operator).address.toLowerCase());
  return bech32.encode(BECH32_CONFIG.bech32PrefixConsAddr, bech32.toWords(bytes));
}
