import { interpolate } from './interpolate';
import { VALIDATION_TEXTS_EN } from './validation-texts';

/**
 * The English text catalogue: every user-facing text of product §5 and §8 (and the quoted texts of
 * §2 and §4), by key. Texts the spec quotes are copied exactly, typos included
 * ('atleast', 'a contacts'), because users and tests see them verbatim.
 *
 * Placeholders are `{name}` (`{count}`, `{size}`, `{types}`, `{mm:ss}`). An i18next setup can load
 * this map as a flat resource with `keySeparator: false` and `interpolation: { prefix: '{', suffix: '}' }`.
 */
export const CATALOGUE_EN = {
  ...VALIDATION_TEXTS_EN,

  // §5 contact search and §2 contacts modal
  'contacts.search_min': 'Please search atleast 4 characters for a contacts',
  'contacts.search_placeholder': 'Search contact here',
  'contacts.copy_invite_link': 'Copy Invite Link',
  'contacts.empty_search': 'Search Contact Here',
  'contacts.empty_network': 'No Contacts in Your Network',
  'contacts.confirm_follow_title': 'Confirm Follow',
  'contacts.confirm_unfollow_title': 'Confirm Unfollow',
  'contacts.confirm_follow_body': 'Are you sure you want to follow this user?',
  'contacts.confirm_unfollow_body': 'Are you sure you want to unfollow this user?',

  // §8 errors
  'error.request_cancelled': 'Request was cancelled',
  'error.validation': 'Validation error',
  'error.server': 'Something went wrong. Please try again later.',
  'error.unknown': 'An unknown error occurred',
  'error.invalid_auth_code': 'Invalid Auth Code',
  'error.wrong_code': 'That code is not right. Check the latest mail or text and try again.',
  'error.invalid_refresh_token': 'Invalid refresh token',
  'error.max_retries': 'Max retries exceeded. Please log in again.',
  'error.no_route': 'No route matches URL',
  'error.method_not_allowed': 'Method Not Allowed',
  'error.forbidden': 'Forbidden',
  'error.page_not_found': 'Page Not Found',
  'error.go_home': 'Go Home',
  'error.app_load': 'Unable to Load Application',
  'error.something_went_wrong': 'Something Went Wrong!',
  'error.could_not_process': "We couldn't process this time. Please try again later.",
  'error.transaction_failed': "We couldn't process your transaction this time",
  'error.validator_create_failed': 'Failed to create validator',
  'error.wallet_key_update_failed': 'Failed to update wallet key, please try again.',
  'error.crop_failed': 'Failed to crop image',
  'error.sync_failed': "We couldn't process your sync request.",
  'error.qr_download_failed': 'Failed to download QR',

  // §8 toasts
  'toast.user_followed': 'User Followed successfully',
  'toast.user_unfollowed': 'User Unfollowed successfully',
  'toast.contact_invited': 'Contact invited successfully',
  'toast.invite_link_copied': 'Invite link copied to clipboard',
  'toast.copied': 'Copied!',

  // §8 session-expiry dialog (the apostrophe is the typographic one the spec quotes)
  'expire_session.title': 'Session Expiring',
  'expire_session.body': 'You’ll be logged out in {mm:ss} seconds. Do you want to stay signed in?',
  'expire_session.sign_in': 'Stay Signed In',
  'expire_session.sign_out': 'Sign Out',

  // §4 transfer screens
  'transfer.waiting': 'Please wait while we finalize',
  'transfer.success': 'Transfer Successful!',
  'transfer.request_submitted': 'Request Submitted!',
  'transfer.try_again': 'Try Again',
  'staking.cancel_unstake_confirm': 'Yes, Cancel My Request',

  // §2 shell
  'shell.section_wallet': 'Virtual Wallet',
  'shell.section_account': 'Account',
  'shell.home': 'Home',
  'shell.assets': 'Assets',
  'shell.send_receive': 'Send/Receive',
  'shell.profile': 'Profile',
  'shell.network': 'Network',
  'shell.distribution': 'Distribution',
  'shell.admin': 'Admin',
  'shell.settings': 'Settings',
  'shell.logout': 'Logout',
  'shell.cancel': 'Cancel',
  'shell.quick_search': 'Quick search here',

  // §6 OAuth consent
  'oauth.authorize': 'Authorize',
  'oauth.deny': 'Deny',

  // §4 notification groups and relative times
  'notifications.group_today': 'Today',
  'notifications.group_yesterday': 'Yesterday',
  'notifications.group_last_week': 'Last Week',
  'notifications.group_older': 'Older',
  'notifications.seconds_ago': '{count} sec ago',
  'notifications.few_minutes_ago': 'a few minutes ago',
  'notifications.hours_ago': '{count} hr ago',

  // §3 transaction statuses and types
  'transaction_status.pending': 'Pending',
  'transaction_status.success': 'Success',
  'transaction_status.failed': 'Failed',
  'transaction_status.cancelled': 'Cancelled',
  'transaction_type.send': 'Send',
  'transaction_type.receive': 'Receive',
  'transaction_type.delegate': 'Stake',
  'transaction_type.undelegate': 'Unstake',
  'transaction_type.cancelUndelegate': 'Cancel Unstake',
  'transaction_type.moveDelegation': 'Move Stake',
  'transaction_type.distribution': 'Distribution',
} as const;

export type MessageKey = keyof typeof CATALOGUE_EN;

/** The shape another language's catalogue must have: every key, any text. */
export type Catalogue = { readonly [K in MessageKey]: string };

/** Placeholder names of a text, e.g. 'Minimum {count} characters' -> 'count'. */
export type PlaceholdersOf<S extends string> = S extends `${string}{${infer Name}}${infer Rest}`
  ? Name | PlaceholdersOf<Rest>
  : never;

export type MessageParams<K extends MessageKey> = Record<
  PlaceholdersOf<(typeof CATALOGUE_EN)[K]>,
  string | number
>;

/** Arguments after the key: none for a text without placeholders, else its parameters. */
export type MessageArgs<K extends MessageKey> = [PlaceholdersOf<(typeof CATALOGUE_EN)[K]>] extends [
  never,
]
  ? []
  : [params: MessageParams<K>];

/** English text of a key with its placeholders filled. */
export function translate<K extends MessageKey>(key: K, ...args: MessageArgs<K>): string {
  const [params] = args as [Record<string, string | number>?];
  return interpolate(CATALOGUE_EN[key], params);
}

export { interpolate };
