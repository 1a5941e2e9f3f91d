import { hex } from '@scure/base';
import { BinaryWriter } from 'cosmjs-types/binary';
import type { Timestamp } from 'cosmjs-types/google/protobuf/timestamp';
import type { BlockID, CommitSig as CommitSigProto } from 'cosmjs-types/tendermint/types/types';
import { BlockIDFlag } from 'cosmjs-types/tendermint/types/validator';
import type { BlockId, CommitSig } from '../block';

/** Upper-case hex (CometBFT's JSON) to bytes; '' is no bytes. */
export const hexBytes = (upper: string): Uint8Array => hex.decode(upper.toLowerCase());
export const upperHex = (bytes: Uint8Array): string => hex.encode(bytes).toUpperCase();

/** google.protobuf.Timestamp of an epoch-ms time (gogoproto's StdTime). */
export function timestampOf(ms: number): Timestamp {
  const seconds = Math.floor(ms / 1000);
  return { seconds: BigInt(seconds), nanos: (ms - seconds * 1000) * 1_000_000 };
}

export const blockIdProto = (id: BlockId): BlockID => ({
  hash: hexBytes(id.hash),
  partSetHeader: { total: id.parts.total, hash: hexBytes(id.parts.hash) },
});

export const commitSigProto = (sig: CommitSig): CommitSigProto => ({
  blockIdFlag: BlockIDFlag.BLOCK_ID_FLAG_COMMIT,
  validatorAddress: hexBytes(sig.validatorAddress),
  timestamp: timestampOf(sig.time),
  signature: Uint8Array.from(Buffer.from(sig.signature, 'base64')),
});

/**
 * CometBFT's `cdcEncode`: a header field wrapped in its gogoproto well-known wrapper
 * (StringValue, Int64Value, BytesValue: field 1, omitted when empty or zero).
 */
export function wrapped(value: string | bigint | Uint8Array): Uint8Array {
  const writer = BinaryWriter.create();
  if (typeof value === 'string') {
    if (value !== '') writer.uint32(10).string(value);
  } else if (typeof value === 'bigint') {
    if (value !== 0n) writer.uint32(8).int64(value);
  } else if (value.length > 0) {
    writer.uint32(10).bytes(value);
  }
  return writer.finish();
}
