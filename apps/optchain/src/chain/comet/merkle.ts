import { sha256 } from '@noble/hashes/sha2.js';
import { concatBytes } from '@noble/hashes/utils.js';

const LEAF = Uint8Array.of(0);
const INNER = Uint8Array.of(1);

/** The largest power of two below `n` (n > 1): where CometBFT splits a tree. */
function splitPoint(n: number): number {
  let k = 1;
  while (k * 2 < n) k *= 2;
  return k;
}

/**
 * CometBFT's `merkle.HashFromByteSlices` (RFC 6962): a leaf is sha256(0x00 ‖ item), a node
 * sha256(0x01 ‖ left ‖ right); no items hash to sha256 of nothing.
 */
export function merkleRoot(items: readonly Uint8Array[]): Uint8Array {
  if (items.length === 0) return sha256(new Uint8Array());
  if (items.length === 1) return sha256(concatBytes(LEAF, items[0] ?? new Uint8Array()));
  const k = splitPoint(items.length);
  return sha256(concatBytes(INNER, merkleRoot(items.slice(0, k)), merkleRoot(items.slice(k))));
}
