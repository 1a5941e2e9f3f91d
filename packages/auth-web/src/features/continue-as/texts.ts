import { interpolate } from '@optwallet/domain';

/** Texts of "Continue as" (the consent app's one-tap sign-in over the wallet app's session). */
const CONTINUE_AS_TEXTS_EN = {
  title: 'Sign in to OptWallet',
  checking: 'Checking who is signed in…',
  account: 'Signed in to OptWallet in this browser',
  continue_as: 'Continue as {name}',
  use_another: 'Use another account',
} as const;

export function text(
  key: keyof typeof CONTINUE_AS_TEXTS_EN,
  params?: Readonly<Record<string, string | number>>,
) {
  return interpolate(CONTINUE_AS_TEXTS_EN[key], params);
}
