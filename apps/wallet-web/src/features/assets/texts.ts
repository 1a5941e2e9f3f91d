import { CATALOGUE_EN } from '@optwallet/domain';
import { textsWith } from '../../lib/texts';
import { CHART_TEXTS_EN, MONEY_TEXTS_EN } from '../../components/money/texts';
/** Texts of /my-assets and a token's page. */
const ASSETS_TEXTS_EN = {
  'assets.title': 'Assets',
  'assets.subtitle': 'Every token of your wallet',
  'assets.total': 'Total balance',
  'assets.tokens': 'Tokens',
  'assets.no_tokens': 'No tokens yet',
  'assets.no_tokens_body': 'Receive tokens to your wallet address to get started.',
  'assets.transactions': 'Transactions',
  'assets.token_title': '{symbol} on {network}',
  'assets.balance': 'Available balance',
  'assets.address': 'Your {network} address',
  'assets.staked': 'Staked',
  'assets.unbonding': 'Unbonding',
  'assets.staking': 'Staking',
  'assets.manage_stake': 'Manage stake',
  'assets.history': '{symbol} transactions',
  'assets.price': 'Price',
  'assets.back': 'Back to assets',
  'assets.not_found': 'This token is not in your wallet',
  'assets.not_found_body': 'Pick a token from your assets.',
  'assets.send': 'Send',
  'assets.receive': 'Receive',
  'assets.copy_address': 'Copy address',
} as const;

export const t = textsWith(CATALOGUE_EN, MONEY_TEXTS_EN, CHART_TEXTS_EN, ASSETS_TEXTS_EN);
