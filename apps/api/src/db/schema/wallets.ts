import { sql } from 'drizzle-orm';
import {
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { users } from './users';

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/**
 * Custodied wallets. The recovery phrase is never stored in clear: `sealedMnemonic` is a
 * versioned AES-256-GCM envelope (key derived from the wallet passcode and the server key).
 * Wrong passcodes are counted; `lockedUntil` holds a lockout after repeated failures.
 */
export const wallets = pgTable(
  'wallets',
  {
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** bech32 `opt1…` from m/44'/118'/0'/0/0 (the same account on optchain-1 and its testnet). */
    nativeAddress: text('native_address').notNull(),
    /** EIP-55 `0x…` from m/44'/60'/0'/0/0. */
    evmAddress: text('evm_address').notNull(),
    sealedMnemonic: text('sealed_mnemonic').notNull(),
    /** Wrong passcodes in a row (the 5th locks the wallet; a right one starts again). */
    failedAttempts: integer('failed_attempts').notNull().default(0),
    lockedUntil: ts('locked_until'),
    /**
     * Passcode checks started and not finished. A check is reserved before the argon2 work and
     * counts against the limit with the failures, so concurrent guesses cannot exceed it.
     */
    checksInFlight: integer('checks_in_flight').notNull().default(0),
    /** When the last check started: checks a crashed server left in flight expire after a while. */
    lastCheckAt: ts('last_check_at'),
    createdAt: ts('created_at').notNull().defaultNow(),
    /** When the owner last pressed account sync (POST /wallets/{id}/sync); null if never. */
    syncedAt: ts('synced_at'),
    /**
     * Chain time (epoch ms) of each chain's head at that sync, by chain id: the next sync counts
     * what settled after it (chain clocks move apart from the wall clock on the devnet).
     */
    syncHeads: jsonb('sync_heads').$type<Record<string, number>>(),
  },
  (t) => [
    index('wallets_user_idx').on(t.userId, t.createdAt),
    uniqueIndex('wallets_native_address_unique').on(t.nativeAddress),
    uniqueIndex('wallets_evm_address_unique').on(t.evmAddress),
    // Who is behind an EVM address as a row carries it (any case): history rows, recipient checks.
    index('wallets_evm_address_lower_idx').on(sql`lower(${t.evmAddress})`),
  ],
);

/**
 * The sender's own description of a transfer (product §3 display field). Not part of the chain: only
 * the wallet that wrote it sees it. One per wallet and transaction; a replayed transfer keeps the first.
 */
export const transactionNotes = pgTable(
  'transaction_notes',
  {
    walletId: text('wallet_id')
      .notNull()
      .references(() => wallets.id, { onDelete: 'cascade' }),
    txHash: text('tx_hash').notNull(),
    description: text('description').notNull(),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.walletId, t.txHash] })],
);
