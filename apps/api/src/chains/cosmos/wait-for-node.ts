import type { OptNodeConfig } from '../../config/env';
import type { Logger } from '../../lib/logger';
import { type CosmosNode, connectCosmosNode } from './node-client';

/** How long a start waits for a node that does not answer yet (npm start starts both at once). */
const WAIT_MS = 90_000;
const RETRY_MS = 500;

/**
 * Connects to the node, waiting for it to answer: `npm start` (turbo) starts the devnet node and
 * the API together, and the node replays its block log before it listens. A node that answers
 * with another chain id is refused at once; one that never answers stops the start with what to do.
 */
export async function waitForCosmosNode(
  config: OptNodeConfig,
  logger: Logger,
  waitMs = WAIT_MS,
): Promise<CosmosNode> {
  const deadline = Date.now() + waitMs;
  let told = false;
  for (;;) {
    try {
      return await connectCosmosNode(config);
    } catch (error) {
      if (error instanceof Error && /serves chain/.test(error.message)) throw error;
      if (Date.now() >= deadline) {
        throw new Error(
          `No Cosmos node answers at ${config.rpcUrl} (chain ${config.chainId}): start the devnet ` +
            'nodes (`pnpm --filter @optwallet/optchain start`; `npm start` runs them), point ' +
            'OPT_RPC_URL / OPT_TESTNET_RPC_URL at a node, or set them to `embedded`.',
          { cause: error },
        );
      }
      if (!told) {
        logger.info({ rpcUrl: config.rpcUrl, chainId: config.chainId }, 'waiting for the OPT node');
        told = true;
      }
      await new Promise((resolve) => setTimeout(resolve, RETRY_MS));
    }
  }
}
