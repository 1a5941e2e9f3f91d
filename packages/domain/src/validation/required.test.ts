import { describe, expect, it } from 'vitest';
import { CATALOGUE_EN } from '../catalogue/catalogue';
import { REQUIRED_MESSAGES, isBlank, validateRequired } from './required';
import type { RequiredField } from './required';

describe('validateRequired', () => {
  it.each(Object.keys(REQUIRED_MESSAGES) as RequiredField[])(
    'reports %s as required when empty',
    (field) => {
      expect(validateRequired(field, '')?.message).toBe(CATALOGUE_EN[REQUIRED_MESSAGES[field]]);
      expect(validateRequired(field, 'x')).toBeNull();
    },
  );

  it('names the field of the spec catalogue', () => {
    expect(validateRequired('receiverAddress', null)?.message).toBe('Receiver address is required');
    expect(validateRequired('gasFee', undefined)?.message).toBe('Gas fee is required');
    expect(validateRequired('walletPin', ' ')?.message).toBe('Wallet PIN is required');
    expect(validateRequired('consent', false)?.message).toBe('Consent is required');
  });

  it('treats 0 and true as given', () => {
    expect(isBlank(0)).toBe(false);
    expect(isBlank(true)).toBe(false);
  });
});
