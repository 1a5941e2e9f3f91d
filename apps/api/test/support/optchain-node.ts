import { type ChildProcess, spawn } from 'node:child_process';
import { type AddressInfo, createServer } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { DirectSecp256k1HdWallet, makeCosmoshubPath } from '@cosmjs/proto-signing';
import { GasPrice, SigningStargateClient } from '@cosmjs/stargate';
import { eq } from 'drizzle-orm';
import { type CosmosNode, followCosmos } from '../../src/chains/cosmos';
import type { OptNodeConfig } from '../../src/config/env';
import { cosmosIndexState } from '../../src/db/schema';
import type { Deps } from '../../src/deps';

/**
 * The devnet OptChain node (apps/optchain) as its own process, as `npm start` runs it: from
 * source under tsx, on free ports (0), its PGlite in a temporary directory. The API reaches it
 * only over RPC and REST, as in production. Only the process started here is stopped, by its pid.
 */

const OPTCHAIN_DIR = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../../optchain',
);

export interface OptchainProcess {
  config: OptNodeConfig;
  /** SIGTERM and wait. */
  stop(): Promise<void>;
  /** SIGKILL: no shutdown at all (the data directory stays). */
  kill9(): Promise<void>;
  output(): string;
}

export interface OptchainStart {
  chainId?: string;
  blockMs?: number;
  /** Kept after stop (a restart on the same data); by default the chain is in memory only. */
  dataDir?: string;
  /** Fixed ports (a restart at the same URLs); by default free ones. */
  rpcPort?: number;
  restPort?: number;
}

export async function startOptchain(
  chainId = 'optchain-1',
  blockMs = 250,
  options: Omit<OptchainStart, 'chainId' | 'blockMs'> = {},
): Promise<OptchainProcess> {
  // A node that is not restarted keeps its chain in memory (a throwaway chain starts faster).
  const dataDir = options.dataDir ?? 'memory';
  const child: ChildProcess = spawn(
    process.execPath,
    ['--conditions=@optwallet/source', '--import', 'tsx', 'src/main.ts'],
    {
      cwd: OPTCHAIN_DIR,
      env: {
        PATH: process.env.PATH ?? '',
        HOME: process.env.HOME ?? '',
        OPTCHAIN_CHAIN_ID: chainId,
        OPTCHAIN_RPC_PORT: String(options.rpcPort ?? 0),
        OPTCHAIN_REST_PORT: String(options.restPort ?? 0),
        OPTCHAIN_DATA_DIR: dataDir,
        OPTCHAIN_BLOCK_MS: String(blockMs),
        // Its life is this process's: a test worker killed (a timeout) leaves no node behind.
        OPTCHAIN_STOP_WITH_STDIN: '1',
      },
      stdio: ['pipe', 'pipe', 'pipe'],
    },
  );
  let output = '';
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const urls = await new Promise<{ rpcUrl: string; restUrl: string }>((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error(`the node did not start:\n${output}`)),
      120_000,
    );
    const read = (chunk: Buffer) => {
      output += chunk.toString();
      const rpc = /CometBFT RPC\s+(http:\/\/\S+)/.exec(output);
      const rest = /Cosmos REST\s+(http:\/\/\S+)/.exec(output);
      if (rpc?.[1] && rest?.[1]) {
        clearTimeout(timer);
        resolve({ rpcUrl: rpc[1], restUrl: rest[1] });
      }
    };
    child.stdout?.on('data', read);
    child.stderr?.on('data', read);
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`the node exited (${code}) before it was ready:\n${output}`));
    });
  });
  const end = async (signal: NodeJS.Signals) => {
    if (child.exitCode === null && child.signalCode === null) child.kill(signal);
    await exited;
  };
  return {
    config: {
      ...urls,
      chainId,
      denom: 'uopt',
      bech32Prefix: 'opt',
      gasPrice: '0.025',
      explorerUrl: undefined,
      pollMs: 0,
    },
    async stop() {
      await end('SIGTERM');
    },
    kill9: () => end('SIGKILL'),
    output: () => output,
  };
}

/** A port nothing listens on now (for a node restarted at the same URLs). */
export async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/** What an API process needs to serve OPT from this node (`OPT_RPC_URL` may name a relay). */
export function nodeApiEnv(
  config: OptNodeConfig,
  extra: { rpcUrl?: string; pollMs?: number } = {},
): Record<string, string> {
  return {
    OPT_RPC_URL: extra.rpcUrl ?? config.rpcUrl,
    OPT_REST_URL: config.restUrl,
    OPT_CHAIN_ID: config.chainId,
    OPT_POLL_MS: String(extra.pollMs ?? 200),
  };
}

/**
 * Until the follower has indexed the block that holds what was just sent: the node executes a
 * transaction into its open block, so the head after the next commit holds it.
 */
export async function followUntilIncluded(deps: Deps, node: CosmosNode): Promise<void> {
  const open = (await node.latestHeight()) + 1;
  while ((await node.latestHeight()) < open) await new Promise((r) => setTimeout(r, 50));
  const indexed = async () => {
    const [row] = await deps.db
      .select({ height: cosmosIndexState.height })
      .from(cosmosIndexState)
      .where(eq(cosmosIndexState.chainId, node.config.chainId));
    return row?.height ?? 0;
  };
  while ((await followCosmos(deps, node)) > 0 || (await indexed()) < open) {
    await new Promise((r) => setTimeout(r, 50));
  }
}

/**
 * The product phrase in unchanged cosmjs: its first opt1 account (the product's derivation) and a
 * client that signs with it on the node, at the devnet's gas price, polling inclusion every 100 ms.
 */
export async function cosmjsSignerOf(phrase: string, rpcUrl: string) {
  const wallet = await DirectSecp256k1HdWallet.fromMnemonic(phrase, {
    prefix: 'opt',
    hdPaths: [makeCosmoshubPath(0)],
  });
  const client = await SigningStargateClient.connectWithSigner(rpcUrl, wallet, {
    gasPrice: GasPrice.fromString('0.025uopt'),
    broadcastPollIntervalMs: 100,
  });
  return { wallet, client };
}
