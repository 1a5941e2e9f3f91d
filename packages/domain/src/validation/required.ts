import { fieldError } from './field-error';
import type { FieldError } from './field-error';

/** Every "required" rule of the §5 catalogue, by field. */
export const REQUIRED_MESSAGES = {
  field: 'validation.required',
  contact: 'validation.contact_required',
  email: 'validation.email_required',
  phone: 'validation.phone_required',
  emailOrPhone: 'validation.email_or_phone_required',
  name: 'validation.name_required',
  firstName: 'validation.first_name_required',
  lastName: 'validation.last_name_required',
  username: 'validation.username_required',
  moniker: 'validation.moniker_required',
  amount: 'validation.amount_required',
  validator: 'validation.validator_required',
  password: 'validation.password_required',
  confirmPassword: 'validation.confirm_password_required',
  walletKey: 'validation.wallet_key_required',
  confirmWalletKey: 'validation.confirm_wallet_key_required',
  walletPin: 'validation.wallet_pin_required',
  consent: 'validation.consent_required',
  birthDate: 'validation.birth_date_required',
  address: 'validation.address_required',
  receiverAddress: 'validation.receiver_address_required',
  gasFee: 'validation.gas_fee_required',
  image: 'validation.image_required',
  seedWords: 'validation.seed_words_required',
  country: 'validation.country_required',
} as const;

export type RequiredField = keyof typeof REQUIRED_MESSAGES;

/** Empty means null, undefined, false (an unticked consent box) or a string of only spaces. */
export function isBlank(value: unknown): boolean {
  return (
    value === null ||
    value === undefined ||
    value === false ||
    (typeof value === 'string' && value.trim() === '')
  );
}

export function validateRequired(field: RequiredField, value: unknown): FieldError | null {
  return isBlank(value) ? fieldError(REQUIRED_MESSAGES[field]) : null;
}
