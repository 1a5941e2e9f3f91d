import { sha256 } from '@noble/hashes/sha2.js';
import { bytesToHex, utf8ToBytes } from '@noble/hashes/utils.js';

/** Deterministic transaction hash, upper-case hex as Cosmos chains write it. */
export function txHash(parts: readonly (string | number | bigint)[]): string {
  return bytesToHex(sha256(utf8ToBytes(parts.map(String).join('|')))).toUpperCase();
}
