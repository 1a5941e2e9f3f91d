import { isApiError } from '@optwallet/api-client';
import { buildTransferPreviewRequest, buildTransferRequest } from '@optwallet/contract/wire';
import { INITIAL_TRANSFER_STATE, transferReducer } from '@optwallet/domain';
import type { TransferDraft, TransferFailure, TransferState } from '@optwallet/domain';
import type { TransferResponse } from '@optwallet/contract';
import { toast } from '@optwallet/ui';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useReducer, useRef } from 'react';
import { api } from '../../../lib/api';
import { invalidateMoney } from '../../../lib/money/queries';

function failureOf(error: unknown): TransferFailure {
  if (isApiError(error)) return { status: error.status, message: error.message };
  return {
    status: 0,
    message: error instanceof Error ? error.message : 'An unknown error occurred',
  };
}

/** What the server would apply: the request without the passcode (a retyped passcode is the same transfer). */
function fingerprintOf(draft: TransferDraft): string {
  const { walletPasscode: _passcode, ...request } = buildTransferRequest({
    ...draft,
    walletPasscode: '-',
  });
  return JSON.stringify(request);
}

function newKey(): string {
  return crypto.randomUUID();
}

export interface TransferFlow {
  state: TransferState;
  /** Validated draft -> transferPreview; the machine goes to preview or keeps the error. */
  preview: (draft: TransferDraft) => Promise<void>;
  /** Preview -> pending -> completed / failed (or back to preview on 400/401, e.g. a wrong passcode). */
  submit: (walletPasscode: string) => Promise<void>;
  back: () => void;
  reset: () => void;
  previewing: boolean;
}

/**
 * The transfer machine of @optwallet/domain wired to the API (product §4). Safety rules:
 * - one in-flight submit at a time (a double click sends once);
 * - one Idempotency-Key per confirmed draft: kept when the same draft is retried after a failure
 *   whose outcome is unknown (5xx, network), renewed after a definite refusal (400/401: nothing was
 *   applied) and after a success (a new send is a new transfer).
 */
export function useTransferFlow(
  walletId: string,
  /** After a transfer went out: what follows it with the same wallet key (a send's repeats). */
  onSent?: (sent: { walletPasscode: string; result: TransferResponse }) => void,
): TransferFlow {
  const queryClient = useQueryClient();
  const onSentRef = useRef(onSent);
  useEffect(() => {
    onSentRef.current = onSent;
  }, [onSent]);
  const [state, dispatch] = useReducer(transferReducer, INITIAL_TRANSFER_STATE);
  const stateRef = useRef(state);
  useEffect(() => {
    stateRef.current = state;
  }, [state]);
  const inFlight = useRef(false);
  const previewSeq = useRef(0);
  const [previewing, setPreviewing] = useReducer((_: boolean, next: boolean) => next, false);
  const idempotency = useRef<{ key: string; fingerprint: string } | null>(null);

  const preview = useCallback(
    async (draft: TransferDraft) => {
      if (stateRef.current.status !== 'send') return;
      dispatch({ type: 'EDIT', changes: draft });
      const seq = ++previewSeq.current;
      setPreviewing(true);
      try {
        const answer = await api.wallets.transferPreview(
          walletId,
          buildTransferPreviewRequest(draft),
        );
        if (seq !== previewSeq.current) return;
        const fingerprint = fingerprintOf(draft);
        if (idempotency.current?.fingerprint !== fingerprint)
          idempotency.current = { key: newKey(), fingerprint };
        dispatch({ type: 'PREVIEW_SUCCEEDED', preview: answer });
      } catch (error) {
        if (seq !== previewSeq.current) return;
        dispatch({ type: 'PREVIEW_FAILED', error: failureOf(error) });
      } finally {
        if (seq === previewSeq.current) setPreviewing(false);
      }
    },
    [walletId],
  );

  const submit = useCallback(
    async (walletPasscode: string) => {
      if (inFlight.current || stateRef.current.status !== 'preview') return;
      inFlight.current = true;
      const draft = { ...stateRef.current.draft, walletPasscode };
      const fingerprint = fingerprintOf(draft);
      if (idempotency.current?.fingerprint !== fingerprint)
        idempotency.current = { key: newKey(), fingerprint };
      const { key } = idempotency.current;
      dispatch({ type: 'EDIT', changes: { walletPasscode } });
      dispatch({ type: 'SUBMIT' });
      try {
        const result = await api.wallets.transfer(walletId, buildTransferRequest(draft), {
          idempotencyKey: key,
        });
        idempotency.current = null;
        dispatch({ type: 'SUBMIT_SUCCEEDED', result });
        void invalidateMoney(queryClient);
        onSentRef.current?.({ walletPasscode, result });
      } catch (error) {
        const failure = failureOf(error);
        // A definite refusal applied nothing: the next attempt is a new request with a new key.
        if ([400, 401, 409, 422].includes(failure.status)) idempotency.current = null;
        // Product §8: a failed transfer shows an error toast, as well as its inline error (on the
        // preview for a wrong wallet key, on the failure screen otherwise).
        toast.error(failure.message, { id: 'transfer' });
        dispatch({ type: 'SUBMIT_FAILED', error: failure });
      } finally {
        inFlight.current = false;
      }
    },
    [walletId, queryClient],
  );

  const back = useCallback(() => dispatch({ type: 'BACK' }), []);
  const reset = useCallback(() => {
    previewSeq.current++;
    setPreviewing(false);
    dispatch({ type: 'RESET' });
  }, []);

  return { state, preview, submit, back, reset, previewing };
}
