import { translate } from '../catalogue/catalogue';
import type { TransactionType } from '../transfer/requests';

const TRANSACTION_STATUSES = ['pending', 'success', 'failed', 'cancelled'] as const;
export type TransactionStatus = (typeof TRANSACTION_STATUSES)[number];

const ALIASES: Readonly<Record<string, TransactionStatus>> = {
  fail: 'failed',
  canceled: 'cancelled',
};

/** Product §3 statuses; a raw 'fail' maps to failed. Null for anything else. */
export function toTransactionStatus(raw: string | null | undefined): TransactionStatus | null {
  const value = (raw ?? '').trim().toLowerCase();
  if ((TRANSACTION_STATUSES as readonly string[]).includes(value))
    return value as TransactionStatus;
  return ALIASES[value] ?? null;
}

export function transactionTypeLabel(type: TransactionType): string {
  return translate(`transaction_type.${type}`);
}
