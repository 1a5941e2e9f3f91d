import { describe, expect, it } from 'vitest';
import { EMPTY_TRANSFER_DRAFT } from './draft';
import { validateTransferDraft, validateTransferPreview } from './validate';

const rules = { decimals: 6, balance: '10' };

describe('validateTransferDraft', () => {
  it('passes a complete send', () => {
    const draft = {
      ...EMPTY_TRANSFER_DRAFT,
      inputAmount: '10',
      toAddress: 'opt1x',
      transferType: 'send' as const,
    };
    expect(validateTransferDraft(draft, rules)).toEqual({});
  });

  it('names each missing field of a send', () => {
    const errors = validateTransferDraft(
      { ...EMPTY_TRANSFER_DRAFT, transferType: 'send' },
      rules,
      'transfer',
    );
    expect(errors.inputAmount?.message).toBe('Amount is required');
    expect(errors.toAddress?.message).toBe('Receiver address is required');
    expect(errors.walletPasscode?.message).toBe('Wallet PIN is required');
  });

  it('asks for validators when staking', () => {
    const errors = validateTransferDraft(
      { ...EMPTY_TRANSFER_DRAFT, inputAmount: '11', transferType: 'move-delegation' },
      rules,
    );
    expect(errors.inputAmount?.message).toBe('Insufficient balance');
    expect(errors.toAddress?.message).toBe('Validator is required');
    expect(errors.receiverAddress?.message).toBe('Validator is required');
    expect(errors.walletPasscode).toBeUndefined();
  });
});

describe('validateTransferPreview', () => {
  it('passes a preview with an address and a fee', () => {
    expect(validateTransferPreview({ to: 'opt1x', gasFeeEstimate: '0.002' })).toEqual({});
  });

  it('names a missing address and a missing gas fee', () => {
    const errors = validateTransferPreview({ to: '', gasFeeEstimate: undefined });
    expect(errors.to?.message).toBe('Address is required');
    expect(errors.gasFeeEstimate?.message).toBe('Gas fee is required');
  });
});
