import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { cosmosIndexState } from '../../db/schema';
import type { Deps } from '../../deps';
import type { ChainHead, ChainJob } from '../gateway';
import { reconcileCosmos } from './cosmos-sends';
import { followCosmos } from './follower';
import type { CosmosNode } from './node-client';

/**
 * The follower as a job (OPT_POLL_MS; 0: this replica does not follow): each run indexes every
 * new block (and the stale rewards of the product's delegators, every few blocks), then sends
 * again what a crash left unsent. The job list runs it on one replica at a time; were two to run
 * it, cosmos_events' key and the per-block transaction still record a block once.
 */
export function followerJobs(deps: Deps, node: CosmosNode): ChainJob[] {
  if (node.config.pollMs <= 0) return [];
  return [
    {
      name: `follow ${node.config.chainId}`,
      everyMs: node.config.pollMs,
      async run() {
        while ((await followCosmos(deps, node)) > 0);
        await reconcileCosmos(deps, node);
        return { lagMs: 0 };
      },
    },
  ];
}

/** The follower's position on the node's chain. */
export async function followerHead(db: Db, node: CosmosNode): Promise<ChainHead | undefined> {
  const { chainId } = node.config;
  const [row] = await db
    .select({ height: cosmosIndexState.height, time: cosmosIndexState.time })
    .from(cosmosIndexState)
    .where(eq(cosmosIndexState.chainId, chainId));
  return row?.time == null ? undefined : { chainId, height: row.height, time: row.time };
}
