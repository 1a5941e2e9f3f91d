import { interpolate } from '@optwallet/domain';

/** Texts of the connected apps list (the consent app's home and the wallet's Permissions page). */
const CONNECTED_APPS_TEXTS_EN = {
  loading: 'Loading…',
  empty_title: 'No connected apps',
  empty_body: 'When you authorize an app, it shows up here so you can review or remove its access.',
  authorized_on: 'Authorized {date}',
  can: 'Can:',
  revoke: 'Revoke',
  revoke_title: 'Revoke access for {name}?',
  revoke_body:
    '{name} will be signed out of your OptWallet account at once and will have to ask again.',
  revoke_confirm: 'Revoke access',
  cancel: 'Cancel',
  revoked: 'Access revoked for {name}',
  load_failed: 'We couldn’t load your connected apps.',
  try_again: 'Try Again',
} as const;

export function text(
  key: keyof typeof CONNECTED_APPS_TEXTS_EN,
  params?: Readonly<Record<string, string | number>>,
) {
  return interpolate(CONNECTED_APPS_TEXTS_EN[key], params);
}
