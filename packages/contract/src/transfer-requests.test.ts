import { describe, expect, it } from 'vitest';
import { EMPTY_TRANSFER_DRAFT } from '@optwallet/domain';
import type { TransferDraft } from '@optwallet/domain';
import {
  IncompleteTransferDraftError,
  buildTransferPreviewRequest,
  buildTransferRequest,
} from './transfer-requests';

const send: TransferDraft = {
  ...EMPTY_TRANSFER_DRAFT,
  inputAmount: ' 12.5 ',
  chainId: 'optchain-1',
  symbol: 'OPT',
  toAddress: 'opt1receiver',
  transferType: 'send',
  memo: 'rent',
  description: 'November rent',
  walletPasscode: 'key#1234',
};

describe('buildTransferPreviewRequest', () => {
  it('sends the reading of the amount typed, never the text: 1,000.50 travels as 1000.50', () => {
    expect(buildTransferPreviewRequest({ ...send, inputAmount: '1,000.50' }).amount).toBe(
      '1000.50',
    );
    expect(buildTransferRequest({ ...send, inputAmount: ' 1,5 ' }).amount).toBe('1.5');
  });

  it('sends a native-chain send with its memo', () => {
    expect(buildTransferPreviewRequest(send)).toEqual({
      amount: '12.5',
      chainId: 'optchain-1',
      symbol: 'OPT',
      to: 'opt1receiver',
      transferType: 'send',
      memo: 'rent',
    });
  });

  it('keeps the memo on the native testnet', () => {
    expect(buildTransferPreviewRequest({ ...send, chainId: 'optchain-testnet-1' }).memo).toBe(
      'rent',
    );
  });

  it.each([
    ['an EVM chain', { chainId: '1', symbol: 'ETH' }],
    ['an empty memo', { memo: '   ' }],
    ['a delegate', { transferType: 'delegate' as const }],
  ])('leaves the memo out for %s', (_case, changes) => {
    expect(buildTransferPreviewRequest({ ...send, ...changes })).not.toHaveProperty('memo');
  });

  it('sends move-delegation from the current validator to the receiving validator', () => {
    const request = buildTransferPreviewRequest({
      ...send,
      transferType: 'move-delegation',
      toAddress: 'optvaloper1current',
      receiverAddress: 'optvaloper1next',
    });
    expect(request).toEqual({
      amount: '12.5',
      chainId: 'optchain-1',
      symbol: 'OPT',
      to: 'optvaloper1next',
      from: 'optvaloper1current',
      transferType: 'move-delegation',
    });
  });

  it('refuses a draft without a transfer type', () => {
    expect(() => buildTransferPreviewRequest({ ...send, transferType: null })).toThrow(
      IncompleteTransferDraftError,
    );
  });
});

describe('buildTransferRequest', () => {
  it('adds description and passcode to the preview fields', () => {
    expect(buildTransferRequest(send)).toEqual({
      amount: '12.5',
      chainId: 'optchain-1',
      symbol: 'OPT',
      to: 'opt1receiver',
      transferType: 'send',
      memo: 'rent',
      description: 'November rent',
      walletPasscode: 'key#1234',
    });
  });

  it('carries creationHeight for cancel-undelegate only when non-empty, in the preview too', () => {
    const cancel = {
      ...send,
      transferType: 'cancel-undelegate' as const,
      toAddress: 'optvaloper1x',
    };
    expect(buildTransferPreviewRequest({ ...cancel, creationHeight: '4521' }).creationHeight).toBe(
      '4521',
    );
    expect(buildTransferPreviewRequest({ ...send, creationHeight: '4521' })).not.toHaveProperty(
      'creationHeight',
    );
    expect(buildTransferRequest({ ...cancel, creationHeight: '4521' }).creationHeight).toBe('4521');
    expect(buildTransferRequest({ ...cancel, creationHeight: '' })).not.toHaveProperty(
      'creationHeight',
    );
    expect(buildTransferRequest({ ...send, creationHeight: '4521' })).not.toHaveProperty(
      'creationHeight',
    );
  });
});
