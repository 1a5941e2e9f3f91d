import { NATIVE_CHAIN_ID, NATIVE_TESTNET_CHAIN_ID } from '../constants';
import type { TransferDraft } from './draft';

export function isNativeChain(chainId: string): boolean {
  return chainId === NATIVE_CHAIN_ID || chainId === NATIVE_TESTNET_CHAIN_ID;
}

/** Product §5: a memo only for a send on the native chain or its testnet, and only when non-empty. */
export function transferMemo(draft: TransferDraft): string | undefined {
  const memo = draft.memo.trim();
  return draft.transferType === 'send' && isNativeChain(draft.chainId) && memo !== ''
    ? memo
    : undefined;
}

/**
 * Transaction types of product §3, as the list filter and the API name them (the contract's
 * `transactionTypeSchema` is this list; the ledger's stored types add its own two).
 */
export const TRANSACTION_TYPES = [
  'send',
  'receive',
  'delegate',
  'undelegate',
  'cancelUndelegate',
  'moveDelegation',
  'distribution',
] as const;
export type TransactionType = (typeof TRANSACTION_TYPES)[number];
export type TransactionTypeFilter = TransactionType | 'all';
