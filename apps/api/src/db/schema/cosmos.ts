import { bigint, integer, numeric, pgTable, primaryKey, text, index } from 'drizzle-orm/pg-core';
import { ledgerTransactions } from './ledger';

/**
 * OPT on a Cosmos SDK node (chains/cosmos/, OPT_RPC_URL). The chain holds the state; the API
 * keeps the history of the product's addresses in ledger_transactions and their balances in
 * ledger_balances (chain = OPT_CHAIN_ID), written by the follower from the node's events.
 */

/**
 * How far the follower got on a chain: the last block it indexed, and that block's time (ms; null
 * on a row written before migration 0019 until the next block): the account sync's head.
 * `offset_ms`: how far the chain's clock runs ahead of this server's (a devnet whose clock was
 * advanced; 0 on a real chain), as the last indexed block showed it: chain time is the server's
 * clock plus this (prices, request expiry).
 */
export const cosmosIndexState = pgTable('cosmos_index_state', {
  chainId: text('chain_id').primaryKey(),
  height: bigint('height', { mode: 'number' }).notNull(),
  time: bigint('time', { mode: 'number' }),
  offsetMs: bigint('offset_ms', { mode: 'number' }).notNull().default(0),
});

/**
 * Every event the follower recorded, once: (chain, tx hash or `block:<height>`, event index).
 * The key makes indexing idempotent (a restart, two replicas on one block); `ledger_hash` is the
 * history row it wrote.
 */
export const cosmosEvents = pgTable(
  'cosmos_events',
  {
    chainId: text('chain_id').notNull(),
    source: text('source').notNull(),
    eventIndex: integer('event_index').notNull(),
    height: bigint('height', { mode: 'number' }).notNull(),
    ledgerHash: text('ledger_hash').notNull(),
  },
  (t) => [primaryKey({ columns: [t.chainId, t.source, t.eventIndex] })],
);

/**
 * The signed TxRaw of each transaction the product made, written with its history row before
 * the broadcast: a crash between them is repaired by broadcasting the same bytes (same hash,
 * same sequence), and a sequence is never signed twice for two transactions.
 */
export const cosmosSignedTxs = pgTable(
  'cosmos_signed_txs',
  {
    hash: text('hash')
      .primaryKey()
      .references(() => ledgerTransactions.hash, { onDelete: 'cascade' }),
    chainId: text('chain_id').notNull(),
    fromAddress: text('from_address').notNull(),
    sequence: bigint('sequence', { mode: 'number' }).notNull(),
    /** base64 TxRaw bytes. */
    raw: text('raw').notNull(),
  },
  (t) => [index('cosmos_signed_txs_from_seq_idx').on(t.chainId, t.fromAddress, t.sequence)],
);

/**
 * Gasless first sends (fee-allowances.ts): the fee allowance the product's fee payer (`granter`)
 * grants each new wallet (`grantee`, stored form), and what the API last knew of it. `pending`:
 * the wallet waits for its grant (the job grants it, again after a node that did not answer);
 * `granted`: `remaining` of the spend limit until `expires_at` (chain time, ms), lowered by each
 * fee the granter pays and set to the node's word before each send. The node's allowance is the
 * truth; this row lets a preview say who pays without asking the node.
 */
export const cosmosFeeAllowances = pgTable(
  'cosmos_fee_allowances',
  {
    chainId: text('chain_id').notNull(),
    grantee: text('grantee').notNull(),
    granter: text('granter').notNull(),
    status: text('status', { enum: ['pending', 'granted'] }).notNull(),
    remaining: numeric('remaining', { precision: 78, scale: 0, mode: 'bigint' }),
    expiresAt: bigint('expires_at', { mode: 'number' }),
    createdAt: bigint('created_at', { mode: 'number' }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.chainId, t.grantee] }),
    index('cosmos_fee_allowances_pending_idx').on(t.chainId, t.status, t.createdAt),
  ],
);

