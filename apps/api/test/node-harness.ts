import { StargateClient } from '@cosmjs/stargate';
import { endpoints } from '@optwallet/contract';
import { type CosmosNode, connectCosmosNode } from '../src/chains/cosmos';
import { createLogger } from '../src/lib/logger';
import { type Harness, createHarness, send } from './harness';
import { type OptchainProcess, startOptchain } from './optchain-node';
import { PASSCODE, type userWithWallet } from './wallet-fixture';

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
  /** Unchanged cosmjs reading the node itself (never through the relay). */
  reader: StargateClient;
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
    /** How long the API's client waits for the node's answer (connectCosmosNode's default). */
    timeoutMs?: number;
  } = {},
): Promise<NodeHarness> {
  const chain = await startOptchain(options.chainId, options.blockMs);
  const relay = options.through ? await options.through(chain.config.rpcUrl) : undefined;
  const config = relay ? { ...chain.config, rpcUrl: relay.url } : chain.config;
  const connected = await connectCosmosNode(config, options.timeoutMs);
  const node = options.wrap ? options.wrap(connected) : connected;
  const h = await createHarness(
    { optNode: config },
    createLogger(process.env.TEST_LOG ? 'warn' : 'silent'),
    undefined,
    { optNode: node },
  );
  const reader = await StargateClient.connect(chain.config.rpcUrl);
  return {
    chain,
    node,
    h,
    reader,
    async close() {
      reader.disconnect();
      connected.disconnect();
      await h.close();
      await relay?.close();
      await chain.stop();
    },
  };
}

type Person = Awaited<ReturnType<typeof userWithWallet>>;

/** POST transfer of OPT on optchain-1 from the person's wallet; `body` gives the rest. */
export function transferOpt(
  h: Harness,
  p: Person,
  body: Record<string, unknown>,
  headers: Record<string, string> = {},
) {
  return send(h, endpoints.transfer, {
    token: p.token,
    params: { id: p.walletId },
    body: {
      chainId: 'optchain-1',
      symbol: 'OPT',
      description: '',
      memo: '',
      transferType: 'send',
      walletPasscode: PASSCODE,
      ...body,
    },
    headers,
  });
}

/** The person's OPT history on optchain-1 through the API: page 1 of 50 rows. */
export async function optchainHistory(h: Harness, p: Person) {
  const res = await send(h, endpoints.walletTransactions, {
    token: p.token,
    params: { id: p.walletId },
    query: { limit: '50', page: '1', chainId: 'optchain-1' },
  });
  return res.data?.transactions ?? [];
}
