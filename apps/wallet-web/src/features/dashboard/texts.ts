import { CATALOGUE_EN } from '@optwallet/domain';
import { textsWith } from '../../lib/texts';
import { CHART_TEXTS_EN, MONEY_TEXTS_EN } from '../../components/money/texts';
/** Texts of the dashboard (/dashboard, /home). */
const DASHBOARD_TEXTS_EN = {
  'dashboard.subtitle': 'Your balances, stake and recent activity',
  'dashboard.total_balance': 'Total balance',
  'dashboard.breakdown': 'Breakdown',
  'dashboard.part_spendable': 'Spendable',
  'dashboard.part_moving': 'Moving between validators',
  'dashboard.send': 'Send',
  'dashboard.receive': 'Receive',
  'dashboard.stake': 'Stake',
  'dashboard.quick_actions': 'Quick actions',
  'dashboard.tokens': 'Your tokens',
  'dashboard.no_tokens': 'No tokens yet',
  'dashboard.no_tokens_body': 'Receive tokens to your wallet address to get started.',
  'dashboard.staking': 'Staking',
  'dashboard.staked': 'Staked',
  'dashboard.unbonding': 'Unbonding',
  'dashboard.rewards': 'Unclaimed rewards',
  'dashboard.manage_stake': 'Manage stake',
  'dashboard.prices': 'Prices',
  'dashboard.price_chart_of': 'Price chart: {token}',
  'dashboard.recent': 'Recent transactions',
  'dashboard.view_all': 'View all',
  'dashboard.loading': 'Loading your wallet',
  'dashboard.no_wallet': 'You have no wallet yet',
  'dashboard.no_wallet_body':
    'Set up your wallet to receive, send and stake tokens. It takes a minute: you choose a wallet key and write down your secret phrase.',
  'dashboard.set_up_wallet': 'Set up wallet',
} as const;

export const t = textsWith(CATALOGUE_EN, MONEY_TEXTS_EN, CHART_TEXTS_EN, DASHBOARD_TEXTS_EN);
