import { EMPTY_TRANSFER_DRAFT } from './draft';
import type { TransferDraft } from './draft';

/** Product §4 transfer flow; the UI reads `status` (e.g. as data-state) and dispatches events. */
export type TransferStatus = 'send' | 'preview' | 'pending' | 'completed' | 'failed';

/** A balance the previewed transfer changes, as it will be after it ("Balance after"). */
export interface BalanceAfter {
  readonly label: 'balance' | 'staked';
  readonly chainId: string;
  readonly symbol: string;
  readonly amount: string;
}

/** Answer of POST /wallets/{id}/transferPreview (product §3). Amounts are decimal strings. */
export interface TransferPreview {
  readonly amount: string;
  readonly gasFeeEstimate: string;
  /** `product`: OptWallet pays the fee (gasless first sends), none of it is the wallet's. */
  readonly feePaidBy?: 'wallet' | 'product' | undefined;
  readonly to: string;
  readonly from: string;
  /** Absent from older servers. */
  readonly balancesAfter?: readonly BalanceAfter[];
}

/** Answer of POST /wallets/{id}/transfer (product §3). */
export interface TransferResult {
  readonly transactionHash: string;
  readonly to: string;
  readonly from: string;
  readonly amount: string;
  readonly gasFee: string;
  readonly blockExplorerLink: string;
}

export interface TransferFailure {
  readonly status: number;
  readonly message: string;
}

export interface TransferState {
  readonly status: TransferStatus;
  readonly draft: TransferDraft;
  /** Fee estimate of the last successful preview. */
  readonly preview: TransferPreview | null;
  /** Hash, fee and explorer link of the completed transfer. */
  readonly result: TransferResult | null;
  /** Last failure: of a preview (status stays send), of a send that returned to preview, or final. */
  readonly error: TransferFailure | null;
}

export type TransferEvent =
  | { readonly type: 'EDIT'; readonly changes: Partial<TransferDraft> }
  | { readonly type: 'PREVIEW_SUCCEEDED'; readonly preview: TransferPreview }
  | { readonly type: 'PREVIEW_FAILED'; readonly error: TransferFailure }
  | { readonly type: 'BACK' }
  | { readonly type: 'SUBMIT' }
  | { readonly type: 'SUBMIT_SUCCEEDED'; readonly result: TransferResult }
  | { readonly type: 'SUBMIT_FAILED'; readonly error: TransferFailure }
  | { readonly type: 'RESET' };

export const INITIAL_TRANSFER_STATE: TransferState = {
  status: 'send',
  draft: EMPTY_TRANSFER_DRAFT,
  preview: null,
  result: null,
  error: null,
};

/** A send that fails with one of these returns to preview (e.g. a wrong passcode) instead of failing. */
const TRANSFER_RETRYABLE_STATUSES: readonly number[] = [400, 401];

/**
 * Reset (product §4): clears amount, chain, symbol, type, hashes, fees and passcode and returns to
 * send. The other draft fields (addresses, memo, description, creationHeight) stay as they were,
 * as the spec lists only these.
 */
function reset(state: TransferState): TransferState {
  return {
    status: 'send',
    draft: {
      ...state.draft,
      inputAmount: '',
      chainId: '',
      symbol: '',
      transferType: null,
      walletPasscode: '',
    },
    preview: null,
    result: null,
    error: null,
  };
}

/** Pure transition; an event that does not apply in the current status leaves the state unchanged. */
export function transferReducer(state: TransferState, event: TransferEvent): TransferState {
  switch (event.type) {
    case 'RESET':
      return reset(state);
    case 'EDIT':
      // Only while composing or previewing (the passcode is typed on the preview screen).
      if (state.status !== 'send' && state.status !== 'preview') return state;
      return { ...state, draft: { ...state.draft, ...event.changes } };
    case 'PREVIEW_SUCCEEDED':
      if (state.status !== 'send') return state;
      return { ...state, status: 'preview', preview: event.preview, error: null };
    case 'PREVIEW_FAILED':
      if (state.status !== 'send') return state;
      return { ...state, error: event.error };
    case 'BACK':
      if (state.status !== 'preview') return state;
      return {
        ...state,
        status: 'send',
        preview: null,
        error: null,
        draft: { ...state.draft, walletPasscode: '' },
      };
    case 'SUBMIT':
      if (state.status !== 'preview') return state;
      return { ...state, status: 'pending', error: null };
    case 'SUBMIT_SUCCEEDED':
      if (state.status !== 'pending') return state;
      return { ...state, status: 'completed', result: event.result, error: null };
    case 'SUBMIT_FAILED':
      if (state.status !== 'pending') return state;
      return TRANSFER_RETRYABLE_STATUSES.includes(event.error.status)
        ? {
            ...state,
            status: 'preview',
            error: event.error,
            draft: { ...state.draft, walletPasscode: '' },
          }
        : { ...state, status: 'failed', error: event.error };
  }
}
