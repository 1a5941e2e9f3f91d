import { sql } from 'drizzle-orm';
import { queryRows } from '../../db/client';
import type { Deps } from '../../deps';

/**
 * A delegator's stake as the index holds it (the node's delegations at the last block indexed):
 * delegated in all — the wallet's "Staked" — and with one validator.
 */
export async function indexedStake(
  deps: Deps,
  chainId: string,
  delegator: string,
  validator: string,
): Promise<{ total: bigint; withValidator: bigint }> {
  const [row] = await queryRows<{ total: string; with_validator: string }>(
    deps.db,
    sql`SELECT coalesce(sum(amount), 0)::text AS total,
        coalesce(sum(amount) FILTER (WHERE validator = ${validator}), 0)::text AS with_validator
      FROM ledger_delegations WHERE chain_id = ${chainId} AND delegator = ${delegator}`,
  );
  return { total: BigInt(row?.total ?? '0'), withValidator: BigInt(row?.with_validator ?? '0') };
}
