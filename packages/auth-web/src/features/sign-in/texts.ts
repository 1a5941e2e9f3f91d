import { interpolate } from '@optwallet/domain';

/** Texts of the sign-in screens both apps show (English; the spec's own come from domain's catalogue). */
const SIGN_IN_TEXTS_EN = {
  login_title: 'Sign in to OptWallet',
  identifier: 'Email or phone number',
  identifier_hint: 'Phone numbers in international format, e.g. +4915112345678',
  password: 'Password',
  forgot_password: 'Forgot password?',
  sign_in: 'Sign in',
  or: 'or',
  no_account: 'New to OptWallet?',
  create_account: 'Create an account',
  magic_link: 'Email me a sign-in link',
  magic_link_resend: 'Resend link',
  passkey_sign_in: 'Sign in with a passkey',
  passkey_cancelled: 'No passkey was used. Try again, or sign in with your password.',
  passkey_unsupported:
    'This browser cannot use passkeys on this address. Open the app over https (or on localhost).',
  magic_link_sent: 'We sent a sign-in link to {identifier}. It works once and expires soon.',
  signed_out_expired: 'Your session expired. Please sign in again.',
  signed_out_inactivity:
    'You were signed out after a period of inactivity. Sign in again to continue.',
  // Product §8's 401-policy text, copied: the catalogue is not part of the sign-in's first load.
  signed_out_max_retries: 'Max retries exceeded. Please log in again.',
  loading: 'Loading…',
  back: 'Back',
  otp_title: 'Verification code',
  otp_subtitle: 'Enter the 6-digit code we sent to {identifier}.',
  otp_existing_account:
    'Already have an account with this address? Then no code is coming: we sent you a message with links to sign in or reset your password.',
  otp_group: 'Verification code',
  otp_digit: 'Digit {index} of {total}',
  otp_required: 'Please enter the 6-digit code',
  otp_submit: 'Verify',
  remember_me: 'Remember this device for 30 days',
  otp_resend: 'Resend code',
  otp_resend_wait: 'Resend code in {count} s',
  otp_resent: 'We sent a new code to {identifier}.',
  otp_resend_sign_in: 'No code? Sign in again to get a new one',
  magic_landing_title: 'Signing you in…',
  magic_landing_failed: 'This sign-in link is invalid or has expired.',
  link_failed_title: 'Sign-in could not be completed.',
  back_to_sign_in: 'Back to sign in',
  link_stay_signed_in: 'Stay signed in',
  magic_other_account_title: 'This link is for another account',
  magic_other_account:
    'This sign-in link signs in {identifier}, and you are signed in as {name}. Sign out first to use it.',
  magic_sign_out_use: 'Sign out and use the link',
} as const;

export type SignInTextKey = keyof typeof SIGN_IN_TEXTS_EN;

export function text(key: SignInTextKey, params?: Readonly<Record<string, string | number>>) {
  return interpolate(SIGN_IN_TEXTS_EN[key], params);
}
