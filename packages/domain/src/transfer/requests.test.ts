import { describe, expect, it } from 'vitest';
import { EMPTY_TRANSFER_DRAFT } from './draft';
import type { TransferDraft } from './draft';
import { isNativeChain, transferMemo } from './requests';

describe('isNativeChain', () => {
  it('knows the native chains', () => {
    expect(isNativeChain('optchain-1')).toBe(true);
    expect(isNativeChain('optchain-testnet-1')).toBe(true);
    expect(isNativeChain('1')).toBe(false);
  });
});

describe('transferMemo', () => {
  const send: TransferDraft = {
    ...EMPTY_TRANSFER_DRAFT,
    transferType: 'send',
    chainId: 'optchain-1',
    memo: '  rent  ',
  };

  it('sends the trimmed memo of a send on the native chain or its testnet', () => {
    expect(transferMemo(send)).toBe('rent');
    expect(transferMemo({ ...send, chainId: 'optchain-testnet-1' })).toBe('rent');
  });

  it('sends no memo for another chain, another type or a blank memo', () => {
    expect(transferMemo({ ...send, chainId: '1' })).toBeUndefined();
    expect(transferMemo({ ...send, transferType: 'delegate' })).toBeUndefined();
    expect(transferMemo({ ...send, memo: '   ' })).toBeUndefined();
  });
});
