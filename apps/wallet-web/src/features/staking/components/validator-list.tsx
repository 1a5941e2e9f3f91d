import type { Validator } from '@optwallet/contract';
import { displayAmount, displayFraction, displayPercent, formatMoniker } from '@optwallet/domain';
import { Button, EmptyState, FormField, Select, TextField, ValidatorCard } from '@optwallet/ui';
import { useMemo, useState } from 'react';
import { pageStyles } from '../../../components/money/page';
import { t } from '../texts';
import { orderValidators, type ValidatorSort } from '../lib/validator-order';
import styles from './staking.module.css';

// One seed per page load: the neutral order holds while the user compares, and changes next visit.
const VISIT_SEED = Math.floor(Math.random() * 2 ** 31);

/** Validators (product §3): moniker capitalised, fee, uptime, voting power; search and sort; Stake on each. */
export function ValidatorList({
  validators,
  onStake,
}: {
  validators: Validator[];
  onStake: (validator: Validator) => void;
}) {
  const [search, setSearch] = useState('');
  const [sort, setSort] = useState<ValidatorSort>('neutral');
  const shown = useMemo(
    () => orderValidators(validators, search, sort, VISIT_SEED),
    [validators, search, sort],
  );
  return (
    <div className={styles.validators}>
      <div className={pageStyles.toolbar}>
        <FormField label={t('staking.search')}>
          <TextField
            type="search"
            value={search}
            onChange={(event) => setSearch(event.target.value)}
            placeholder={t('staking.search_placeholder')}
          />
        </FormField>
        <FormField label={t('staking.sort')}>
          <Select
            value={sort}
            onValueChange={(value) => setSort(value as ValidatorSort)}
            options={[
              { value: 'neutral', label: t('staking.sort_neutral') },
              { value: 'apr', label: t('staking.sort_apr') },
              { value: 'fee', label: t('staking.sort_fee') },
              { value: 'uptime', label: t('staking.sort_uptime') },
              { value: 'stake', label: t('staking.sort_stake') },
            ]}
          />
        </FormField>
      </div>
      {sort === 'neutral' ? (
        <p className={pageStyles.muted}>{t('staking.neutral_explained')}</p>
      ) : null}
      {shown.length === 0 ? (
        <EmptyState
          size="sm"
          title={t('staking.no_validators')}
          description={search ? t('staking.no_match') : undefined}
        />
      ) : (
        <ul className={styles.cards}>
          {shown.map((validator) => (
            <li key={validator.address}>
              <ValidatorCard
                moniker={formatMoniker(validator.moniker)}
                address={validator.address}
                fee={displayFraction(validator.fee)}
                uptime={displayPercent(validator.uptime)}
                feeLabel={t('staking.fee')}
                uptimeLabel={t('staking.uptime')}
                action={
                  <div className={styles.cardAction}>
                    {validator.apr ? (
                      <strong data-testid="validator-apr">
                        {t('staking.apr', { apr: displayFraction(validator.apr) })}
                      </strong>
                    ) : null}
                    <span className={pageStyles.muted}>
                      {t('staking.voting_power', {
                        amount: displayAmount(validator.votingPower, 2),
                      })}
                    </span>
                    <Button
                      size="sm"
                      onClick={() => onStake(validator)}
                      aria-label={t('staking.stake_with', {
                        name: formatMoniker(validator.moniker),
                      })}
                    >
                      {t('staking.stake')}
                    </Button>
                  </div>
                }
              />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