/**
 * Auto-compound rewards (chains/cosmos/auto-compound*.ts): a wallet's x/authz grants to the
 * product's restake account (`grantee`) and what its job compounded. `validators`: the grant's
 * allow list (stored valoper forms, comma-separated); `cap` the StakeAuthorization's max_tokens
 * and `cap_left` what the node last said is left of it; `granted_at` / `expires_at` chain time
 * (ms). The job delegates the rewards paid at heights after `compounded_to_height`, and records
 * its last run and what it delegated. `revoked_at`: turned off (the row stays for its totals).
 * The node's grants are the truth; this row is what the screen shows and the job's bookmark.
 */
export const cosmosAutoCompound = pgTable(
  'cosmos_auto_compound',
  {
    chainId: text('chain_id').notNull(),
    wallet: text('wallet').notNull(),
    grantee: text('grantee').notNull(),
    validators: text('validators').notNull(),
    cap: numeric('cap', { precision: 78, scale: 0, mode: 'bigint' }).notNull(),
    capLeft: numeric('cap_left', { precision: 78, scale: 0, mode: 'bigint' }).notNull(),
    grantedAt: bigint('granted_at', { mode: 'number' }).notNull(),
    expiresAt: bigint('expires_at', { mode: 'number' }).notNull(),
    compoundedToHeight: integer('compounded_to_height').notNull(),
    lastRunAt: bigint('last_run_at', { mode: 'number' }),
    lastCompounded: numeric('last_compounded', { precision: 78, scale: 0, mode: 'bigint' }),
    totalCompounded: numeric('total_compounded', {
      precision: 78,
      scale: 0,
      mode: 'bigint',
    }).notNull(),
    revokedAt: bigint('revoked_at', { mode: 'number' }),
    /** When the job last looked at this wallet (compounded or not): the next run's order. */
    checkedAt: bigint('checked_at', { mode: 'number' }),
  },
  (t) => [
    primaryKey({ columns: [t.chainId, t.wallet] }),
    index('cosmos_auto_compound_active_idx').on(t.chainId, t.revokedAt),
  ],
);

/**
 * Recurring sends (chains/cosmos/recurring-*.ts): a wallet's schedule of sends to `recipient`
 * (stored addresses), `amount` base units every `every` ('week' | 'month') for `runs` runs from
 * `started_at` (chain time, ms; run k falls due k periods later). The wallet's SendAuthorization
 * to the product's scheduler account (`grantee`) covers what its active schedules still send.
 * The job's bookmark: `next_run_at` (the next run's due time, or its retry's; null: no run left),
 * `attempt` (1 while the current run waits for its retry), `sent` and `failed` runs, the last
 * run's outcome. `cancelled_at`: stopped (the row stays for the Permissions page's history).
 */
export const cosmosRecurringSends = pgTable(
  'cosmos_recurring_sends',
  {
    id: text('id').primaryKey(),
    chainId: text('chain_id').notNull(),
    wallet: text('wallet').notNull(),
    grantee: text('grantee').notNull(),
    recipient: text('recipient').notNull(),
    amount: numeric('amount', { precision: 78, scale: 0, mode: 'bigint' }).notNull(),
    every: text('every').notNull(),
    runs: integer('runs').notNull(),
    until: text('until'),
    startedAt: bigint('started_at', { mode: 'number' }).notNull(),
    nextRunAt: bigint('next_run_at', { mode: 'number' }),
    attempt: integer('attempt').notNull().default(0),
    sent: integer('sent').notNull().default(0),
    failed: integer('failed').notNull().default(0),
    lastRunAt: bigint('last_run_at', { mode: 'number' }),
    lastRunStatus: text('last_run_status'),
    lastError: text('last_error'),
    lastHash: text('last_hash'),
    /** A run signed and broadcast whose block is not known yet: looked up before another run. */
    pendingHash: text('pending_hash'),
    pendingSequence: integer('pending_sequence'),
    cancelledAt: bigint('cancelled_at', { mode: 'number' }),
    createdAt: bigint('created_at', { mode: 'number' }).notNull(),
  },
  (t) => [
    index('cosmos_recurring_sends_wallet_idx').on(t.chainId, t.wallet),
    index('cosmos_recurring_sends_due_idx').on(t.chainId, t.nextRunAt),
  ],
);
