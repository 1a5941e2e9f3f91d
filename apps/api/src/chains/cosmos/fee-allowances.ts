import { and, eq, inArray, sql } from 'drizzle-orm';
import { queryRows } from '../../db/client';
import { cosmosFeeAllowances } from '../../db/schema';
import type { Deps } from '../../deps';
import { allowanceOnNode } from './fee-allowance-query';
import { feePayerOf } from './fee-payer';
import { accountOn, storedAccount } from './messages';
import type { CosmosNode } from './node-client';

/**
 * Who pays an OPT transaction's fee: the product's fee payer while the wallet's allowance covers
 * it (gasless first sends, fee-payer.ts), else the wallet, as before. A preview goes by the
 * index (cosmos_fee_allowances); a send asks the node, whose answer is the truth, and lowers
 * the index by the fee it lets the fee payer pay.
 */
type FeePayer = 'wallet' | 'product';

/** A new wallet is queued for its allowance (fee-payer.ts grants it); nothing when off. */
export async function queueFeeGrant(deps: Deps, node: CosmosNode, address: string) {
  const payer = feePayerOf(node);
  if (!payer) return;
  await deps.db
    .insert(cosmosFeeAllowances)
    .values({
      chainId: node.config.chainId,
      grantee: address,
      granter: storedAccount((await payer).address),
      status: 'pending',
      createdAt: deps.clock().getTime(),
    })
    .onConflictDoNothing();
}

/**
 * The index's word (no chain call): the wallet's allowance from the current fee payer, granted,
 * not expired at the index's chain time, with room for the fee. Undefined where the product
 * pays no fees (no fee payer configured): the wallet pays, as it always has.
 */
export async function feePayerByIndex(
  deps: Deps,
  node: CosmosNode,
  address: string,
  fee: bigint,
): Promise<FeePayer | undefined> {
  const payer = feePayerOf(node);
  if (!payer) return undefined;
  const granter = storedAccount((await payer).address);
  const { chainId } = node.config;
  const [row] = await queryRows<{ covered: boolean }>(
    deps.db,
    sql`SELECT (a.remaining IS NULL OR a.remaining >= ${fee.toString()}::numeric)
        AND (a.expires_at IS NULL OR a.expires_at > coalesce(
          (SELECT s.time FROM cosmos_index_state s WHERE s.chain_id = ${chainId}), 0)) AS covered
      FROM cosmos_fee_allowances a
      WHERE a.chain_id = ${chainId} AND a.grantee = ${address} AND a.granter = ${granter}
        AND a.status = 'granted'`,
  );
  return row?.covered ? 'product' : 'wallet';
}

/**
 * At a send: the fee granter to name (the fee payer's chain address) when the node's allowance
 * covers the fee, else undefined (the wallet pays). Only a wallet the index holds as queued or
 * granted, and not spent, is asked about (one abci_query). A queued one is asked too: the job
 * records its grant a moment after the grant's block, and a send in that moment is still
 * gasless. The index then keeps the node's word, less this fee when the fee payer pays it. A
 * send the node then refuses leaves the index a fee short; the next send reads the node again.
 */
export async function feeGranterForSend(
  deps: Deps,
  node: CosmosNode,
  address: string,
  fee: bigint,
): Promise<string | undefined> {
  const payer = feePayerOf(node);
  if (!payer) return undefined;
  const { address: granter } = await payer;
  const held = and(
    eq(cosmosFeeAllowances.chainId, node.config.chainId),
    eq(cosmosFeeAllowances.grantee, address),
    eq(cosmosFeeAllowances.granter, storedAccount(granter)),
    inArray(cosmosFeeAllowances.status, ['pending', 'granted']),
  );
  const [row] = await deps.db
    .select({ remaining: cosmosFeeAllowances.remaining, status: cosmosFeeAllowances.status })
    .from(cosmosFeeAllowances)
    .where(held);
  if (!row || row.remaining === 0n) return undefined;
  const allowance = await allowanceOnNode(node, granter, accountOn(node.config, address));
  // Queued and not on the node yet: the job grants it; the wallet pays this one.
  if (allowance === undefined && row.status === 'pending') return undefined;
  const limit = allowance === undefined ? 0n : allowance.remaining;
  const covers = allowance !== undefined && (limit === undefined || limit >= fee);
  const remaining = limit === undefined ? null : covers ? limit - fee : limit;
  await deps.db
    .update(cosmosFeeAllowances)
    .set({
      status: 'granted',
      remaining,
      ...(allowance ? { expiresAt: allowance.expiresAt ?? null } : {}),
    })
    .where(held);
  return covers ? granter : undefined;
}
