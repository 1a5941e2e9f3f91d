import { CATALOGUE_EN } from '@optwallet/domain';
import { textsWith } from '../../lib/texts';
import { MONEY_TEXTS_EN } from '../../components/money/texts';
/** Texts of the Send / Receive modal. */
const TRANSFER_TEXTS_EN = {
  'transfer.tab_send': 'Send',
  'transfer.tab_receive': 'Receive',
  'transfer.token': 'Token and network',
  'transfer.choose_token': 'Choose a token',
  'transfer.search_token': 'Search token',
  'transfer.no_token': 'No token found',
  'transfer.available': 'Available: {amount}',
  'transfer.receiver': 'Receiver',
  'transfer.receiver_hint': 'A wallet address, or a username such as @ana',
  'transfer.receiver_not_found': 'No user with that username',
  'transfer.receiver_no_address': 'This user has no {network} address yet',
  'transfer.recent_contacts': 'Recent contacts',
  'transfer.amount': 'Amount',
  'transfer.max': 'Max',
  'transfer.memo': 'Memo (optional)',
  'transfer.memo_hint': 'Some exchanges need a memo to credit your deposit.',
  'transfer.description': 'Description (optional)',
  'transfer.description_hint': 'A note for your own history; it is not sent on chain.',
  'transfer.continue': 'Continue',
  'transfer.no_addresses': 'Your wallet has no address yet.',
  'transfer.receive_network': 'Network',
  'transfer.receive_title': 'Your {network} address',
  'transfer.qr_label': 'QR code of your {network} address',
  'transfer.download_qr': 'Download QR',
  'transfer.copy_address': 'Copy address',
  'transfer.total': 'Total',
  'transfer.balance_after': 'Balance after',
  'transfer.staked_after': 'Staked after',
  'transfer.discard_title': 'Discard what you typed?',
  'transfer.discard_body': 'Closing now loses this request. Nothing has been sent.',
  'transfer.first_time_title': 'First time:',
  'transfer.first_time_body':
    'this wallet has never sent to this address. Check it character by character before you confirm.',
  'transfer.own_wallet': 'This is your own wallet.',
  'transfer.lookalike_title': 'This address only looks like one you know',
  'transfer.lookalike_body':
    'Its first and last characters match {known} from your history, but it is a different address. Scammers send tiny amounts from such look-alikes so that you copy the wrong one (address poisoning).',
  'transfer.lookalike_typed': 'You are sending to',
  'transfer.lookalike_history': 'Address in your history',
  'transfer.lookalike_confirm': 'I checked the whole address: this is the one I mean',
  'transfer.sent_to': 'You sent {amount} to {name}',
  'transfer.staked_with': 'You staked {amount} with {name}',
  'transfer.unstaked_from': 'You asked to unstake {amount} from {name}',
  'transfer.moved': 'You are moving {amount} from {name} to {target}',
  'transfer.cancelled_unstake': 'You kept {amount} staked with {name}',
  'transfer.claimed_from': 'You claimed {amount} of rewards from {name}',
  'transfer.worth': 'Worth {usd} at today’s price',
  'transfer.receive_warning':
    'Send only {network} tokens to this address. Tokens sent from another network may be lost.',
  'transfer.receive_mode': 'What to share',
  'transfer.mode_address': 'Address',
  'transfer.mode_link': 'Payment link',
  'transfer.link_amount': 'Amount (optional)',
  'transfer.link_amount_hint': 'Leave it empty and the payer chooses.',
  'transfer.link_title': 'Pay @{username} in {symbol}',
  'transfer.link_title_amount': 'Pay @{username} {amount}',
  'transfer.link_qr_label': 'QR code of your payment link',
  'transfer.link_qr_label_wallets': 'QR code of your Ethereum wallet link (EIP-681)',
  'transfer.copy_link': 'Copy link',
  'transfer.link_other_wallets': 'QR code for any Ethereum wallet',
  'transfer.link_other_wallets_hint':
    'The code then holds the EIP-681 link that MetaMask and other wallets read, instead of your OptWallet link.',
  'transfer.link_eip681': 'For other Ethereum wallets (EIP-681):',
  'transfer.copy_eip681': 'Copy wallet link',
  'transfer.link_note':
    'Whoever opens the link in OptWallet gets the payment prefilled and reviews it before anything is sent.',
  'transfer.link_note_cosmos':
    'Cosmos wallets share no payment-link standard: other wallets scan your address instead, and the amount and memo travel only in this link.',
} as const;

/** Texts of a payment link opened (/pay/{username}): signed in, and the signed-out landing. */
const PAY_LINK_TEXTS_EN = {
  'pay.title': 'Payment link',
  'pay.own_title': 'This is your own payment link',
  'pay.own_body': 'Share it with whoever should pay you: opened by them, it asks for {what}.',
  'pay.problem_amount_invalid': '“{raw}” is not an amount we can read, so nothing was filled in.',
  'pay.problem_amount_decimals':
    '{symbol} has at most {count} decimals, and this link asks for “{raw}”, so nothing was filled in.',
  'pay.problem_amount_zero': 'This link asks for 0 {symbol}.',
  'pay.problem_amount_too_large': '“{raw}” is more than any wallet can hold.',
  'pay.problem_token': 'This link asks for “{raw}”, a token OptWallet does not hold.',
  'pay.problem_memo_too_long':
    'This link’s memo is longer than a payment can carry (256 characters).',
  'pay.problem_username': 'This link does not say whom to pay.',
  'pay.ask_amount': 'Ask @{username} for a new link, or send without the amount.',
  'pay.ask_new': 'Ask the person who sent it for a new link.',
  'pay.send_without_amount': 'Send without the amount',
  'pay.landing_title': 'Pay @{username}',
  'pay.landing_asks': '@{username} asks you for {amount}.',
  'pay.landing_asks_any': '@{username} asks you for {symbol}: you choose the amount.',
  'pay.landing_memo': 'Memo: “{memo}”',
  'pay.landing_sign_in': 'Sign in to pay',
  'pay.landing_sign_up': 'Create an account',
  'pay.landing_new': 'New to OptWallet?',
  'pay.landing_note': 'You review the payment before anything is sent.',
} as const;

/** Texts of the staking dialogs (shared by the stake page and the distribution screen). */
const STAKE_ACTION_TEXTS_EN = {
  'staking.stake_title': 'Stake',
  'staking.unstake_title': 'Unstake',
  'staking.move_title': 'Move stake',
  'staking.cancel_title': 'Cancel unstake',
  'staking.claim_title': 'Claim rewards',
  'staking.staked_with': 'Staked with this validator',
  'staking.creation_height': 'Unstake request (block height)',
  'staking.move_to': 'Move to validator',
  'staking.choose_validator': 'Choose a validator',
  'staking.search_validator': 'Search validator',
  'staking.no_validator': 'No validator found',
  'staking.unstake_notice':
    'Unstaked tokens return to your balance after {period}. Until then they earn no rewards, and you can cancel the request.',
  'staking.move_notice':
    'Moving a stake has a {days}-day grace period before your tokens go to the new validator.',
  'staking.yearly_reward':
    'Expected reward: about {amount} a year (APR {apr} after the validator’s fee)',
  'staking.cancel_notice': 'Cancelling keeps these tokens staked with the same validator.',
} as const;

export const t = textsWith(
  CATALOGUE_EN,
  MONEY_TEXTS_EN,
  TRANSFER_TEXTS_EN,
  STAKE_ACTION_TEXTS_EN,
  PAY_LINK_TEXTS_EN,
);
