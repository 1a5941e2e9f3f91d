import { CATALOGUE_EN } from '@optwallet/domain';
import { textsWith } from '../../lib/texts';
import { MONEY_TEXTS_EN } from '../../components/money/texts';
/** Texts of /distribution: rewards per validator, payout frequency, history, claim. */
const DISTRIBUTION_TEXTS_EN = {
  'distribution.title': 'Distribution',
  'distribution.subtitle': 'Rewards from your stakes',
  'distribution.total_rewards': 'Unclaimed rewards',
  'distribution.frequency': 'Payout frequency',
  'distribution.every': 'Every {period}',
  'distribution.frequency_body':
    'Rewards accrue with every block and are paid out to your balance automatically every {period}. You can also claim them sooner.',
  'distribution.per_validator': 'Rewards per validator',
  'distribution.no_rewards': 'No rewards yet',
  'distribution.no_rewards_body': 'Stake OPT with a validator to start earning rewards.',
  'distribution.stake_link': 'Stake OPT',
  'distribution.claim': 'Claim',
  'distribution.claim_from': 'Claim rewards from {name}',
  'distribution.rewards_of': 'Rewards {amount} · staked {staked}',
  'distribution.history': 'Distribution history',
  'distribution.no_history': 'No distributions yet',
  'distribution.run_validator': 'Run a validator',
} as const;

export const t = textsWith(CATALOGUE_EN, MONEY_TEXTS_EN, DISTRIBUTION_TEXTS_EN);
