import { toTransactionStatus, type TransactionStatus } from '@optwallet/domain';
import { clsx } from 'clsx';
import { forwardRef, type HTMLAttributes } from 'react';
import styles from './status-badge.module.css';

/** Accepts the raw server word too: 'fail' is shown as Failed (product §3). */
export type StatusBadgeStatus = TransactionStatus | 'fail';

export const DEFAULT_STATUS_LABELS: Record<TransactionStatus, string> = {
  pending: 'Pending',
  success: 'Success',
  failed: 'Failed',
  cancelled: 'Cancelled',
};

export interface StatusBadgeProps extends HTMLAttributes<HTMLSpanElement> {
  status: StatusBadgeStatus;
  labels?: Partial<Record<TransactionStatus, string>>;
}

export const StatusBadge = forwardRef<HTMLSpanElement, StatusBadgeProps>(function StatusBadge(
  { status, labels, className, ...props },
  ref,
) {
  const normalised = toTransactionStatus(status) ?? 'pending';
  return (
    <span
      ref={ref}
      className={clsx(styles.badge, styles[normalised], className)}
      data-status={normalised}
      {...props}
    >
      <span className={styles.dot} aria-hidden="true" />
      {labels?.[normalised] ?? DEFAULT_STATUS_LABELS[normalised]}
    </span>
  );
});
