import { base64, hex } from '@scure/base';
import type { ValidatorKey } from '../chain/comet/validator-key';
import { headerJson as rpcHeaderJson } from '../rpc/shapes';
import type { StoredBlock } from '../store/block-store';

const b64 = (upperHex: string) =>
  upperHex ? base64.encode(hex.decode(upperHex.toLowerCase())) : '';

/** The gateway writes a block id's hashes in base64 and its part set header in full. */
export const blockIdJson = (id: { hash: string; parts: { total: number; hash: string } }) => ({
  hash: b64(id.hash),
  part_set_header: { total: id.parts.total, hash: b64(id.parts.hash) },
});

/** A block's `tendermint.types.Header` (CometBFT's, as the RPC serves it) in the gateway's JSON. */
export function headerJson(chainId: string, block: StoredBlock, validator: ValidatorKey) {
  const h = rpcHeaderJson(chainId, block, validator);
  return {
    ...h,
    last_block_id: blockIdJson(h.last_block_id),
    last_commit_hash: b64(h.last_commit_hash),
    data_hash: b64(h.data_hash),
    validators_hash: b64(h.validators_hash),
    next_validators_hash: b64(h.next_validators_hash),
    consensus_hash: b64(h.consensus_hash),
    app_hash: b64(h.app_hash),
    last_results_hash: b64(h.last_results_hash),
    evidence_hash: b64(h.evidence_hash),
    proposer_address: b64(h.proposer_address),
  };
}
