import { describe, expect, it } from 'vitest';
import {
  PAYMENT_REQUEST_MAX_UNITS,
  typingAmountError,
  validateAmount,
  validateRequestAmount,
  validateWireAmount,
} from './amount';

const OPT = { decimals: 6 };

describe('validateAmount', () => {
  it('is required', () => {
    expect(validateAmount('', OPT)?.message).toBe('Amount is required');
  });

  it.each([
    ['-5', 'Amount cannot be negative'],
    ['+5', 'Write the amount without a + sign'],
    ['1e3', 'Write the amount in full, without an exponent (1000, not 1e3)'],
    ['1 000', 'Write the amount without spaces'],
    ['12abc', 'Use only digits and a decimal point'],
    ['1.2.3', 'Use one decimal point, and commas only between groups of three digits (1,000.5)'],
    ['1,000', 'This could be 1000 or 1: write it without the comma, or with a point for decimals'],
    ['.', 'Please enter a valid amount'],
  ])('refuses %j, saying why: %s', (typed, message) => {
    expect(validateAmount(typed, OPT)?.message).toBe(message);
  });

  it('reads what is typed before its rules: 1,000.50 and 1,5 are amounts', () => {
    expect(validateAmount('1,000.50', { decimals: 6, balance: '1000.5' })).toBeNull();
    expect(validateAmount('1,000.51', { decimals: 6, balance: '1000.5' })?.key).toBe(
      'validation.balance_insufficient',
    );
    expect(validateAmount('1,5', OPT)).toBeNull();
    expect(validateAmount('0,0000001', OPT)?.key).toBe('validation.amount_decimals');
  });

  it("refuses more decimals than the token has, naming the token's limit", () => {
    expect(validateAmount('0.0000001', OPT)).toMatchObject({
      key: 'validation.amount_decimals',
      message: 'Amount can have at most 6 decimal places',
    });
    expect(validateAmount('0.000001', OPT)).toBeNull();
  });

  it('refuses an amount no token can hold (beyond 2^256 - 1 base units) as too large', () => {
    expect(validateAmount('1'.repeat(90), { decimals: 6, balance: '100' })).toMatchObject({
      key: 'validation.amount_too_large',
      message: 'This amount is larger than any wallet can hold',
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

describe('typingAmountError', () => {
  it('says at once what more typing cannot mend', () => {
    expect(typingAmountError('-', 6)?.key).toBe('validation.amount_negative');
    expect(typingAmountError('1e', 6)?.key).toBe('validation.amount_characters');
    expect(typingAmountError('1.1234567', 6)?.key).toBe('validation.amount_decimals');
    expect(typingAmountError('1'.repeat(90), 6)?.key).toBe('validation.amount_too_large');
  });

  it('waits for the submit while the amount may still be on its way', () => {
    for (const typed of ['', '.', '0', '0.', '1,000', '1,000,', '1.000.', '12.5']) {
      expect(typingAmountError(typed, 6)).toBeNull();
    }
  });
});

describe('validateWireAmount: an amount as a request carries it', () => {
  it.each(['0', '12.5', '0.000001', '007', '1000000000'])('takes %j', (text) => {
    expect(validateWireAmount(text)).toBeNull();
  });

  it.each([
    ['-5', 'validation.amount_negative'],
    ['-1', 'validation.amount_negative'],
    ['1e3', 'validation.amount_exponent'],
    ['lots', 'validation.amount_characters'],
    ['', 'validation.amount_required'],
    ['1,000', 'validation.amount_ambiguous'],
    ['1,000.50', 'validation.amount_wire_format'],
    ['1,5', 'validation.amount_wire_format'],
    [' 1', 'validation.amount_wire_format'],
    ['.5', 'validation.amount_wire_format'],
    ['5.', 'validation.amount_wire_format'],
    ['1'.repeat(90), 'validation.amount_too_large'],
  ])('refuses %j with %s', (text, key) => {
    expect(validateWireAmount(text)?.key).toBe(key);
  });
});

describe('validateRequestAmount: the send rules and a ceiling', () => {
  const opt = { decimals: 6, symbol: 'OPT' };

  it('asks for at most 1,000,000,000 units of the token', () => {
    expect(PAYMENT_REQUEST_MAX_UNITS).toBe(1_000_000_000n);
    expect(validateRequestAmount('1000000000', opt)).toBeNull();
    expect(validateRequestAmount('1,000,000,000.000000', opt)).toBeNull();
    for (const typed of ['1000000000.000001', '99999999999999999999', '99,999,999,999.5']) {
      expect(validateRequestAmount(typed, opt)?.message).toBe(
        'You can request at most 1,000,000,000 OPT',
      );
    }
  });

  it('says what the Send form says for every other fault', () => {
    const faults = ['', '0', '1.1234567', 'abc', '-1', '1e3', '1,000', '1'.repeat(90)];
    for (const typed of faults) {
      expect(validateRequestAmount(typed, opt)).toEqual(validateAmount(typed, { decimals: 6 }));
    }
    expect(validateRequestAmount('0.5', { decimals: 18, symbol: 'ETH' })).toBeNull();
  });
});
