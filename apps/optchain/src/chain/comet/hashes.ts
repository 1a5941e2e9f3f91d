import { sha256 } from '@noble/hashes/sha2.js';
import { ExecTxResult } from 'cosmjs-types/tendermint/abci/types';
import { PublicKey } from 'cosmjs-types/tendermint/crypto/keys';
import { Timestamp } from 'cosmjs-types/google/protobuf/timestamp';
import { Block } from 'cosmjs-types/tendermint/types/block';
import { HashedParams } from 'cosmjs-types/tendermint/types/params';
import type { Commit as CommitProto, Header } from 'cosmjs-types/tendermint/types/types';
import { BlockID, CommitSig as CommitSigProto } from 'cosmjs-types/tendermint/types/types';
import { SimpleValidator } from 'cosmjs-types/tendermint/types/validator';
import { Consensus } from 'cosmjs-types/tendermint/version/types';
import type { CometHeader, Commit, PartSetHeader, TxResult } from '../block';
import { COMET_BLOCK_PROTOCOL } from '../params';
import { blockIdProto, commitSigProto, hexBytes, timestampOf, upperHex, wrapped } from './encoding';
import { merkleRoot } from './merkle';

/** The Merkle root of nothing (CometBFT's empty evidence, no transactions, no results). */
export const EMPTY_MERKLE = upperHex(merkleRoot([]));

/** CometBFT's `BlockPartSizeBytes`. */
const PART_SIZE = 65_536;

/** The consensus parameters the node's genesis declares (genesis, consensus_params). */
export const CONSENSUS_PARAMS = {
  block: { max_bytes: '22020096', max_gas: '-1' },
  evidence: {
    max_age_num_blocks: '100000',
    max_age_duration: '172800000000000',
    max_bytes: '1048576',
  },
  validator: { pub_key_types: ['ed25519'] },
  version: { app: '0' },
  abci: { vote_extensions_enable_height: '0' },
} as const;

/** `ConsensusParams.Hash`: sha256 of HashedParams (the block's max bytes and max gas). */
export const CONSENSUS_HASH = upperHex(
  sha256(
    HashedParams.encode({
      blockMaxBytes: BigInt(CONSENSUS_PARAMS.block.max_bytes),
      blockMaxGas: BigInt(CONSENSUS_PARAMS.block.max_gas),
    }).finish(),
  ),
);

/** `ValidatorSet.Hash`: the Merkle root of each validator's SimpleValidator (key, power). */
export function validatorSetHash(
  validators: readonly { pubKey: Uint8Array; power: bigint }[],
): string {
  return upperHex(
    merkleRoot(
      validators.map((v) =>
        SimpleValidator.encode({
          pubKey: PublicKey.fromPartial({ ed25519: v.pubKey }),
          votingPower: v.power,
        }).finish(),
      ),
    ),
  );
}

/** `Txs.Hash`: the Merkle root of the transactions' sha256 hashes. */
export const txsHash = (txs: readonly Uint8Array[]): string =>
  upperHex(merkleRoot(txs.map((tx) => sha256(tx))));

/** `ABCIResults.Hash`: the Merkle root of each result's deterministic part (code, data, gas). */
export const resultsHash = (results: readonly TxResult[]): string =>
  upperHex(
    merkleRoot(
      results.map((r) =>
        ExecTxResult.encode(
          ExecTxResult.fromPartial({
            code: r.code,
            data: r.data,
            gasWanted: r.gasWanted,
            gasUsed: r.gasUsed,
          }),
        ).finish(),
      ),
    ),
  );

const commitProto = (commit: Commit): CommitProto => ({
  height: BigInt(commit.height),
  round: 0,
  blockId: blockIdProto(commit.blockId),
  signatures: commit.signatures.map(commitSigProto),
});

/** `Commit.Hash`: the Merkle root of its signatures' protobuf encodings. */
export const commitHash = (commit: Commit): string =>
  upperHex(
    merkleRoot(commit.signatures.map((s) => CommitSigProto.encode(commitSigProto(s)).finish())),
  );

export interface HeaderOf {
  chainId: string;
  height: number;
  time: number;
  header: CometHeader;
}

export function headerProto({ chainId, height, time, header }: HeaderOf): Header {
  return {
    version: { block: BigInt(COMET_BLOCK_PROTOCOL), app: 0n },
    chainId,
    height: BigInt(height),
    time: timestampOf(time),
    lastBlockId: blockIdProto(header.lastBlockId),
    lastCommitHash: hexBytes(header.lastCommitHash),
    dataHash: hexBytes(header.dataHash),
    validatorsHash: hexBytes(header.validatorsHash),
    nextValidatorsHash: hexBytes(header.nextValidatorsHash),
    consensusHash: hexBytes(header.consensusHash),
    appHash: hexBytes(header.appHash),
    lastResultsHash: hexBytes(header.lastResultsHash),
    evidenceHash: hexBytes(header.evidenceHash),
    proposerAddress: hexBytes(header.proposerAddress),
  };
}

/** `Header.Hash`: the Merkle root of its fields' encodings, in the header's order. */
export function headerHash(h: Header): string {
  return upperHex(
    merkleRoot([
      Consensus.encode(h.version).finish(),
      wrapped(h.chainId),
      wrapped(h.height),
      Timestamp.encode(h.time).finish(),
      BlockID.encode(h.lastBlockId).finish(),
      wrapped(h.lastCommitHash),
      wrapped(h.dataHash),
      wrapped(h.validatorsHash),
      wrapped(h.nextValidatorsHash),
      wrapped(h.consensusHash),
      wrapped(h.appHash),
      wrapped(h.lastResultsHash),
      wrapped(h.evidenceHash),
      wrapped(h.proposerAddress),
    ]),
  );
}

/** `Block.MakePartSet`: the block's protobuf encoding cut in 64 KB parts, their Merkle root. */
export function partSetHeaderOf(
  of: HeaderOf,
  txs: readonly Uint8Array[],
  lastCommit: Commit,
): PartSetHeader {
  const bytes = Block.encode({
    header: headerProto(of),
    data: { txs: [...txs] },
    evidence: { evidence: [] },
    lastCommit: commitProto(lastCommit),
  }).finish();
  const parts: Uint8Array[] = [];
  for (let from = 0; from < bytes.length; from += PART_SIZE)
    parts.push(bytes.slice(from, from + PART_SIZE));
  return { total: parts.length, hash: upperHex(merkleRoot(parts)) };
}
