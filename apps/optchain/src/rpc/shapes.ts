import { base64 } from '@scure/base';
import { EMPTY_HASH } from '../chain/block';
import { consensusKey } from '../chain/keys';
import { COMET_BLOCK_PROTOCOL } from '../chain/params';
import type { StoredBlock, StoredResult, StoredTx } from '../store/block-store';

/** CometBFT's JSON shapes (0.38), built from the stored block log. */

/** RFC 3339 with nanoseconds, as CometBFT writes times. */
export const cometTime = (ms: number) =>
  new Date(ms).toISOString().replace(/\.(\d{3})Z$/, '.$1000000Z');

export function blockIdJson(hash: string) {
  return hash
    ? { hash, parts: { total: 1, hash: partsHash(hash) } }
    : { hash: '', parts: { total: 0, hash: '' } };
}

/** The block's one part: a hash of its own so that parts and block differ, as in CometBFT. */
function partsHash(hash: string): string {
  return [...hash].reverse().join('');
}

export function headerJson(chainId: string, block: StoredBlock, proposer: string) {
  return {
    version: { block: COMET_BLOCK_PROTOCOL, app: '0' },
    chain_id: chainId,
    height: String(block.height),
    time: cometTime(block.time),
    last_block_id: blockIdJson(block.lastBlockHash),
    last_commit_hash: block.lastBlockHash ? block.lastBlockHash : EMPTY_HASH,
    data_hash: block.dataHash,
    validators_hash: EMPTY_HASH,
    next_validators_hash: EMPTY_HASH,
    consensus_hash: EMPTY_HASH,
    app_hash: block.appHash,
    last_results_hash: EMPTY_HASH,
    evidence_hash: EMPTY_HASH,
    proposer_address: proposer,
  };
}

/** The block's validators' consensus addresses (the proposer is the largest). */
export const proposerOf = (operators: readonly string[]) =>
  operators[0] ? consensusKey(operators[0]).address : '0'.repeat(40);

export function blockJson(chainId: string, block: StoredBlock, operators: readonly string[]) {
  const proposer = proposerOf(operators);
  const previous = block.height - 1;
  return {
    block_id: blockIdJson(block.hash),
    block: {
      header: headerJson(chainId, block, proposer),
      data: { txs: block.txs.map((t) => base64.encode(t.bytes)) },
      evidence: { evidence: [] },
      last_commit: {
        height: String(Math.max(previous, 0)),
        round: 0,
        block_id: blockIdJson(block.lastBlockHash),
        // The devnet has no consensus: the commit lists the validators, without signatures.
        signatures: block.lastBlockHash
          ? operators.map((op) => ({
              block_id_flag: 2,
              validator_address: consensusKey(op).address,
              timestamp: cometTime(block.time),
              signature: null,
            }))
          : [],
      },
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

export function validatorJson(operator: string, tokens: bigint) {
  const key = consensusKey(operator);
  return {
    address: key.address,
    pub_key: { type: 'tendermint/PubKeyEd25519', value: base64.encode(key.pubKey) },
    voting_power: String(tokens / 1_000_000n),
    proposer_priority: '0',
  };
}
