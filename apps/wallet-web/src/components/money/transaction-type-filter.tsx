import { TRANSACTION_TYPES, transactionTypeLabel } from '@optwallet/domain';
import type { TransactionTypeFilter as Filter } from '@optwallet/domain';
import { FormField, Select } from '@optwallet/ui';
import { t } from './texts';
import styles from './page.module.css';

/** The type filter of a transaction list ('all' sends no type). Its own chunk: the kit's Select. */
export default function TransactionTypeFilter({
  value,
  onChange,
}: {
  value: Filter;
  onChange: (type: Filter) => void;
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
    </div>
  );
}
