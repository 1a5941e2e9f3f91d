import { and, eq, gte, sql } from 'drizzle-orm';
import { getAddress } from 'viem';
import { type Db, queryRows } from '../../db/client';
import { evmBalances } from '../../db/schema';
import type { EvmChain } from './evm-chain';
import { EVM_CHAIN } from './evm-ids';
import { assetBySymbol } from '../presentation';

/** Wallet addresses without kept balances refreshed by one indexer pass at most. */
const UNSEEN_PER_PASS = 200;

/** Balances read from the node for some addresses at one block, ready to keep. */
interface NodeBalances {
  blockNumber: bigint;
  byAddress: Map<string, Map<string, bigint>>;
}

/**
 * The node's balances (ETH and every listed token) of `addresses` at `blockNumber` (its head
 * when not given), in EIP-55 case: what `keepEvmBalances` writes.
 */
export async function readNodeBalances(
  evm: EvmChain,
  addresses: readonly string[],
  blockNumber?: bigint,
): Promise<NodeBalances> {
  const block = blockNumber ?? (await evm.client.client.getBlockNumber());
  const unique = [...new Set(addresses.map((a) => getAddress(a)))];
  const read = await Promise.all(
    unique.map(async (address) => [address, await evm.client.balances(address, block)] as const),
  );
  return { blockNumber: block, byAddress: new Map(read) };
}

/**
 * Keeps balances read from the node (evm_balances), one statement; a row read at a later block
 * than these stays (a refresh at wallet creation may run ahead of the indexer).
 */
export async function keepEvmBalances(db: Db, balances: NodeBalances): Promise<void> {
  const rows = [...balances.byAddress].flatMap(([address, amounts]) =>
    [...amounts].flatMap(([symbol, amount]) => {
      const denom = assetBySymbol(EVM_CHAIN, symbol)?.denom;
      return denom
        ? [
            {
              chainId: EVM_CHAIN,
              address,
              denom,
              amount,
              blockNumber: Number(balances.blockNumber),
            },
          ]
        : [];
    }),
  );
  if (rows.length === 0) return;
  await db
    .insert(evmBalances)
    .values(rows)
    .onConflictDoUpdate({
      target: [evmBalances.chainId, evmBalances.address, evmBalances.denom],
      set: { amount: sql`excluded.amount`, blockNumber: sql`excluded.block_number` },
      setWhere: sql`${evmBalances.blockNumber} <= excluded.block_number`,
    });
}

/** Reads `addresses`' balances from the node's head and keeps them (wallet creation, the faucet). */
export async function refreshEvmBalances(
  db: Db,
  evm: EvmChain,
  addresses: readonly string[],
): Promise<Map<string, Map<string, bigint>>> {
  const balances = await readNodeBalances(evm, addresses);
  await keepEvmBalances(db, balances);
  return balances.byAddress;
}

/** Wallets' EVM addresses with no kept balances yet (never refreshed, or undone by a rewind). */
export async function unseenEvmAddresses(db: Db): Promise<string[]> {
  const rows = await queryRows<{ address: string }>(
    db,
    sql`SELECT w.evm_address AS address FROM wallets w WHERE NOT EXISTS (
      SELECT 1 FROM evm_balances b WHERE b.chain_id = ${EVM_CHAIN} AND b.address = w.evm_address)
      LIMIT ${UNSEEN_PER_PASS}`,
  );
  return rows.map((r) => r.address);
}

/**
 * Forgets balances read at block `from` or later (a rewind: those blocks are no longer the
 * chain's); their addresses are unseen again, so the next pass reads them afresh.
 */
export async function forgetEvmBalancesFrom(db: Db, from: bigint): Promise<void> {
  await db
    .delete(evmBalances)
    .where(and(eq(evmBalances.chainId, EVM_CHAIN), gte(evmBalances.blockNumber, Number(from))));
}
