import { sha256 } from '@noble/hashes/sha2.js';
import { bytesToHex, utf8ToBytes } from '@noble/hashes/utils.js';
import type { ChainKind } from './config';

/** Deterministic transaction hash: upper-case hex on Cosmos chains, 0x-prefixed on EVM. */
export function txHash(kind: ChainKind, parts: readonly (string | number | bigint)[]): string {
  const hex = bytesToHex(sha256(utf8ToBytes(parts.map(String).join('|'))));
  return kind === 'native' ? hex.toUpperCase() : `0x${hex}`;
}
