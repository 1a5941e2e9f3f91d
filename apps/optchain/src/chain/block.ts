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
  /** A hash over everything the block did, chained: replay must reproduce it exactly. */
  appHash: string;
  txs: DeliveredTx[];
  /** finalize_block_events: unbondings and moves completed, rewards paid. */
  events: AbciEvent[];
}

const hex = (bytes: Uint8Array) => bytesToHex(bytes).toUpperCase();
export const EMPTY_HASH = hex(sha256(new Uint8Array()));

export function dataHashOf(txHashes: readonly string[]): string {
  return hex(sha256(utf8ToBytes(txHashes.join(''))));
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

/** The header's hash: the chain, height, time, parent and contents. */
export function blockHashOf(
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
