import { validateAmount } from '../validation/amount';
import type { AmountRules } from '../validation/amount';
import { fieldError } from '../validation/field-error';
import type { FieldError } from '../validation/field-error';
import type { TransferDraft } from './draft';

export type TransferDraftErrors = Partial<Record<keyof TransferDraft, FieldError>>;

/**
 * Spec §5 rules of a draft before a call: 'preview' checks amount and addresses, 'transfer' also the
 * wallet key. An empty object means the draft may be sent.
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
    errors.walletPasscode = fieldError('validation.wallet_key_required');
  return errors;
}
