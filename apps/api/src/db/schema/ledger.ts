import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

/**
 * The API's index of the chains (written by the Cosmos follower and the EVM indexer, never by a
 * chain engine of the API's own): the history of the product's addresses, their balances and
 * stake, the validator set. Amounts are base units as numeric(78, 0) (read as bigint), times are
 * epoch milliseconds. `seq` columns keep insertion order.
 */
const amount = (name: string) => numeric(name, { precision: 78, scale: 0, mode: 'bigint' });
const epochMs = (name: string) => bigint(name, { mode: 'number' });
const seq = () => bigint('seq', { mode: 'number' }).generatedAlwaysAsIdentity();

/** Balances of the product's accounts per (chain, account, denom), as the chain last said. */
export const ledgerBalances = pgTable(
  'ledger_balances',
  {
    seq: seq(),
    chainId: text('chain_id').notNull(),
    account: text('account').notNull(),
    denom: text('denom').notNull(),
    amount: amount('amount').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.chainId, t.account, t.denom] }),
    index('ledger_balances_account_idx').on(t.account),
    check('ledger_balances_non_negative', sql`${t.amount} >= 0`),
  ],
);

export const ledgerTransactions = pgTable(
  'ledger_transactions',
  {
    hash: text('hash').primaryKey(),
    seq: seq(),
    chainId: text('chain_id').notNull(),
    height: integer('height').notNull(),
    time: epochMs('time').notNull(),
    type: text('type').notNull(),
    fromAddress: text('from_address').notNull(),
    toAddress: text('to_address').notNull(),
    amount: amount('amount').notNull(),
    denom: text('denom').notNull(),
    symbol: text('symbol').notNull(),
    fee: amount('fee').notNull(),
    feeDenom: text('fee_denom').notNull(),
    memo: text('memo').notNull(),
    status: text('status').notNull(),
    completedOn: epochMs('completed_on'),
    validator: text('validator'),
    fromValidator: text('from_validator'),
    toValidator: text('to_validator'),
    creationHeight: integer('creation_height'),
    /**
     * Idempotency key, `<walletId>:<Idempotency-Key>`: unique across every chain, so a key is
     * scoped per wallet and a replay (even a racing one) finds the first transaction.
     */
    requestId: text('request_id'),
    /** Hash of the request the key was first used with: another body under the key is refused. */
    requestFingerprint: text('request_fingerprint'),
  },
  (t) => [
    uniqueIndex('ledger_transactions_request_id_unique').on(t.requestId),
    index('ledger_transactions_from_idx').on(t.fromAddress, t.height),
    index('ledger_transactions_to_idx').on(t.toAddress, t.height),
  ],
);

/**
 * How many ledger_transactions each address sees, by chain, symbol and kind (`receive`, `send`,
 * `payout` for an automatic reward payout, else the stored type): the history's totals read it
 * instead of counting rows. Statement triggers on ledger_transactions keep it (migration 0020),
 * as user_counts is kept: a change is a new row folded with the address's rows no other
 * transaction holds, so writers never wait here; a read sums an address's rows.
 */
export const ledgerTxCounts = pgTable(
  'ledger_tx_counts',
  {
    address: text('address').notNull(),
    chainId: text('chain_id').notNull(),
    symbol: text('symbol').notNull(),
    kind: text('kind').notNull(),
    n: bigint('n', { mode: 'number' }).notNull(),
  },
  (t) => [index('ledger_tx_counts_address_idx').on(t.address)],
);

/**
 * ledger_tx_counts by UTC day of chain time (`day`: time / 86,400,000): the history's kept
 * positions. A page by number far into a long history walks these days from the nearer end of
 * the list to the day that holds its first row, then skips only that day's rows before it
 * (migration 0025), instead of every row of the pages before it. Kept by the same statement
 * triggers and in the same way as ledger_tx_counts (a change is a new row folded with the rows of
 * its keys no other transaction holds; a read sums).
 */
export const ledgerTxDays = pgTable(
  'ledger_tx_days',
  {
    address: text('address').notNull(),
    chainId: text('chain_id').notNull(),
    symbol: text('symbol').notNull(),
    kind: text('kind').notNull(),
    day: bigint('day', { mode: 'number' }).notNull(),
    n: bigint('n', { mode: 'number' }).notNull(),
  },
  // Its index, (address, day) with the filters' columns and n included (index-only), is
  // created in SQL (migration 0025): drizzle has no INCLUDE.
);

/**
 * The automatic reward payouts (distributions without a request) one address received from one
 * validator on one UTC day of chain time, kept as one row: how many, their exact sum, the first
 * one's time and the newest one's order keys (time, height, seq). The history with rewards
 * grouped lists these instead of folding the payouts per read. Statement triggers on
 * ledger_transactions recompute the groups a write touches (migration 0020).
 */
