import { interpolate } from '@optwallet/domain';

/** Texts of the consent screen both apps show (product §6; Authorize and Deny are the catalogue's). */
export const CONSENT_TEXTS_EN = {
  loading: 'Loading…',
  consent_title: '{name} wants to access your OptWallet account',
  consent_permissions: 'This will allow {name} to:',
  consent_signed_in_as: 'Signed in as',
  consent_switch: 'Not you? Switch account',
  remembered_title: 'Continue to {name}',
  remembered_body: 'You already allowed {name} this access.',
  remembered_continue: 'Continue',
  consent_note: 'You can remove this access at any time under Connected apps.',
  invalid_title: 'We can’t continue with this request',
  invalid_body:
    'The app that sent you here made a request we can’t accept, so you were not sent back to it.',
  invalid_no_state:
    'The request carries no state value, so the app could not check that the answer is meant for it.',
  invalid_no_pkce:
    'The request carries no PKCE code challenge (code_challenge with code_challenge_method=S256).',
  invalid_reason: 'Reason: {reason}',
  try_again: 'Try Again',
} as const;

export function text(
  key: keyof typeof CONSENT_TEXTS_EN,
  params?: Readonly<Record<string, string | number>>,
): string {
  return interpolate(CONSENT_TEXTS_EN[key], params);
}
