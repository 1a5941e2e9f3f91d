import { tryParseAmount } from '../amount/decimal';
import { fieldError } from './field-error';
import type { FieldError } from './field-error';

export interface AmountRules {
  /** Decimals of the token (TOKEN_DECIMALS or the chain's answer). */
  readonly decimals: number;
  /** Spendable balance: base units, or a decimal string in display units as the API sends it. */
  readonly balance?: bigint | string;
}

/**
 * Amount: required, a decimal within the token's decimals and range (MAX_AMOUNT_BASE_UNITS),
 * greater than 0, at most the balance.
 */
export function validateAmount(value: string, rules: AmountRules): FieldError | null {
  const parsed = tryParseAmount(value, rules.decimals);
  if (!parsed.ok) {
    if (parsed.reason === 'empty') return fieldError('validation.amount_required');
    if (parsed.reason === 'too_many_decimals')
      return fieldError('validation.amount_decimals', { count: rules.decimals });
    return fieldError('validation.amount_invalid');
  }
  if (parsed.value <= 0n) return fieldError('validation.amount_positive');
  if (rules.balance !== undefined) {
    const balance =
      typeof rules.balance === 'bigint'
        ? rules.balance
        : tryParseAmount(rules.balance, rules.decimals);
    const available = typeof balance === 'bigint' ? balance : balance.ok ? balance.value : 0n;
    if (parsed.value > available) return fieldError('validation.balance_insufficient');
  }
  return null;
}
