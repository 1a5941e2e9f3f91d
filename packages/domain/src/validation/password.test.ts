import { describe, expect, it } from 'vitest';
import {
  PASSWORD_SPECIAL_CHARACTERS,
  hasSpecialCharacter,
  validatePassword,
  validatePasswordConfirmation,
  validateWalletKey,
  validateWalletKeyConfirmation,
} from './password';

describe('validatePassword', () => {
  it('asks for a password when empty', () => {
    expect(validatePassword('')?.message).toBe('Password is required');
  });

  it('refuses 7 characters and accepts 8', () => {
    expect(validatePassword('abcde!g')).toMatchObject({
      key: 'validation.password_min',
      params: { count: 8 },
    });
    expect(validatePassword('abcde!g')?.message).toBe('Password must be at least 8 characters');
    expect(validatePassword('abcdef!g')).toBeNull();
  });

  it('counts an emoji as one character', () => {
    expect(validatePassword('abcde!😀')?.key).toBe('validation.password_min');
  });

  it('needs a special character from the spec set', () => {
    expect(validatePassword('abcdefgh')?.key).toBe('validation.password_special');
    expect(validatePassword('abcdefg~')?.key).toBe('validation.password_special');
    expect(validatePassword('abcdefg`')?.key).toBe('validation.password_special');
  });

  it.each(Array.from(PASSWORD_SPECIAL_CHARACTERS))(
    'accepts %j as the special character',
    (char) => {
      expect(validatePassword(`abcdefg${char}`)).toBeNull();
    },
  );

  it('has exactly the 30 special characters the spec lists', () => {
    expect(PASSWORD_SPECIAL_CHARACTERS).toHaveLength(30);
    expect(hasSpecialCharacter('a b')).toBe(false);
  });
});

describe('validatePasswordConfirmation', () => {
  it('needs a non-empty confirmation equal to the password', () => {
    expect(validatePasswordConfirmation('abcdef!g', '')?.key).toBe(
      'validation.confirm_password_required',
    );
    expect(validatePasswordConfirmation('abcdef!g', 'abcdef!G')?.message).toBe(
      'Passwords must match',
    );
    expect(validatePasswordConfirmation('abcdef!g', 'abcdef!g')).toBeNull();
  });
});

describe('validateWalletKey', () => {
  it('applies the password length and special-character rules', () => {
    expect(validateWalletKey('')?.key).toBe('validation.wallet_key_required');
    expect(validateWalletKey('1234567')?.message).toBe('Wallet key must be at least 8 characters');
    expect(validateWalletKey('12345678')?.key).toBe('validation.wallet_key_special');
    expect(validateWalletKey('1234567#')).toBeNull();
  });

  it('must differ from the account password', () => {
    expect(validateWalletKey('1234567#', '1234567#')?.message).toBe(
      'Wallet key must be different from your account password',
    );
    expect(validateWalletKey('1234567#', 'other!pass')).toBeNull();
    expect(validateWalletKey('1234567#', '')).toBeNull();
  });

  it('needs a matching confirmation', () => {
    expect(validateWalletKeyConfirmation('1234567#', '')?.key).toBe(
      'validation.confirm_wallet_key_required',
    );
    expect(validateWalletKeyConfirmation('1234567#', '1234567$')?.message).toBe(
      'Wallet keys must match',
    );
    expect(validateWalletKeyConfirmation('1234567#', '1234567#')).toBeNull();
  });
});
