/** Why the app signed the user out, told on the sign-in screen next (product §4/§8). */
export type SignOutReason = 'expired' | 'inactivity' | 'max_retries' | 'invalid_refresh';

const KEY = 'optwallet.logout_reason';
const REASONS: readonly string[] = [
  'expired',
  'inactivity',
  'max_retries',
  'invalid_refresh',
] satisfies readonly SignOutReason[];

export function saveSignOutReason(reason: SignOutReason) {
  sessionStorage.setItem(KEY, reason);
}

/** The reason of the last logout, for the sign-in screen (which forgets it once shown). */
export function lastSignOutReason(): SignOutReason | null {
  const reason = sessionStorage.getItem(KEY);
  return reason !== null && REASONS.includes(reason) ? (reason as SignOutReason) : null;
}

export function forgetSignOutReason() {
  sessionStorage.removeItem(KEY);
}
