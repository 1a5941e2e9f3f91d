import { bigint, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';

/**
 * The EVM indexer (services/evm/indexer.ts). Balances live on the node; the history of the
 * product's addresses lives in ledger_transactions (chain = the EVM network's product id).
 */

/** How far the indexer got on a chain: the last block it indexed and that block's hash. */
export const evmIndexState = pgTable('evm_index_state', {
  chainId: text('chain_id').primaryKey(),
  blockNumber: bigint('block_number', { mode: 'number' }).notNull(),
  blockHash: text('block_hash').notNull(),
});

/**
 * Every movement the indexer has seen, once: a transaction's ETH value (log_index -1) or an
 * ERC-20 Transfer log. The primary key is what makes indexing idempotent (a restart, a rewind
 * or two replicas indexing the same block record it once); `ledger_hash` is the history row.
 */
export const evmEvents = pgTable(
  'evm_events',
  {
    chainId: text('chain_id').notNull(),
    txHash: text('tx_hash').notNull(),
    logIndex: integer('log_index').notNull(),
    blockNumber: bigint('block_number', { mode: 'number' }).notNull(),
    ledgerHash: text('ledger_hash').notNull(),
  },
  (t) => [primaryKey({ columns: [t.chainId, t.txHash, t.logIndex] })],
);
