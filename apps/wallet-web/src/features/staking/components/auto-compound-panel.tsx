import type { AutoCompound } from '@optwallet/contract';
import {
  NATIVE_SYMBOL,
  displayDateTime,
  displayTokenAmount,
  formatMoniker,
} from '@optwallet/domain';
import { Switch } from '@optwallet/ui';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Section, pageStyles } from '../../../components/money/page';
import { autoCompoundQuery, useAutoCompoundChange } from '../api/auto-compound';
import { t } from '../texts';
import { AutoCompoundDialog } from './auto-compound-dialog';
import styles from './staking.module.css';

const amount = (value: string) => displayTokenAmount(value, NATIVE_SYMBOL);
const names = (validators: AutoCompound['validators']) =>
  validators.map((v) => formatMoniker(v.moniker)).join(', ');

/** What the switch says under its label, by state. */
function descriptionOf(state: AutoCompound, staking: boolean): string {
  switch (state.status) {
    case 'unavailable':
      return t('staking.compound_unavailable');
    case 'on':
      return t('staking.compound_on_description');
    case 'expired':
      return t('staking.compound_expired');
    case 'spent':
      return t('staking.compound_spent');
    case 'off':
      return staking ? t('staking.compound_off_description') : t('staking.compound_no_stake');
  }
}

/** The facts of a grant that is on (or ended): validators, cap, last run, compounded, until. */
function Facts({ state }: { state: AutoCompound }) {
  const rows: [string, string, string][] = [
    ['compound-validators', t('staking.compound_validators'), names(state.validators)],
    [
      'compound-cap',
      t('staking.compound_cap'),
      t('staking.compound_cap_left', {
        cap: amount(state.cap ?? '0'),
        left: amount(state.capLeft ?? '0'),
      }),
    ],
    [
      'compound-last-run',
      t('staking.compound_last_run'),
      state.lastRunAt ? displayDateTime(state.lastRunAt) : t('staking.compound_not_yet'),
    ],
    [
      'compound-last-amount',
      t('staking.compound_last_amount'),
      state.lastCompounded ? amount(state.lastCompounded) : '—',
    ],
    ['compound-total', t('staking.compound_total'), amount(state.totalCompounded)],
    [
      'compound-until',
      t('staking.compound_until'),
      state.expiresAt ? displayDateTime(state.expiresAt) : '—',
    ],
  ];
  return (
    <dl className={styles.facts}>
      {rows.map(([id, label, value]) => (
        <div key={id} className={styles.fact}>
          <dt>{label}</dt>
          <dd data-testid={id}>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

/**
 * "Auto-compound rewards" on the staking screen: a switch that grants (after the wallet key and
 * a cap) or revokes the restake account's rights, and what the compounding did so far.
 */
export function AutoCompoundPanel({
  walletId,
  chainId,
  stakedWith,
}: {
  walletId: string;
  chainId: string;
  /** The monikers of the validators the wallet stakes with (nothing to compound without one). */
  stakedWith: string[];
}) {
  const staking = stakedWith.length > 0;
  const query = useQuery(autoCompoundQuery(walletId, chainId));
  const change = useAutoCompoundChange(walletId, chainId);
  const [asking, setAsking] = useState<'on' | 'off' | null>(null);
  // A chain without auto-compound (or a failed read) shows no switch.
  if (!query.data) return null;
  const state = query.data;
  const on = state.status === 'on';
  const ended = state.status === 'expired' || state.status === 'spent';
  return (
    <Section title={t('staking.compound_title')} id="auto-compound">
      <div className={styles.compound} data-state={state.status} data-testid="auto-compound">
        <Switch
          label={t('staking.compound_switch')}
          description={descriptionOf(state, staking)}
          checked={on}
          disabled={state.status === 'unavailable' || (!on && !staking) || change.isPending}
          onCheckedChange={(checked) => setAsking(checked ? 'on' : 'off')}
        />
        {on && state.notCompounded.length > 0 ? (
          <p className={pageStyles.muted} data-testid="compound-not-compounded">
            {t('staking.compound_not_compounded', { validators: names(state.notCompounded) })}
          </p>
        ) : null}
        {on || ended ? <Facts state={state} /> : null}
        {state.status === 'off' && state.totalCompounded !== '0' ? (
          <p className={pageStyles.muted}>
            {t('staking.compound_total_so_far', { amount: amount(state.totalCompounded) })}
          </p>
        ) : null}
        <p className={pageStyles.muted}>
          {t('staking.compound_costs', { minimum: amount(state.minimum) })}
        </p>
      </div>
      {asking ? (
        <AutoCompoundDialog
          state={state}
          stakedWith={stakedWith}
          turningOn={asking === 'on'}
          pending={change.isPending}
          onClose={() => setAsking(null)}
          onSubmit={({ cap, walletPasscode }) =>
            change.mutateAsync(
              asking === 'on' ? { on: true, cap, walletPasscode } : { on: false, walletPasscode },
            )
          }
        />
      ) : null}
    </Section>
  );
}
