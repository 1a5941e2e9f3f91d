import { PASSWORD_MIN_LENGTH, WALLET_KEY_MIN_LENGTH } from '../constants';
import { fieldError } from './field-error';
import type { FieldError } from './field-error';

/** The special characters of product §5; a password or wallet key needs at least one of them. */
export const PASSWORD_SPECIAL_CHARACTERS = `!@#$%^&*()+=.[]{}_<>;:'"\\|,?/-`;

export function hasSpecialCharacter(value: string): boolean {
  for (const char of value) if (PASSWORD_SPECIAL_CHARACTERS.includes(char)) return true;
  return false;
}

/** Length counts characters as a person sees them (code points), not UTF-16 units. */
function length(value: string): number {
  return Array.from(value).length;
}

export function validatePassword(password: string): FieldError | null {
  if (password === '') return fieldError('validation.password_required');
  if (length(password) < PASSWORD_MIN_LENGTH) {
    return fieldError('validation.password_min', { count: PASSWORD_MIN_LENGTH });
  }
  if (!hasSpecialCharacter(password)) return fieldError('validation.password_special');
  return null;
}

export function validatePasswordConfirmation(
  password: string,
  confirmation: string,
): FieldError | null {
  if (confirmation === '') return fieldError('validation.confirm_password_required');
  if (confirmation !== password) return fieldError('validation.passwords_must_match');
  return null;
}

/** Same length and special-character rule as the password, and it must differ from the account password. */
export function validateWalletKey(walletKey: string, accountPassword?: string): FieldError | null {
  if (walletKey === '') return fieldError('validation.wallet_key_required');
  if (length(walletKey) < WALLET_KEY_MIN_LENGTH) {
    return fieldError('validation.wallet_key_min', { count: WALLET_KEY_MIN_LENGTH });
  }
  if (!hasSpecialCharacter(walletKey)) return fieldError('validation.wallet_key_special');
  if (accountPassword !== undefined && accountPassword !== '' && walletKey === accountPassword) {
    return fieldError('validation.wallet_key_same_as_password');
  }
  return null;
}

export function validateWalletKeyConfirmation(
  walletKey: string,
  confirmation: string,
): FieldError | null {
  if (confirmation === '') return fieldError('validation.confirm_wallet_key_required');
  if (confirmation !== walletKey) return fieldError('validation.wallet_keys_must_match');
  return null;
}
