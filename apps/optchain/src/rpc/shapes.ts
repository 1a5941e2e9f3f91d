import { base64 } from '@scure/base';
import { EMPTY_HASH, legacyPartsOf, type BlockId, type Commit } from '../chain/block';
import type { ValidatorKey } from '../chain/comet/validator-key';
import { COMET_BLOCK_PROTOCOL } from '../chain/params';
import type { StoredBlock, StoredResult, StoredTx } from '../store/block-store';

/** CometBFT's JSON shapes (0.38), built from the stored block log. */

/** RFC 3339 with nanoseconds, as CometBFT writes times. */
export const cometTime = (ms: number) =>
  new Date(ms).toISOString().replace(/\.(\d{3})Z$/, '.$1000000Z');

function blockIdJson(id: BlockId) {
  return { hash: id.hash, parts: { total: id.parts.total, hash: id.parts.hash } };
}

const LEGACY_NO_BLOCK: BlockId = { hash: '', parts: { total: 0, hash: '' } };

/** A block's id: its hash and part set header. */
export const blockIdOf = (block: Pick<StoredBlock, 'hash' | 'parts'>) =>
  blockIdJson({ hash: block.hash, parts: block.parts });

/**
 * The block's header: CometBFT's, as the block's hash covers it; a block written before the node
 * had a validator key has placeholder hashes (its hash is not the header's).
 */
export function headerJson(chainId: string, block: StoredBlock, validator: ValidatorKey) {
  const common = {
    version: { block: COMET_BLOCK_PROTOCOL, app: '0' },
    chain_id: chainId,
    height: String(block.height),
    time: cometTime(block.time),
  };
  const header = block.comet?.header;
  if (!header) {
    return {
      ...common,
      last_block_id: block.lastBlockHash
        ? blockIdJson({ hash: block.lastBlockHash, parts: legacyPartsOf(block.lastBlockHash) })
        : LEGACY_NO_BLOCK,
      last_commit_hash: block.lastBlockHash ? block.lastBlockHash : EMPTY_HASH,
      data_hash: block.dataHash,
      validators_hash: EMPTY_HASH,
      next_validators_hash: EMPTY_HASH,
      consensus_hash: EMPTY_HASH,
      app_hash: block.appHash,
      last_results_hash: EMPTY_HASH,
      evidence_hash: EMPTY_HASH,
      proposer_address: validator.address,
    };
  }
  return {
    ...common,
    last_block_id: blockIdJson(header.lastBlockId),
    last_commit_hash: header.lastCommitHash,
    data_hash: header.dataHash,
    validators_hash: header.validatorsHash,
    next_validators_hash: header.nextValidatorsHash,
    consensus_hash: header.consensusHash,
    app_hash: header.appHash,
    last_results_hash: header.lastResultsHash,
    evidence_hash: header.evidenceHash,
    proposer_address: header.proposerAddress,
  };
}

/** The app hash a block's header carries: the state after the block before it. */
export const headerAppHash = (block: Pick<StoredBlock, 'comet' | 'appHash'>) =>
  block.comet ? block.comet.header.appHash : block.appHash;

export function commitJson(commit: Commit) {
  return {
    height: String(commit.height),
    round: 0,
    block_id: blockIdJson(commit.blockId),
    signatures: commit.signatures.map((s) => ({
      block_id_flag: 2,
      validator_address: s.validatorAddress,
      timestamp: cometTime(s.time),
      signature: s.signature,
    })),
  };
}

/** The block's commit: the validator's signed precommit (none for a block before the key). */
export function blockCommit(chainId: string, block: StoredBlock, validator: ValidatorKey): Commit {
  return block.comet
    ? validator.commit(chainId, block)
    : { height: block.height, blockId: { hash: block.hash, parts: block.parts }, signatures: [] };
}

export function blockJson(chainId: string, block: StoredBlock, validator: ValidatorKey) {
  const lastCommit: Commit = block.comet?.lastCommit ?? {
    height: Math.max(block.height - 1, 0),
    blockId: block.lastBlockHash
      ? { hash: block.lastBlockHash, parts: legacyPartsOf(block.lastBlockHash) }
      : LEGACY_NO_BLOCK,
    signatures: [],
  };
  return {
    block_id: blockIdOf(block),
    block: {
      header: headerJson(chainId, block, validator),
      data: { txs: block.txs.map((t) => base64.encode(t.bytes)) },
      evidence: { evidence: [] },
      last_commit: commitJson(lastCommit),
    },
  };
}

export function txResultJson(result: StoredResult) {
  return {
    code: result.code,
    data: result.data,
    log: result.log,
    info: '',
    gas_wanted: result.gas_wanted,
    gas_used: result.gas_used,
    events: result.events,
    codespace: result.codespace,
  };
}

export function txJson(tx: StoredTx) {
  return {
    hash: tx.hash,
    height: String(tx.height),
    index: tx.index,
    tx_result: txResultJson(tx.result),
    tx: base64.encode(tx.bytes),
  };
}

/** The node's validator as /validators and genesis list it. */
export function validatorJson(validator: ValidatorKey) {
  return {
    address: validator.address,
    pub_key: { type: 'tendermint/PubKeyEd25519', value: base64.encode(validator.pubKey) },
    voting_power: String(validator.power),
    proposer_priority: '0',
  };
}
