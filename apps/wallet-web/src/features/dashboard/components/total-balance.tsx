import type { WalletTokensResponse } from '@optwallet/api-client';
import { displayUsd } from '@optwallet/domain';
import { ChevronDown } from 'lucide-react';
import { t } from '../texts';
import styles from './total-balance.module.css';

const PARTS = [
  ['spendable', 'dashboard.part_spendable'],
  ['staked', 'dashboard.staked'],
  ['moving', 'dashboard.part_moving'],
  ['unbonding', 'dashboard.unbonding'],
  ['rewards', 'dashboard.rewards'],
] as const;

/**
 * The total of all the user owns (the API's totalBalanceUsd, the figure /my-assets shows too),
 * with its breakdown one tap away (a native disclosure).
 */
export function TotalBalance({ tokens }: { tokens: WalletTokensResponse | undefined }) {
  return (
    <details className={styles.total} data-testid="total-balance-card">
      <summary className={styles.summary}>
        <span className={styles.label}>{t('dashboard.total_balance')}</span>
        <span className={styles.value} data-testid="total-balance">
          {tokens ? displayUsd(tokens.totalBalanceUsd) : '—'}
        </span>
        <span className={styles.toggle}>
          {t('dashboard.breakdown')}
          <ChevronDown className={styles.chevron} size={16} aria-hidden="true" />
        </span>
      </summary>
      {tokens ? (
        <dl className={styles.parts} data-testid="total-breakdown">
          {PARTS.map(([key, label]) => (
            <div key={key} className={styles.part}>
              <dt>{t(label)}</dt>
              <dd>{displayUsd(tokens.breakdownUsd[key])}</dd>
            </div>
          ))}
        </dl>
      ) : null}
    </details>
  );
}
