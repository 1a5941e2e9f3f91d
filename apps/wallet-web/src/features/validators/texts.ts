import { CATALOGUE_EN } from '@optwallet/domain';
import { textsWith } from '../../lib/texts';
import { MONEY_TEXTS_EN } from '../../components/money/texts';
/** Texts of /create-validator. */
const VALIDATORS_TEXTS_EN = {
  'validators.title': 'Create a validator',
  'validators.subtitle':
    'Run a node of OptChain: you stake your own OPT and earn a commission on your delegators’ rewards.',
  'validators.details_title': 'Validator details',
  'validators.moniker': 'Validator name (moniker)',
  'validators.moniker_hint': 'Up to 70 characters; shown to delegators.',
  'validators.amount': 'Self-stake',
  'validators.fee': 'Commission (%)',
  'validators.fee_hint': 'Share of your delegators’ rewards you keep, from 0 to 100.',
  'validators.fee_invalid': 'Enter a commission between 0 and 100',
  'validators.details': 'Details (optional)',
  'validators.submit': 'Create validator',
  'validators.created': 'Validator created',
  'validators.moniker_label': 'Moniker',
  'validators.back_to_staking': 'See validators',
  'validators.available': 'Available: {amount}',
} as const;

export const t = textsWith(CATALOGUE_EN, MONEY_TEXTS_EN, VALIDATORS_TEXTS_EN);
