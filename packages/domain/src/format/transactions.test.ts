import { describe, expect, it } from 'vitest';
import { TRANSACTION_TYPES } from '../transfer/requests';
import { toTransactionStatus, transactionTypeLabel } from './transactions';

describe('transaction statuses', () => {
  it.each([
    ['pending', 'pending'],
    ['success', 'success'],
    ['failed', 'failed'],
    ['fail', 'failed'],
    ['FAIL', 'failed'],
    ['cancelled', 'cancelled'],
    ['canceled', 'cancelled'],
    ['queued', null],
    ['', null],
    [null, null],
  ])('%j -> %j', (raw, status) => {
    expect(toTransactionStatus(raw)).toBe(status);
  });
});

describe('transactionTypeLabel', () => {
  it('labels every transaction type', () => {
    expect(TRANSACTION_TYPES.map(transactionTypeLabel)).toEqual([
      'Send',
      'Receive',
      'Stake',
      'Unstake',
      'Cancel Unstake',
      'Move Stake',
      'Distribution',
    ]);
  });
});
