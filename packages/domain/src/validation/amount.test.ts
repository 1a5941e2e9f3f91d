import { describe, expect, it } from 'vitest';
import { validateAmount } from './amount';

const OPT = { decimals: 6 };

describe('validateAmount', () => {
  it('is required', () => {
    expect(validateAmount('', OPT)?.message).toBe('Amount is required');
  });

  it('refuses text that is not a decimal amount', () => {
    expect(validateAmount('1e3', OPT)?.key).toBe('validation.amount_invalid');
    expect(validateAmount('-1', OPT)?.key).toBe('validation.amount_invalid');
  });

  it("refuses more decimals than the token has, naming the token's limit", () => {
    expect(validateAmount('0.0000001', OPT)).toMatchObject({
      key: 'validation.amount_decimals',
      message: 'Amount can have at most 6 decimal places',
    });
    expect(validateAmount('0.000001', OPT)).toBeNull();
  });

  it('refuses an amount no token can hold (beyond 2^256 - 1 base units) as not a valid amount', () => {
    expect(validateAmount('1'.repeat(90), { decimals: 6, balance: '100' })).toMatchObject({
      key: 'validation.amount_invalid',
      message: 'Please enter a valid amount',
    });
  });

  it('must be greater than 0', () => {
    expect(validateAmount('0', OPT)?.message).toBe('Amount must be greater than 0');
    expect(validateAmount('0.000000', OPT)?.key).toBe('validation.amount_positive');
    expect(validateAmount('0.000001', OPT)).toBeNull();
  });

  it('may equal the balance but not exceed it by one base unit', () => {
    expect(validateAmount('10.5', { decimals: 6, balance: '10.5' })).toBeNull();
    expect(validateAmount('10.500001', { decimals: 6, balance: '10.5' })?.message).toBe(
      'Insufficient balance',
    );
    expect(validateAmount('10.5', { decimals: 6, balance: 10_500_000n })).toBeNull();
    expect(validateAmount('10.500001', { decimals: 6, balance: 10_500_000n })?.key).toBe(
      'validation.balance_insufficient',
    );
  });

  it('compares 18-decimal amounts exactly', () => {
    const rules = { decimals: 18, balance: '0.300000000000000000' };
    expect(validateAmount('0.3', rules)).toBeNull();
    expect(validateAmount('0.300000000000000001', rules)?.key).toBe(
      'validation.balance_insufficient',
    );
  });

  it('treats an unreadable balance as nothing to spend', () => {
    expect(validateAmount('1', { decimals: 6, balance: 'n/a' })?.key).toBe(
      'validation.balance_insufficient',
    );
  });
});
