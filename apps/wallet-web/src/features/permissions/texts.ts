import { CATALOGUE_EN } from '@optwallet/domain';
import { MONEY_TEXTS_EN } from '../../components/money/texts';
import { textsWith } from '../../lib/texts';

/** Texts of /permissions: who may act for the account and its wallet, on one page. */
const PERMISSIONS_TEXTS_EN = {
  'permissions.title': 'Permissions',
  'permissions.subtitle':
    'Everything that can act for your account or your wallet, in one place, each with its way to end it.',
  'permissions.apps': 'Connected apps',
  'permissions.apps_intro': 'Apps you allowed to use your OptWallet account.',
  'permissions.sessions': 'Sessions',
  'permissions.sessions_intro': 'The devices and browsers signed in to your account.',
  'permissions.session_signed_in': 'Signed in {date}',
  'permissions.session_active': 'active {when}',
  'permissions.session_current': 'This browser',
  'permissions.device': '{browser} on {system}',
  'permissions.device_unknown': 'Unknown browser',
  'permissions.sign_out': 'Sign out',
  'permissions.sign_out_title': 'Sign out this session?',
  'permissions.sign_out_body':
    'That device or browser is signed out at once and will need your password to come back.',
  'permissions.signed_out': 'Session signed out',
  'permissions.sign_out_others': 'Sign out all other sessions',
  'permissions.sign_out_others_title': 'Sign out every other session?',
  'permissions.sign_out_others_body':
    'Every device and browser but this one is signed out at once.',
  'permissions.signed_out_others_one': '1 other session signed out',
  'permissions.signed_out_others_many': '{count} other sessions signed out',
  'permissions.cancel': 'Cancel',
  'permissions.chain_grants': 'Chain grants',
  'permissions.chain_grants_intro':
    'Rights your wallet gave other accounts on the chain (authz grants), and fee allowances that pay your fees.',
  'permissions.grants_empty': 'Your wallet has given no grants.',
  'permissions.grant_to': 'To {grantee}',
  'permissions.grant_limit': 'up to {amount} OPT',
  'permissions.grant_expires': 'expires {date}',
  'permissions.grant_auto_compound':
    'Auto-compound rewards: revoking it turns auto-compound off (both of its grants are revoked).',
  'permissions.grant_recurring_sends': 'Recurring sends',
  'permissions.grant_recurring_note':
    'OptWallet’s scheduler may send, on schedule, what your recurring sends still send and only to their receivers. Revoking it stops them all.',
  'permissions.recurring_sends': 'Recurring sends',
  'permissions.recurring_weekly': '{amount} OPT every week to {to}',
  'permissions.recurring_monthly': '{amount} OPT every month to {to}',
  'permissions.recurring_progress': '{sent} of {runs} sent',
  'permissions.recurring_failed_count': '{count} failed',
  'permissions.recurring_next': 'next {date}',
  'permissions.recurring_retrying': 'The last run failed ({reason}); it is tried once more soon.',
  'permissions.recurring_failed': 'The last run failed ({reason}) after its retry.',
  'permissions.recurring_stop': 'Stop',
  'permissions.recurring_stop_title': 'Stop this recurring send?',
  'permissions.recurring_stop_body':
    'No more runs are made. Your wallet signs the change to its grant on the chain; it pays the network fee.',
  'permissions.recurring_stopped': 'Recurring send stopped',
  'permissions.grant_send': 'Send OPT from your wallet',
  'permissions.grant_delegate': 'Stake your OPT',
  'permissions.grant_undelegate': 'Unstake your OPT',
  'permissions.grant_redelegate': 'Move your stake',
  'permissions.grant_withdraw_rewards': 'Claim your staking rewards',
  'permissions.grant_other': 'Send {message} for your wallet',
  'permissions.revoke': 'Revoke',
  'permissions.revoke_grant_title': 'Revoke this grant?',
  'permissions.revoke_grant_body':
    'Your wallet signs a revoke on the chain (MsgRevoke); it pays the network fee.',
  'permissions.grant_revoked': 'Grant revoked',
  'permissions.allowance_optwallet': 'Network fees paid by OptWallet',
  'permissions.allowance_other': 'Network fees paid by {granter}',
  'permissions.allowance_left': '{amount} OPT left',
  'permissions.allowance_unlimited': 'no cap',
  'permissions.allowance_expires': 'until {date}',
  'permissions.allowance_note':
    'Only the account that granted a fee allowance can revoke it; the chain has no way for your wallet to decline it. It ends by itself when spent or on its date, and it can never spend your funds.',
  'permissions.token_approvals': 'Token approvals',
  'permissions.token_approvals_intro':
    'Contracts and accounts your wallet’s 0x address allowed to spend its tokens (ERC-20 approvals).',
  'permissions.approvals_empty': 'Your wallet has approved no one to spend its tokens.',
  'permissions.approval_amount': 'May spend {amount} {symbol}',
  'permissions.approval_unlimited': 'May spend all your {symbol}',
  'permissions.approval_spender': 'Spender {spender}',
  'permissions.approval_since': 'approved {date}',
  'permissions.revoke_approval_title': 'Revoke this approval?',
  'permissions.revoke_approval_body':
    'Your wallet signs approve(spender, 0) on the token; it pays the network fee in ETH.',
  'permissions.approval_revoked': 'Approval revoked',
  'permissions.no_wallet': 'Create your wallet to see its chain grants and token approvals.',
  'passkeys.title': 'Passkeys',
  'passkeys.intro':
    'Sign in with Face ID, Touch ID, Windows Hello or a security key instead of your password and a mailed code.',
  'passkeys.empty': 'No passkeys yet.',
  'passkeys.name': 'Passkey name',
  'passkeys.name_placeholder': 'e.g. MacBook Touch ID',
  'passkeys.add': 'Add a passkey',
  'passkeys.added': 'Passkey added',
  'passkeys.created': 'Added {date}',
  'passkeys.last_used': 'last used {when}',
  'passkeys.never_used': 'never used',
  'passkeys.synced': 'synced',
  'passkeys.rename': 'Rename',
  'passkeys.rename_title': 'Rename passkey',
  'passkeys.save': 'Save',
  'passkeys.cancel': 'Cancel',
  'passkeys.renamed': 'Passkey renamed',
  'passkeys.remove': 'Remove',
  'passkeys.remove_title': 'Remove this passkey?',
  'passkeys.remove_body':
    '“{name}” will no longer sign you in. Remove it from the device’s passkey list too.',
  'passkeys.removed': 'Passkey removed',
  'passkeys.cancelled': 'No passkey was added.',
  'passkeys.duplicate': 'This device already has a passkey for your account.',
  'passkeys.unsupported':
    'This browser cannot use passkeys on this address. Open the app over https (or on localhost).',
} as const;

export const t = textsWith(CATALOGUE_EN, MONEY_TEXTS_EN, PERMISSIONS_TEXTS_EN);
