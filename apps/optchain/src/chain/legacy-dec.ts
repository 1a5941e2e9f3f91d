import { utf8ToBytes } from '@noble/hashes/utils.js';

/**
 * The SDK's LegacyDec, held as its atomics (the value x 10^18, a bigint), and the three ways it
 * travels: REST writes 18 decimals, protobuf `string` fields carry the atomics' digits, and
 * `bytes` fields (mint's inflation, slashing's fractions, v1beta1 gov's tally) their ASCII.
 */
const SCALE = 10n ** 18n;

/** numerator / denominator as atomics, rounded down. */
export const decRatio = (numerator: bigint, denominator: bigint): bigint =>
  (numerator * SCALE) / denominator;

export const decBps = (bps: number): bigint => BigInt(bps) * 10n ** 14n;

/** REST: `0.120000000000000000`. */
export function decText(atomics: bigint): string {
  const digits = atomics.toString().padStart(19, '0');
  return `${digits.slice(0, -18)}.${digits.slice(-18)}`;
}

/** A protobuf `bytes` LegacyDec. */
export const decBytes = (atomics: bigint): Uint8Array => utf8ToBytes(atomics.toString());
