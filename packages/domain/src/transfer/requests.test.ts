import { describe, expect, it } from 'vitest';
import { isTransferType } from './draft';
import { buildTransactionListQuery, isNativeChain } from './requests';

describe('buildTransactionListQuery', () => {
  it('asks for page 1 of 10 without a type for all', () => {
    expect(buildTransactionListQuery()).toEqual({ limit: 10, page: 1 });
    expect(buildTransactionListQuery('all')).toEqual({ limit: 10, page: 1 });
  });

  it('filters by a type and pages on', () => {
    expect(buildTransactionListQuery('moveDelegation', 3)).toEqual({
      limit: 10,
      page: 3,
      type: 'moveDelegation',
    });
  });
});

describe('chain and type checks', () => {
  it('knows the native chains', () => {
    expect(isNativeChain('optchain-1')).toBe(true);
    expect(isNativeChain('optchain-testnet-1')).toBe(true);
    expect(isNativeChain('1')).toBe(false);
  });

  it('knows the transfer types', () => {
    expect(isTransferType('cancel-undelegate')).toBe(true);
    expect(isTransferType('cancelUndelegate')).toBe(false);
  });
});
