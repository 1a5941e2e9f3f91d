import { bigint, index, integer, numeric, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { ledgerTransactions } from './ledger';

/**
 * The EVM indexer (chains/evm/indexer.ts). The history of the product's addresses lives in
 * ledger_transactions (chain = the EVM network's product id); their balances in evm_balances.
 */

/**
 * How far the indexer got on a chain: the last block it indexed, that block's hash and its time
 * (ms; null on a row written before migration 0019 until the next pass): the account sync's head.
 */
export const evmIndexState = pgTable('evm_index_state', {
  chainId: text('chain_id').primaryKey(),
  blockNumber: bigint('block_number', { mode: 'number' }).notNull(),
  blockHash: text('block_hash').notNull(),
  blockTime: bigint('block_time', { mode: 'number' }),
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

/**
 * The hashes of the blocks indexed lately (the last INDEXED_BLOCKS_KEPT): when the node's chain
 * changed under the indexer (a reorg, or a node that lost blocks in a crash), the highest of
 * them the node still has is where the canonical chain and the indexed one part.
 */
export const evmIndexBlocks = pgTable(
  'evm_index_blocks',
  {
    chainId: text('chain_id').notNull(),
    blockNumber: bigint('block_number', { mode: 'number' }).notNull(),
    blockHash: text('block_hash').notNull(),
  },
  (t) => [primaryKey({ columns: [t.chainId, t.blockNumber] })],
);

/**
 * The signed transaction of each EVM send the product made, written in the same database
 * transaction as its history row and before it is broadcast: whatever crashes (the API between
 * the write and the broadcast, the node losing the blocks it mined), the same bytes (the same
 * hash, nonce and amount) can be sent again, and nothing is ever signed twice for one send.
 * `nonce` is the sender's nonce it holds (chains/evm/evm-sends.ts allocates from these rows).
 */
export const evmSignedSends = pgTable(
  'evm_signed_sends',
  {
    hash: text('hash')
      .primaryKey()
      .references(() => ledgerTransactions.hash, { onDelete: 'cascade' }),
    fromAddress: text('from_address').notNull(),
    nonce: integer('nonce').notNull(),
    raw: text('raw').notNull(),
  },
  (t) => [index('evm_signed_sends_from_nonce_idx').on(t.fromAddress, t.nonce)],
);

/**
 * The product's EVM addresses' balances as the node had them at `block_number` (ETH and every
 * listed token by its stored denom, base units; a zero is a row too, so an address with rows has been seen). Reads
 * take them from here, never from the node (chains/evm/balances.ts): the indexer writes an
 * address's rows again when a block it indexes touches it (a transaction from or to it, a
 * Transfer log), and for every wallet address it has no rows of; wallet creation writes them
 * too. A write never replaces a row read at a later block.
 */
export const evmBalances = pgTable(
  'evm_balances',
  {
    chainId: text('chain_id').notNull(),
    address: text('address').notNull(),
    denom: text('denom').notNull(),
    amount: numeric('amount', { precision: 78, scale: 0, mode: 'bigint' }).notNull(),
    blockNumber: bigint('block_number', { mode: 'number' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.chainId, t.address, t.denom] })],
);

/**
 * The ERC-20 `Approval` events of the listed tokens whose owner is a product address, once each
 * (tx hash and log index, as evm_events): a wallet's allowance to a spender is its last event's
 * value (a transferFrom lowers it without an event: the Permissions page reads it live). A rewind
 * forgets the events of the blocks it undoes, as it does evm_events.
 */
export const evmApprovals = pgTable(
  'evm_approvals',
  {
    chainId: text('chain_id').notNull(),
    txHash: text('tx_hash').notNull(),
    logIndex: integer('log_index').notNull(),
    blockNumber: bigint('block_number', { mode: 'number' }).notNull(),
    /** Block time (ms). */
    time: bigint('time', { mode: 'number' }).notNull(),
    token: text('token').notNull(),
    owner: text('owner').notNull(),
    spender: text('spender').notNull(),
    amount: numeric('amount', { precision: 78, scale: 0, mode: 'bigint' }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.chainId, t.txHash, t.logIndex] }),
    index('evm_approvals_owner_idx').on(t.owner, t.token, t.spender),
  ],
);
