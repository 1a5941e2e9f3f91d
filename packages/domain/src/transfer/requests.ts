import {
  NATIVE_CHAIN_ID,
  NATIVE_TESTNET_CHAIN_ID,
  TRANSACTIONS_FIRST_PAGE,
  TRANSACTIONS_PAGE_SIZE,
} from '../constants';
import type { TransferDraft, TransferType } from './draft';

/**
 * POST /wallets/{id}/transferPreview body (spec §7). Beyond §7's list it carries creationHeight
 * for cancel-undelegate too: a cancel cannot be previewed without knowing which unstake it cancels.
 */
export interface TransferPreviewRequest {
  amount: string;
  chainId: string;
  symbol: string;
  to: string;
  transferType: TransferType;
  memo?: string;
  from?: string;
  creationHeight?: string;
}

/** POST /wallets/{id}/transfer body (spec §7). */
export interface TransferRequest extends TransferPreviewRequest {
  description: string;
  walletPasscode: string;
}

export class IncompleteTransferDraftError extends Error {
  override readonly name = 'IncompleteTransferDraftError';
}

export function isNativeChain(chainId: string): boolean {
  return chainId === NATIVE_CHAIN_ID || chainId === NATIVE_TESTNET_CHAIN_ID;
}

/** Spec §5: a memo only for a send on the native chain or its testnet, and only when non-empty. */
export function transferMemo(draft: TransferDraft): string | undefined {
  const memo = draft.memo.trim();
  return draft.transferType === 'send' && isNativeChain(draft.chainId) && memo !== ''
    ? memo
    : undefined;
}

function base(draft: TransferDraft): TransferPreviewRequest {
  const { transferType } = draft;
  if (transferType === null) throw new IncompleteTransferDraftError('The transfer has no type yet');
  const request: TransferPreviewRequest = {
    amount: draft.inputAmount.trim(),
    chainId: draft.chainId,
    symbol: draft.symbol,
    // move-delegation (spec §5): from = current validator, to = receiving validator.
    to: transferType === 'move-delegation' ? draft.receiverAddress.trim() : draft.toAddress.trim(),
    transferType,
  };
  const memo = transferMemo(draft);
  if (memo !== undefined) request.memo = memo;
  if (transferType === 'move-delegation') request.from = draft.toAddress.trim();
  // creationHeight only for cancel-undelegate and only when non-empty.
  const creationHeight = draft.creationHeight.trim();
  if (transferType === 'cancel-undelegate' && creationHeight !== '')
    request.creationHeight = creationHeight;
  return request;
}

/** The exact preview payload of a draft; throws IncompleteTransferDraftError without a type. */
export function buildTransferPreviewRequest(draft: TransferDraft): TransferPreviewRequest {
  return base(draft);
}

/** The exact transfer payload: the preview's fields plus description and passcode. */
export function buildTransferRequest(draft: TransferDraft): TransferRequest {
  return { ...base(draft), description: draft.description, walletPasscode: draft.walletPasscode };
}

/** Transaction types of spec §3, as the list filter and the API name them. */
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

export interface TransactionListQuery {
  limit: number;
  page: number;
  type?: TransactionType;
}

/** GET /wallets/{id}/transactions query: limit 10, page 1 unless given; no type for 'all'. */
export function buildTransactionListQuery(
  type: TransactionTypeFilter = 'all',
  page: number = TRANSACTIONS_FIRST_PAGE,
): TransactionListQuery {
  const query: TransactionListQuery = { limit: TRANSACTIONS_PAGE_SIZE, page };
  if (type !== 'all') query.type = type;
  return query;
}
