import { describe, expect, it } from 'vitest';
import { TRANSACTION_TYPES } from '../transfer/requests';
import { toTransactionStatus, transactionStatusLabel, transactionTypeLabel } from './transactions';

describe('transaction statuses', () => {
  it.each([
    ['pending', 'pending', 'Pending'],
    ['success', 'success', 'Success'],
    ['failed', 'failed', 'Failed'],
    ['fail', 'failed', 'Failed'],
    ['FAIL', 'failed', 'Failed'],
    ['cancelled', 'cancelled', 'Cancelled'],
    ['canceled', 'cancelled', 'Cancelled'],
    ['queued', null, 'Queued'],
    ['', null, ''],
    [null, null, ''],
  ])('%j -> %j labelled %j', (raw, status, label) => {
    expect(toTransactionStatus(raw)).toBe(status);
    expect(transactionStatusLabel(raw)).toBe(label);
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
