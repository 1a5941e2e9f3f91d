import { CATALOGUE_EN } from '@optwallet/domain';
import { textsWith } from '../../lib/texts';

/** Texts shared by the money screens: the transfer flow, transaction lists and details. */
export const MONEY_TEXTS_EN = {
  'money.copy_address': 'Copy',
  'money.wallet_key': 'Wallet key',
  'money.wallet_key_hint': 'The wallet key you chose when you created your wallet.',
  'money.wallet_pin_hint':
    'Your wallet PIN: the wallet key you chose when you created your wallet.',
  'money.confirm': 'Confirm',
  'money.preview_title': 'Review and confirm',
  'money.amount': 'Amount',
  'money.gas_fee_estimate': 'Gas fee (estimate)',
  'money.gas_fee': 'Gas fee',
  'money.from': 'From',
  'money.to': 'To',
  'money.transaction_hash': 'Transaction hash',
  'money.view_explorer': 'View on explorer',
  'money.done': 'Done',
  'money.close': 'Close',
  'money.load_failed': 'Could not load this list',
  'money.type': 'Type',
  'money.date': 'Date',
  'money.status': 'Status',
  'money.wallet_address': 'Wallet address',
  'money.validator': 'Validator',
  'money.from_validator': 'From validator',
  'money.to_validator': 'To validator',
  'money.network': 'Network',
  'money.completed_on': 'Completed on',
  'money.memo': 'Memo',
  'money.description': 'Description',
  'money.transaction_details': 'Transaction details',
  'money.transactions': 'Transactions',
  'money.all_types': 'All types',
  'money.filter_type': 'Transaction type',
  'money.hide_rewards': 'Hide rewards',
  'money.export_csv': 'Export CSV',
  'money.export_failed': 'Could not export your transactions',
  'money.reward_group': 'Rewards from {validator}',
  'money.payouts_count': '{count} payouts · {date}',
  'money.payouts_one': '1 payout · {date}',
  'money.payouts': 'Payouts',
  'money.payout_period': 'Paid between',
  'money.loading_transactions': 'Loading transactions',
  'money.no_transactions': 'No transactions yet',
  'money.no_transactions_body': 'Transfers, stakes and rewards will show here.',
  'money.pagination': 'Transaction pages',
  'money.previous_page': 'Previous page',
  'money.next_page': 'Next page',
  'money.page_n': 'Page {page}',
  'money.testnet': 'Testnet',
  'money.testnet_no_price': 'Testnet tokens have no market value, so they have no price.',
} as const;

/** Texts of the price chart (get-token-history). */
export const CHART_TEXTS_EN = {
  'chart.24h': '24 h',
  'chart.7d': '7 d',
  'chart.30d': '30 d',
  'chart.period': 'Chart period',
  'chart.price_of': '{symbol} price in USD',
  'chart.no_data': 'No price history for this period yet.',
  'chart.figure': '{symbol} price chart, from {from} to {to} over the period',
} as const;

export const t = textsWith(CATALOGUE_EN, MONEY_TEXTS_EN, CHART_TEXTS_EN);
