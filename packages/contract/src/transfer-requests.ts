import { transferMemo, typedAmountOrText } from '@optwallet/domain';
import type { TransferDraft } from '@optwallet/domain';
import type { TransferPreviewRequest, TransferRequest } from './transfers';

/**
 * A transfer draft (the screen's state, @optwallet/domain) as the contract's request bodies. No
 * zod here: a client builds its bodies without loading the schemas.
 */

export class IncompleteTransferDraftError extends Error {
  override readonly name = 'IncompleteTransferDraftError';
}

function base(draft: TransferDraft): TransferPreviewRequest {
  const { transferType } = draft;
  if (transferType === null) throw new IncompleteTransferDraftError('The transfer has no type yet');
  const request: TransferPreviewRequest = {
    // The amount as typed ("1,000.50") travels as its reading ("1000.50"): validateAmount
    // refused the draft already when it has none.
    amount: typedAmountOrText(draft.inputAmount).trim(),
    chainId: draft.chainId,
    symbol: draft.symbol,
    // move-delegation (product §5): from = current validator, to = receiving validator.
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
