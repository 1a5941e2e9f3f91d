import { interpolate } from '@optwallet/domain';

/** Texts of the consent app (spec texts come from the domain catalogue through `translate`). */
export const CONSENT_TEXTS_EN = {
  brand: 'OptWallet',
  loading: 'Loading…',
  sign_in_title: 'Sign in to OptWallet',
  sign_in_subtitle: 'An app asks to connect to your OptWallet account. Sign in to continue.',
  sign_in_subtitle_apps: 'Sign in to see the apps connected to your account.',
  identifier: 'Email or phone number',
  identifier_hint: 'The email or phone number of your OptWallet account',
  password: 'Password',
  sign_in: 'Sign in',
  or: 'or',
  magic_link: 'Email me a sign-in link',
  magic_link_again: 'Send the link again',
  magic_link_sent:
    'We sent a sign-in link to {identifier}. Open it in this browser to come back to this request.',
  no_account: 'No account yet?',
  create_account: 'Create one in OptWallet',
  forgot_password: 'Forgot password?',
  otp_title: 'Enter your code',
  otp_subtitle: 'We sent a 6-digit code to {identifier}.',
  otp_group: 'Verification code',
  otp_digit: 'Digit {index} of {total}',
  otp_required: 'Enter all 6 digits of the code',
  otp_submit: 'Verify',
  remember_me: 'Remember this device for 30 days',
  back: 'Back',
  magic_title: 'Signing you in…',
  magic_failed_title: 'This link did not work',
  magic_failed:
    'The sign-in link is invalid, used or expired. Ask the app to send you here again and request a new link.',
  incomplete_title: 'This request is incomplete',
  incomplete_body:
    'An app that asks for access to your OptWallet account must send you here with its client id and return address. Go back to the app and start again.',
  consent_title: '{name} wants to access your OptWallet account',
  consent_permissions: 'This will allow {name} to:',
  consent_signed_in_as: 'Signed in as',
  consent_switch: 'Not you? Switch account',
  consent_note: 'You can remove this access at any time under Connected apps.',
  consent_site: 'Website',
  invalid_title: 'We can’t continue with this request',
  invalid_body:
    'The app that sent you here made a request we can’t accept, so you were not sent back to it.',
  invalid_no_state:
    'The request carries no state value, so the app could not check that the answer is meant for it.',
  invalid_no_pkce:
    'The request carries no PKCE code challenge (code_challenge with code_challenge_method=S256).',
  invalid_reason: 'Reason: {reason}',
  apps_title: 'Connected apps',
  apps_subtitle: 'Apps you allowed to use your OptWallet account.',
  apps_empty_title: 'No connected apps',
  apps_empty_body:
    'When you authorize an app, it shows up here so you can review or remove its access.',
  apps_authorized_on: 'Authorized {date}',
  apps_can: 'Can:',
  apps_revoke: 'Revoke',
  apps_revoke_title: 'Revoke access for {name}?',
  apps_revoke_body:
    '{name} will be signed out of your OptWallet account at once and will have to ask again.',
  apps_revoke_confirm: 'Revoke access',
  apps_cancel: 'Cancel',
  apps_revoked: 'Access revoked for {name}',
  apps_load_failed: 'We couldn’t load your connected apps.',
  sign_out: 'Sign out',
  try_again: 'Try Again',
} as const;

export type TextKey = keyof typeof CONSENT_TEXTS_EN;

export function text(key: TextKey, params?: Readonly<Record<string, string | number>>): string {
  return interpolate(CONSENT_TEXTS_EN[key], params);
}
