import { TRANSACTION_TYPES, transactionTypeLabel } from '@optwallet/domain';
import type { TransactionTypeFilter as Filter } from '@optwallet/domain';
import { Checkbox, FormField, Select } from '@optwallet/ui';
import { t } from './texts';
import styles from './page.module.css';

/**
 * The type filter of a transaction list ('all' sends no type) and "Hide rewards" (left out while
 * `hideRewards` is undefined). Its own chunk: the kit's Select.
 */
export default function TransactionTypeFilter({
  value,
  onChange,
  hideRewards,
  onHideRewardsChange,
}: {
  value: Filter;
  onChange: (type: Filter) => void;
  hideRewards?: boolean | undefined;
  onHideRewardsChange: (hide: boolean) => void;
}) {
  const options = [
    { value: 'all', label: t('money.all_types') },
    ...TRANSACTION_TYPES.map((type) => ({ value: type, label: transactionTypeLabel(type) })),
  ];
  return (
    <div className={styles.toolbar}>
      <FormField label={t('money.filter_type')}>
        <Select
          options={options}
          value={value}
          searchPlaceholder={t('money.filter_type')}
          searchLabel={t('money.filter_type')}
          onValueChange={(type) => onChange(type as Filter)}
        />
      </FormField>
      {hideRewards === undefined ? null : (
        <Checkbox
          className={styles.toolbarCheck}
          label={t('money.hide_rewards')}
          checked={hideRewards}
          onCheckedChange={(checked) => onHideRewardsChange(checked === true)}
        />
      )}
    </div>
  );
}
