import { eq } from 'drizzle-orm';
import { cosmosIndexState } from '../db/schema';
import type { Deps } from '../deps';

/**
 * A native chain's time: the server's clock plus how far the chain's clock runs ahead of real
 * time, as the follower last saw its blocks (a devnet advanced by days; 0 on a chain whose
 * blocks keep time, and for a chain not indexed yet). Prices and request expiry use it, so a
 * devnet advance ages them as it ages unbondings.
 */
export async function chainTime(deps: Pick<Deps, 'db' | 'clock'>, chainId: string): Promise<Date> {
  const [state] = await deps.db
    .select({ offsetMs: cosmosIndexState.offsetMs })
    .from(cosmosIndexState)
    .where(eq(cosmosIndexState.chainId, chainId));
  return new Date(deps.clock().getTime() + (state?.offsetMs ?? 0));
}

/** Each indexed chain's clock offset as SQL JSON (chain id -> ms), for read statements. */
export const CHAIN_OFFSETS_SQL = `(SELECT json_object_agg(c.chain_id, c.offset_ms) FROM cosmos_index_state c)`;
