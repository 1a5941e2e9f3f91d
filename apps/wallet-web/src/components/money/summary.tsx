import { abbreviateAddress } from '@optwallet/domain';
import { CopyButton } from '@optwallet/ui';
import type { ReactNode } from 'react';
import { t } from './texts';
import styles from './money.module.css';

export interface SummaryRow {
  label: string;
  value: ReactNode;
  /** When two rows share a label (two "Balance after" lines), what tells them apart. */
  key?: string;
}

/** A labelled address: abbreviated (product §9), full text for assistive tech, copyable. */
export function AddressValue({ address }: { address: string }) {
  return (
    <span className={styles.address}>
      <span title={address}>{abbreviateAddress(address)}</span>
      <CopyButton
        value={address}
        iconOnly
        size="sm"
        label={t('money.copy_address')}
        copiedLabel={t('toast.copied')}
      />
    </span>
  );
}

export function Summary({ rows }: { rows: SummaryRow[] }) {
  return (
    <dl className={styles.summary}>
      {rows.map((row) => (
        <div key={row.key ?? row.label} className={styles.summaryRow}>
          <dt>{row.label}</dt>
          <dd>{row.value}</dd>
        </div>
      ))}
    </dl>
  );
}
