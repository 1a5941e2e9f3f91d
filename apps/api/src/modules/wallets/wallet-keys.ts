import { secp256k1 } from '@noble/curves/secp256k1.js';
import { ripemd160 } from '@noble/hashes/legacy.js';
import { sha256 } from '@noble/hashes/sha2.js';
import { keccak_256 } from '@noble/hashes/sha3.js';
import { bytesToHex, utf8ToBytes } from '@noble/hashes/utils.js';
import { NATIVE_ADDRESS_PREFIX } from '@optwallet/domain';
import { bech32 } from '@scure/base';
import { HDKey } from '@scure/bip32';
import { generateMnemonic, validateMnemonic } from '@scure/bip39';
import { wordlist } from '@scure/bip39/wordlists/english.js';
import { seedOf } from '../../lib/crypto';

/** Cosmos SDK coin type 118: the native account (the same key on optchain-1 and its testnet). */
const NATIVE_HD_PATH = "m/44'/118'/0'/0/0";
/** Ethereum coin type 60. */
const EVM_HD_PATH = "m/44'/60'/0'/0/0";

export interface WalletAddresses {
  nativeAddress: string;
  evmAddress: string;
}

/** A fresh 24-word BIP39 phrase (256 bits of entropy). */
export function newMnemonic(): string {
  return generateMnemonic(wordlist, 256);
}

/** One space between lowercase words: how a phrase typed or pasted by a person is read. */
export function normalizeMnemonic(input: string): string {
  return input.trim().toLowerCase().split(/\s+/).join(' ');
}

/** A phrase of the English list with a valid checksum (12 to 24 words). */
export function isValidMnemonic(mnemonic: string): boolean {
  return validateMnemonic(normalizeMnemonic(mnemonic), wordlist);
}

function publicKeyAt(root: HDKey, path: string): Uint8Array {
  const key = root.derive(path).publicKey;
  if (!key) throw new Error(`No public key at ${path}`);
  return key;
}

/** bech32(prefix, ripemd160(sha256(compressed secp256k1 public key))), as Cosmos SDK accounts. */
function nativeAddressOf(compressedPublicKey: Uint8Array): string {
  return bech32.encode(
    NATIVE_ADDRESS_PREFIX,
    bech32.toWords(ripemd160(sha256(compressedPublicKey))),
  );
}

/** EIP-55: a hex letter is upper case when the matching nibble of keccak(lowercase hex) is >= 8. */
export function toChecksumAddress(hex40: string): string {
  const lower = hex40.toLowerCase().replace(/^0x/, '');
  const hash = bytesToHex(keccak_256(utf8ToBytes(lower)));
  let out = '0x';
  for (let i = 0; i < lower.length; i += 1) {
    const char = lower.charAt(i);
    out += Number.parseInt(hash.charAt(i), 16) >= 8 ? char.toUpperCase() : char;
  }
  return out;
}

/** Last 20 bytes of keccak(uncompressed public key without its 0x04 prefix), EIP-55 cased. */
function evmAddressOf(compressedPublicKey: Uint8Array): string {
  const uncompressed = secp256k1.Point.fromBytes(compressedPublicKey).toBytes(false);
  return toChecksumAddress(bytesToHex(keccak_256(uncompressed.subarray(1)).subarray(-20)));
}

/** Both account addresses of a phrase (no BIP39 passphrase). */
export async function deriveAddresses(mnemonic: string): Promise<WalletAddresses> {
  const root = HDKey.fromMasterSeed(await seedOf(normalizeMnemonic(mnemonic)));
  return {
    nativeAddress: nativeAddressOf(publicKeyAt(root, NATIVE_HD_PATH)),
    evmAddress: evmAddressOf(publicKeyAt(root, EVM_HD_PATH)),
  };
}
