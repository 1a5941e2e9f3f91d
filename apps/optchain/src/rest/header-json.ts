import { base64, hex } from '@scure/base';
import { COMET_BLOCK_PROTOCOL } from '../chain/params';
import type { StoredBlock } from '../store/block-store';

const rfc3339Nano = (ms: number) => new Date(ms).toISOString().replace(/\.(\d{3})Z$/, '.$1000000Z');
const b64 = (upperHex: string) =>
  upperHex ? base64.encode(hex.decode(upperHex.toLowerCase())) : '';

/** The gateway writes a block id's hashes in base64 and its part set header in full. */
export const blockIdJson = (hash: string) => ({
  hash: b64(hash),
  part_set_header: { total: hash ? 1 : 0, hash: b64(hash ? [...hash].reverse().join('') : '') },
});

/** A block's `tendermint.types.Header` in the gateway's JSON (bytes as base64). */
export function headerJson(chainId: string, block: StoredBlock, proposerHex: string) {
  return {
    version: { block: COMET_BLOCK_PROTOCOL, app: '0' },
    chain_id: chainId,
    height: String(block.height),
    time: rfc3339Nano(block.time),
    last_block_id: blockIdJson(block.lastBlockHash),
    last_commit_hash: b64(block.lastBlockHash),
    data_hash: b64(block.dataHash),
    validators_hash: '',
    next_validators_hash: '',
    consensus_hash: '',
    app_hash: b64(block.appHash),
    last_results_hash: '',
    evidence_hash: '',
    proposer_address: b64(proposerHex),
  };
}
