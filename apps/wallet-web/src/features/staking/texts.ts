import { CATALOGUE_EN } from '@optwallet/domain';
import { textsWith } from '../../lib/texts';
import { MONEY_TEXTS_EN } from '../../components/money/texts';
/** Texts of the stake page (/my-assets/stake/:chainId/:symbol) and the validator list. */
const STAKING_TEXTS_EN = {
  'staking.title': 'Stake {symbol}',
  'staking.back': 'Back to {symbol}',
  'staking.available': 'Available to stake',
  'staking.staked': 'Staked',
  'staking.unbonding': 'Unbonding',
  'staking.rewards': 'Unclaimed rewards',
  'staking.see_distribution': 'Rewards and distributions',
  'staking.your_stakes': 'Your stakes',
  'staking.no_stakes': 'You have not staked yet',
  'staking.no_stakes_body': 'Pick a validator below to stake and earn rewards.',
  'staking.staked_amount': 'Staked {amount}',
  'staking.rewards_amount': 'rewards {amount}',
  'staking.unstake': 'Unstake',
  'staking.move': 'Move',
  'staking.stake_more': 'Stake more',
  'staking.moving': 'Stake being moved',
  'staking.moving_body': 'Moved stake reaches its new validator after the {days}-day grace period.',
  'staking.arrives_in': 'Arrives in {time}',
  'staking.pending_unstakes': 'Pending unstakes',
  'staking.unbonding_period': 'Unstaked tokens return after {period}.',
  'staking.no_unstakes': 'No pending unstakes',
  'staking.completes_in': 'Returns in {time}',
  'staking.completes_now': 'Completing now',
  'staking.cancel_unstake': 'Cancel',
  'staking.cancel_confirm_title': 'Cancel this unstake?',
  'staking.cancel_confirm_body':
    'Your {amount} stays staked with {name} and keeps earning rewards.',
  'staking.keep_request': 'Keep request',
  'staking.validators': 'Validators',
  'staking.search': 'Search validators',
  'staking.search_placeholder': 'Name or address',
  'staking.sort': 'Sort by',
  'staking.sort_neutral': 'Neutral order',
  'staking.sort_apr': 'Highest APR',
  'staking.apr': 'APR {apr}',
  'staking.sort_fee': 'Lowest fee',
  'staking.sort_uptime': 'Highest uptime',
  'staking.sort_stake': 'Most stake',
  'staking.neutral_explained':
    'Validators are shuffled once per visit so that none is favoured; sort to compare them.',
  'staking.no_validators': 'No validators',
  'staking.no_match': 'No validator matches your search.',
  'staking.fee': 'Fee',
  'staking.uptime': 'Uptime',
  'staking.voting_power': 'Voting power {amount} OPT',
  'staking.stake': 'Stake',
  'staking.stake_with': 'Stake with {name}',
  'staking.compound_title': 'Compounding',
  'staking.compound_switch': 'Auto-compound rewards',
  'staking.compound_off_description':
    'Your rewards are staked again with the same validators, regularly, for a year and up to a cap you choose.',
  'staking.compound_on_description':
    'On: your rewards are staked again with the validators below. OptWallet pays the fees of compounding.',
  'staking.compound_no_stake': 'Stake with a validator first: then your rewards can be compounded.',
  'staking.compound_unavailable': 'Auto-compound rewards is not available on this server.',
  'staking.compound_expired':
    'Your permission ended after a year. Turn it on again to keep compounding.',
  'staking.compound_spent':
    'Compounding reached your cap. Turn it on again with a new cap to keep compounding.',
  'staking.compound_not_compounded':
    'Not compounded: {validators}. You staked with them after turning this on; turn it off and on again to include them.',
  'staking.compound_validators': 'Compounds to',
  'staking.compound_cap': 'Cap',
  'staking.compound_cap_left': '{cap} ({left} left)',
  'staking.compound_last_run': 'Last ran',
  'staking.compound_not_yet': 'Not yet',
  'staking.compound_last_amount': 'Compounded',
  'staking.compound_total': 'Compounded in all',
  'staking.compound_until': 'Until',
  'staking.compound_total_so_far': 'Compounded so far: {amount}.',
  'staking.compound_costs':
    'A run compounds at least {minimum} (its network fee, which OptWallet pays). Turning on or off costs you one network fee.',
  'staking.compound_on_title': 'Turn on auto-compound',
  'staking.compound_on_body':
    'OptWallet may stake your rewards again with {validators}, up to the cap, for one year. It can never move your funds anywhere else.',
  'staking.compound_off_title': 'Turn off auto-compound',
  'staking.compound_off_body':
    'OptWallet’s permission is revoked on the chain; your rewards stay in your balance.',
  'staking.compound_cap_label': 'Cap ({symbol})',
  'staking.compound_cap_hint': 'The most OptWallet may stake for you over the year.',
  'staking.compound_cancel': 'Cancel',
  'staking.compound_turn_on': 'Turn on',
  'staking.compound_turn_off': 'Turn off',
} as const;

export const t = textsWith(CATALOGUE_EN, MONEY_TEXTS_EN, STAKING_TEXTS_EN);
