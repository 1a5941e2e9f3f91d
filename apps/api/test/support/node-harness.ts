import { StargateClient } from '@cosmjs/stargate';
import { endpoints } from '@optwallet/contract';
import { type CosmosNode, connectCosmosNode } from '../../src/chains/cosmos';
import { chainJobs } from '../../src/chains/registry';
import { startJobs } from '../../src/jobs/job-list';
import type { Config, FeeGrantConfig, RestakeConfig, SchedulerConfig } from '../../src/config/env';
import type { Mailer } from '../../src/lib/outbox';
import { type Logger, createLogger } from '../../src/lib/logger';
import { type Harness, createHarness, send } from './harness';
import { type OptchainProcess, followUntilIncluded, startOptchain } from './optchain-node';
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
 * `through` (a relay in front of the node's RPC) when given. `close` ends them in reverse. No
 * follower loop runs: the test indexes when it says so (followUntilIncluded).
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

/** The API with OPT on a node of its own, as users run it: the follower's loop indexes blocks. */
export interface ChainHarness extends Harness {
  chain: OptchainProcess;
  node: CosmosNode;
  /** The testnet's node, when asked for (`testnet: true`). */
  testnet: CosmosNode | undefined;
  /** Until the API has indexed every block its nodes committed when called, and the open one. */
  indexed(): Promise<void>;
}

/**
 * Empty blocks every second (a transaction's block comes ~10 ms after it, as in npm start) and the
 * follower's passes every 50 ms: a transfer is indexed within ~0.1 s.
 */
const TEST_BLOCK_MS = 1_000;
const TEST_POLL_MS = 50;

/**
 * createHarness with optchain-1 on a node process of its own (and optchain-testnet-1 on a
 * second, with `testnet`), the follower's loop running as in `npm start`. Every test of
 * something that moves OPT runs here: the node is the only OPT engine.
 */
export async function createChainHarness(
  overrides: Partial<Config> = {},
  logger: Logger = createLogger(process.env.TEST_LOG ? 'warn' : 'silent'),
  mailer?: Mailer,
  extra: Parameters<typeof createHarness>[3] & {
    testnet?: boolean;
    /** optchain-1's fee payer and allowance (gasless first sends); unset: off. */
    feeGrants?: FeeGrantConfig;
    /** optchain-1's restake account (auto-compound rewards); unset: off. */
    restake?: RestakeConfig;
    /** optchain-1's scheduler account (recurring sends); unset: off. */
    scheduler?: SchedulerConfig;
  } = {},
): Promise<ChainHarness> {
  const { testnet: withTestnet, feeGrants, restake, scheduler, ...rest } = extra;
  const processes = await Promise.all([
    startOptchain('optchain-1', TEST_BLOCK_MS),
    ...(withTestnet ? [startOptchain('optchain-testnet-1', TEST_BLOCK_MS)] : []),
  ]);
  const [chain, testnetChain] = processes as [OptchainProcess, OptchainProcess | undefined];
  const config = { ...chain.config, pollMs: TEST_POLL_MS, feeGrants, restake, scheduler };
  const testnetConfig = testnetChain && { ...testnetChain.config, pollMs: TEST_POLL_MS };
  const node = await connectCosmosNode(config);
  const testnet = testnetConfig && (await connectCosmosNode(testnetConfig));
  const h = await createHarness(
    { ...overrides, optNode: config, optTestnetNode: testnetConfig },
    logger,
    mailer,
    { ...rest, optNode: node, optTestnetNode: testnet },
  );
  const nodes = testnet ? [node, testnet] : [node];
  // The followers, as the job list runs them in the product.
  const jobs = startJobs(h.deps, chainJobs(h.deps));
  return {
    ...h,
    chain,
    node,
    testnet,
    indexed: async () => {
      for (const n of nodes) await followUntilIncluded(h.deps, n);
    },
    async close() {
      await jobs.stop();
      for (const n of nodes) n.disconnect();
      await h.close();
      await Promise.all(processes.map((p) => p.stop()));
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
