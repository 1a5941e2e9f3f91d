import { validateAmount } from '../validation/amount';
import type { AmountRules } from '../validation/amount';
import { fieldError } from '../validation/field-error';
import type { FieldError } from '../validation/field-error';
import { validateRequired } from '../validation/required';
import type { TransferDraft } from './draft';

export type TransferDraftErrors = Partial<Record<keyof TransferDraft, FieldError>>;

/**
 * Product §5 rules of a draft before a call: 'preview' checks amount and addresses, 'transfer' also the
 * wallet key typed at the confirm step (§4's "passcode or PIN entry": 'Wallet PIN is required').
 * An empty object means the draft may be sent.
 */
export function validateTransferDraft(
  draft: TransferDraft,
  rules: AmountRules,
  stage: 'preview' | 'transfer' = 'preview',
): TransferDraftErrors {
  const errors: TransferDraftErrors = {};
  const amount = validateAmount(draft.inputAmount, rules);
  if (amount) errors.inputAmount = amount;
  if (draft.toAddress.trim() === '') {
    errors.toAddress =
      draft.transferType === 'send'
        ? fieldError('validation.receiver_address_required')
        : fieldError('validation.validator_required');
  }
  if (draft.transferType === 'move-delegation' && draft.receiverAddress.trim() === '') {
    errors.receiverAddress = fieldError('validation.validator_required');
  }
  if (stage === 'transfer' && draft.walletPasscode === '')
    errors.walletPasscode = fieldError('validation.wallet_pin_required');
  return errors;
}

export type TransferPreviewErrors = Partial<Record<'to' | 'gasFeeEstimate', FieldError>>;

/**
 * What a preview must carry before the user may confirm: the address the transfer goes to
 * ('Address is required') and its gas fee ('Gas fee is required'). A production client does not
 * parse answers, so a preview missing either is not shown as a quote one can accept.
 */
export function validateTransferPreview(preview: {
  readonly to?: unknown;
  readonly gasFeeEstimate?: unknown;
}): TransferPreviewErrors {
  const errors: TransferPreviewErrors = {};
  const to = validateRequired('address', preview.to);
  if (to) errors.to = to;
  const fee = validateRequired('gasFee', preview.gasFeeEstimate);
  if (fee) errors.gasFeeEstimate = fee;
  return errors;
}
