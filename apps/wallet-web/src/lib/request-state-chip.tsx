import type { PaymentRequestRecord } from '@optwallet/api-client';
import type { ReactNode } from 'react';
import styles from './request-state-chip.module.css';

/**
 * A payment request's state as a small coloured chip (open, paid, declined; the rest muted), on
 * the Requests page and in a profile's "You and …". data-state is for tests and styles.
 */
export function RequestStateChip({
  state,
  children,
}: {
  state: PaymentRequestRecord['state'];
  children: ReactNode;
}) {
  return (
    <span className={styles.chip} data-state={state}>
      {children}
    </span>
  );
}