export const ledgerPayoutGroups = pgTable(
  'ledger_payout_groups',
  {
    address: text('address').notNull(),
    chainId: text('chain_id').notNull(),
    symbol: text('symbol').notNull(),
    validator: text('validator').notNull(),
    day: bigint('day', { mode: 'number' }).notNull(),
    payouts: integer('payouts').notNull(),
    amount: amount('amount').notNull(),
    firstTime: epochMs('first_time').notNull(),
    time: epochMs('time').notNull(),
    height: integer('height').notNull(),
    seq: bigint('seq', { mode: 'number' }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.address, t.chainId, t.symbol, t.validator, t.day] }),
    // The address's side in the page's order (native first), as ledger_transactions' page
    // indexes have it (migration 0024): the history's branches merge without a sort. A page by
    // number walks the groups by day: (address, day) INCLUDE (chain_id, symbol), created in SQL
    // (migration 0025; drizzle has no INCLUDE).
    index('ledger_payout_groups_page_idx').on(
      t.address,
      t.time,
      t.height,
      sql`(${t.address} NOT LIKE '0x%')`,
      t.seq,
    ),
  ],
);

export const ledgerValidators = pgTable(
  'ledger_validators',
  {
    chainId: text('chain_id').notNull(),
    operatorAddress: text('operator_address').notNull(),
    seq: seq(),
    accountAddress: text('account_address').notNull(),
    moniker: text('moniker').notNull(),
    details: text('details').notNull(),
    commissionBps: integer('commission_bps').notNull(),
    uptimeBps: integer('uptime_bps').notNull(),
    status: text('status').notNull(),
    tokens: amount('tokens').notNull(),
    rewardPayoutFrequencySeconds: integer('reward_payout_frequency_seconds').notNull(),
    nextPayoutAt: epochMs('next_payout_at').notNull(),
    accruedRewards: amount('accrued_rewards').notNull(),
    accrualRemainder: amount('accrual_remainder').notNull(),
    /** The height accrued_rewards counts up to (accrual is lazy; reads add the blocks since). */
    accruedHeight: integer('accrued_height').notNull(),
    createdHeight: integer('created_height').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.chainId, t.operatorAddress] }),
    uniqueIndex('ledger_validators_moniker_unique').on(t.chainId, sql`lower(${t.moniker})`),
    index('ledger_validators_payout_idx').on(t.chainId, t.nextPayoutAt),
  ],
);

export const ledgerDelegations = pgTable(
  'ledger_delegations',
  {
    chainId: text('chain_id').notNull(),
    delegator: text('delegator').notNull(),
    validator: text('validator').notNull(),
    seq: seq(),
    amount: amount('amount').notNull(),
    /**
     * OPT on a Cosmos node (chains/cosmos/staking-index.ts): the delegation's pending rewards as
     * the node's DelegationTotalRewards answered at `rewards_height`. NULL on the embedded ledger,
     * whose reads compute them from the validator's accrual fields.
     */
    rewards: numeric('rewards', { precision: 78, scale: 0, mode: 'bigint' }),
    rewardsHeight: integer('rewards_height'),
  },
  (t) => [
    primaryKey({ columns: [t.chainId, t.delegator, t.validator] }),
    index('ledger_delegations_validator_idx').on(t.chainId, t.validator),
    check('ledger_delegations_positive', sql`${t.amount} > 0`),
  ],
);

export const ledgerUnbondings = pgTable(
  'ledger_unbondings',
  {
    chainId: text('chain_id').notNull(),
    delegator: text('delegator').notNull(),
    validator: text('validator').notNull(),
    creationHeight: integer('creation_height').notNull(),
    seq: seq(),
    completionTime: epochMs('completion_time').notNull(),
    initialBalance: amount('initial_balance').notNull(),
    balance: amount('balance').notNull(),
    txHashes: jsonb('tx_hashes').$type<string[]>().notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.chainId, t.delegator, t.validator, t.creationHeight] }),
    index('ledger_unbondings_completion_idx').on(t.chainId, t.completionTime),
    check('ledger_unbondings_positive', sql`${t.balance} > 0`),
  ],
);

export const ledgerRedelegations = pgTable(
  'ledger_redelegations',
  {
    chainId: text('chain_id').notNull(),
    id: text('id').notNull(),
    seq: seq(),
    delegator: text('delegator').notNull(),
    fromValidator: text('from_validator').notNull(),
    toValidator: text('to_validator').notNull(),
    creationHeight: integer('creation_height').notNull(),
    completionTime: epochMs('completion_time').notNull(),
    amount: amount('amount').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.chainId, t.id] }),
    index('ledger_redelegations_completion_idx').on(t.chainId, t.completionTime),
  ],
);
