import { type CosmosNode, connectCosmosNode } from '../src/chains/cosmos';
import { createLogger } from '../src/lib/logger';
import { type Harness, createHarness } from './harness';
import { type OptchainProcess, startOptchain } from './optchain-node';

/*
 * The API in this process as the client of a node process (apart from optchain-node.ts, which the
 * benches import: the harness brings vitest with it).
 */

export interface NodeHarness {
  chain: OptchainProcess;
  /** The API's client of the node (through `through`'s URL when given). */
  node: CosmosNode;
  /** The API in this process, serving OPT from the node. */
  h: Harness;
  close(): Promise<void>;
}

/**
 * A node process and the API (in this process) as its client, reaching it over RPC — through
 * `through` (a relay in front of the node's RPC) when given. `close` ends them in reverse.
 */
export async function startNodeHarness(
  options: {
    chainId?: string;
    blockMs?: number;
    through?: (rpcUrl: string) => Promise<{ url: string; close(): Promise<void> }>;
    /** The API's client as given to it (e.g. one that counts its calls). */
    wrap?: (node: CosmosNode) => CosmosNode;
  } = {},
): Promise<NodeHarness> {
  const chain = await startOptchain(options.chainId, options.blockMs);
  const relay = options.through ? await options.through(chain.config.rpcUrl) : undefined;
  const config = relay ? { ...chain.config, rpcUrl: relay.url } : chain.config;
  const connected = await connectCosmosNode(config);
  const node = options.wrap ? options.wrap(connected) : connected;
  const h = await createHarness(
    { optNode: config },
    createLogger(process.env.TEST_LOG ? 'warn' : 'silent'),
    undefined,
    { optNode: node },
  );
  return {
    chain,
    node,
    h,
    async close() {
      connected.disconnect();
      await h.close();
      await relay?.close();
      await chain.stop();
    },
  };
}
