import type { wallets } from '../db/schema';

/**
 * The shape of a reserved wallet passcode check (modules/wallets/wallet-passcode.ts) that a
 * chain's write finishes in its own transaction.
 */

export type WalletRow = typeof wallets.$inferSelect;

interface WalletOwner {
  firstName: string | null;
  lastName: string | null;
  username: string | null;
}

/** A wallet whose passcode check was reserved: the row and its owner's names. */
export interface ReservedCheck {
  row: WalletRow;
  owner: WalletOwner;
}

/** The SET clause that ends a right passcode check (in the write that spends). */
export const RIGHT_CHECK_SET =
  'failed_attempts = 0, locked_until = NULL, checks_in_flight = greatest(checks_in_flight - 1, 0)';
