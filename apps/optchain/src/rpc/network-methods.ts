import { base64 } from '@scure/base';
import { utf8ToBytes } from '@noble/hashes/utils.js';
import type { OptchainNode } from '../chain/node';
import { genesisDoc } from './genesis-doc';
import type { Method } from './method-kit';
import { int, internal } from './params';

/** CometBFT's `genesisChunkSize`: the genesis JSON in 16 MB chunks. */
const GENESIS_CHUNK_BYTES = 16 * 1024 * 1024;

/** The node as a network member (no peers: one validator) and its genesis document. */
export function networkMethods(
  node: OptchainNode,
  nodeInfo: () => { listen_addr: string },
): Record<string, Method> {
  let chunks: Uint8Array[] | undefined;
  const genesisChunks = async () => {
    if (chunks) return chunks;
    const json = utf8ToBytes(JSON.stringify(await genesisDoc(node)));
    const made: Uint8Array[] = [];
    for (let from = 0; from < json.length; from += GENESIS_CHUNK_BYTES) {
      made.push(json.slice(from, from + GENESIS_CHUNK_BYTES));
    }
    return (chunks = made);
  };

  return {
    net_info: () =>
      Promise.resolve({
        listening: true,
        listeners: [`Listener(@${nodeInfo().listen_addr})`],
        n_peers: '0',
        peers: [],
      }),

    genesis: async () => ({ genesis: await genesisDoc(node) }),

    genesis_chunked: async (params) => {
      const all = await genesisChunks();
      const id = int(params, 'chunk') ?? 0;
      const chunk = all[id];
      if (!chunk) throw internal(`there are ${all.length - 1} chunks, ${id} is invalid`);
      return { chunk: String(id), total: String(all.length), data: base64.encode(chunk) };
    },
  };
}
