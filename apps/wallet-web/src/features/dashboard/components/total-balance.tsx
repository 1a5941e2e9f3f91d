import { displayUsd } from '@optwallet/domain';
import { ChevronDown } from 'lucide-react';
import { t } from '../texts';
import type { Holdings } from '../lib/holdings';
import styles from './total-balance.module.css';

const PARTS = [
  ['spendable', 'dashboard.part_spendable'],
  ['staked', 'dashboard.staked'],
  ['moving', 'dashboard.part_moving'],
  ['unbonding', 'dashboard.unbonding'],
  ['rewards', 'dashboard.rewards'],
] as const;

/** The total of all the user owns, with its breakdown one tap away (a native disclosure). */
export function TotalBalance({ holdings }: { holdings: Holdings | null }) {
  return (
    <details className={styles.total} data-testid="total-balance-card">
      <summary className={styles.summary}>
        <span className={styles.label}>{t('dashboard.total_balance')}</span>
        <span className={styles.value} data-testid="total-balance">
          {holdings ? displayUsd(holdings.total) : '—'}
        </span>
        <span className={styles.toggle}>
          {t('dashboard.breakdown')}
          <ChevronDown className={styles.chevron} size={16} aria-hidden="true" />
        </span>
      </summary>
      {holdings ? (
        <dl className={styles.parts} data-testid="total-breakdown">
          {PARTS.map(([key, label]) => (
            <div key={key} className={styles.part}>
              <dt>{t(label)}</dt>
              <dd>{displayUsd(holdings[key])}</dd>
            </div>
          ))}
        </dl>
      ) : null}
    </details>
  );
}
