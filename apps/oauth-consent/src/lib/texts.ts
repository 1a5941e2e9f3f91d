import { interpolate } from '@optwallet/domain';

/**
 * Texts of the consent app's own screens (the sign-in and consent screens bring theirs from
 * @optwallet/auth-web; spec texts come from the domain catalogue through `translate`).
 */
const CONSENT_TEXTS_EN = {
  loading: 'Loading…',
  sign_in_subtitle: 'An app asks to connect to your OptWallet account. Sign in to continue.',
  sign_in_subtitle_apps: 'Sign in to see the apps connected to your account.',
  incomplete_title: 'This request is incomplete',
  silent_title: 'Returning to the app…',
  silent_refused: 'This request cannot be answered',
  incomplete_body:
    'An app that asks for access to your OptWallet account must send you here with its client id and return address. Go back to the app and start again.',
  apps_title: 'Connected apps',
  apps_subtitle: 'Apps you allowed to use your OptWallet account.',
  sign_out: 'Sign out',
} as const;

export type TextKey = keyof typeof CONSENT_TEXTS_EN;

export function text(key: TextKey, params?: Readonly<Record<string, string | number>>): string {
  return interpolate(CONSENT_TEXTS_EN[key], params);
}
