import { CONSENSUS_PARAMS } from '../chain/comet/hashes';
import { genesisAppState } from './genesis-app-state';
import type { OptchainNode } from '../chain/node';
import { cometTime, validatorJson } from './shapes';

/** The chain's genesis document, as CometBFT's `/genesis` answers it (built once per node). */
const docs = new WeakMap<OptchainNode, Promise<unknown>>();

export function genesisDoc(node: OptchainNode): Promise<unknown> {
  let doc = docs.get(node);
  if (!doc) {
    doc = build(node);
    docs.set(node, doc);
  }
  return doc;
}

async function build(node: OptchainNode) {
  const { address, pub_key, voting_power } = validatorJson(node.app.validator);
  return {
    genesis_time: cometTime(node.app.genesisTime),
    chain_id: node.chainId,
    initial_height: '1',
    consensus_params: CONSENSUS_PARAMS,
    validators: [{ address, pub_key, power: voting_power, name: `${node.chainId}-devnet` }],
    app_hash: '',
    app_state: await genesisAppState(node.chainId, node.app.genesisTime),
  };
}
