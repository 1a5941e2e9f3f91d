import { sha256 } from '@noble/hashes/sha2.js';
import { bytesToHex, utf8ToBytes } from '@noble/hashes/utils.js';
import type { AbciEvent } from './events';

/** A transaction's result as a block records it: code 0, or its failing message's (fee paid). */
export interface TxResult {
  code: number;
  codespace: string;
  log: string;
  data: Uint8Array;
  gasWanted: bigint;
  gasUsed: bigint;
  events: AbciEvent[];
}

export interface DeliveredTx {
  hash: string;
  bytes: Uint8Array;
  result: TxResult;
}

/** CometBFT's part set header: the block's protobuf encoding in 64 KB parts, their Merkle root. */
export interface PartSetHeader {
  total: number;
  /** Upper-case hex, '' for none. */
  hash: string;
}

export interface BlockId {
  hash: string;
  parts: PartSetHeader;
}

/** A validator's precommit for a block, as a commit carries it (block_id_flag COMMIT). */
export interface CommitSig {
  validatorAddress: string;
  /** The vote's timestamp, epoch ms. */
  time: number;
  /** ed25519 over the vote's canonical sign bytes, base64. */
  signature: string;
}

export interface Commit {
  height: number;
  blockId: BlockId;
  signatures: CommitSig[];
}

/** The CometBFT header fields (besides chain id, height and time) that its hash covers. */
export interface CometHeader {
  lastBlockId: BlockId;
  lastCommitHash: string;
  dataHash: string;
  validatorsHash: string;
  nextValidatorsHash: string;
  consensusHash: string;
  /** The app hash after the previous block (at height 1, after genesis: `genesisAppHashOf`). */
  appHash: string;
  lastResultsHash: string;
  evidenceHash: string;
  proposerAddress: string;
}

/** A block as the node commits it: its time, its transactions and what it settled. */
export interface SealedBlock {
  height: number;
  /** Block time (the chain's clock: wall clock plus the devnet offset), epoch ms. */
  time: number;
  /** The devnet offset in force for this block, ms. */
  offsetMs: number;
  hash: string;
  lastBlockHash: string;
  dataHash: string;
  /**
   * The app hash after this block: a hash over everything the block did, chained (replay must
   * reproduce it exactly). The next block's header carries it, as CometBFT's.
   */
  appHash: string;
  parts: PartSetHeader;
  /**
   * The CometBFT header and the previous block's commit (`hash` is then the header's hash);
   * undefined for a block written before the node had a validator key (`hash` is then
   * `legacyBlockHashOf`, and the header is served with placeholder hashes, without signatures).
   */
  comet: { header: CometHeader; lastCommit: Commit } | undefined;
  txs: DeliveredTx[];
  /** finalize_block_events: unbondings and moves completed, rewards paid. */
  events: AbciEvent[];
}

const hex = (bytes: Uint8Array) => bytesToHex(bytes).toUpperCase();
export const EMPTY_HASH = hex(sha256(new Uint8Array()));

/** The part set header served for a block written before the validator key. */
export const legacyPartsOf = (hash: string): PartSetHeader => ({
  total: 1,
  hash: [...hash].reverse().join(''),
});

export function legacyDataHashOf(txHashes: readonly string[]): string {
  return hex(sha256(utf8ToBytes(txHashes.join(''))));
}

/**
 * The app hash after InitChain (block 1's header carries it): the chain's genesis, which
 * `buildGenesis` makes from the chain id and genesis time alone.
 */
export function genesisAppHashOf(chainId: string, genesisTime: number): string {
  return hex(sha256(utf8ToBytes(JSON.stringify(['genesis', chainId, genesisTime]))));
}

/** Chained over the previous app hash, the block's transactions, results and settled events. */
export function appHashOf(
  lastAppHash: string,
  height: number,
  txs: readonly DeliveredTx[],
  events: readonly AbciEvent[],
): string {
  const results = txs.map((t) => [
    t.hash,
    t.result.code,
    t.result.gasUsed.toString(),
    t.result.events,
  ]);
  return hex(sha256(utf8ToBytes(JSON.stringify([lastAppHash, height, results, events]))));
}

/** A block written before the validator key: its hash over the chain, height, time, parent, contents. */
export function legacyBlockHashOf(
  chainId: string,
  block: Pick<SealedBlock, 'height' | 'time' | 'lastBlockHash' | 'dataHash' | 'appHash'>,
): string {
  return hex(
    sha256(
      utf8ToBytes(
        JSON.stringify([
          chainId,
          block.height,
          block.time,
          block.lastBlockHash,
          block.dataHash,
          block.appHash,
        ]),
      ),
    ),
  );
}
