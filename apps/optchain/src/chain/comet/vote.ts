import { BinaryWriter } from 'cosmjs-types/binary';
import { Timestamp } from 'cosmjs-types/google/protobuf/timestamp';
import { SignedMsgType } from 'cosmjs-types/tendermint/types/types';
import type { BlockId } from '../block';
import { hexBytes, timestampOf } from './encoding';

export interface VoteOf {
  chainId: string;
  type: SignedMsgType;
  height: number;
  round: number;
  /** Undefined for a vote for no block (nil). */
  blockId: BlockId | undefined;
  /** Epoch ms. */
  time: number;
}

/**
 * CometBFT's `VoteSignBytes`: the CanonicalVote (type, height and round as sfixed64, the
 * canonical block id, timestamp, chain id), length-delimited. Vote extensions are signed apart.
 */
export function voteSignBytes(vote: VoteOf): Uint8Array {
  const body = BinaryWriter.create();
  if (vote.type !== SignedMsgType.SIGNED_MSG_TYPE_UNKNOWN) body.uint32(8).int32(vote.type);
  if (vote.height !== 0) body.uint32(17).sfixed64(BigInt(vote.height));
  if (vote.round !== 0) body.uint32(25).sfixed64(BigInt(vote.round));
  if (vote.blockId) {
    const id = body.uint32(34).fork();
    const hash = hexBytes(vote.blockId.hash);
    if (hash.length > 0) id.uint32(10).bytes(hash);
    const parts = id.uint32(18).fork();
    if (vote.blockId.parts.total !== 0) parts.uint32(8).uint32(vote.blockId.parts.total);
    const partsHash = hexBytes(vote.blockId.parts.hash);
    if (partsHash.length > 0) parts.uint32(18).bytes(partsHash);
    parts.ldelim();
    id.ldelim();
  }
  Timestamp.encode(timestampOf(vote.time), body.uint32(42).fork()).ldelim();
  if (vote.chainId !== '') body.uint32(50).string(vote.chainId);
  const bytes = body.finish();
  return BinaryWriter.create().bytes(bytes).finish();
}
