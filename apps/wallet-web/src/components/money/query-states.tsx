import { Button, EmptyState, Skeleton } from '@optwallet/ui';
import { t } from './texts';
import styles from './page.module.css';

/** Rows of placeholders while a list loads. */
export function ListSkeleton({ rows = 3, label }: { rows?: number; label?: string }) {
  return (
    <div
      className={styles.list}
      role="status"
      aria-label={label ?? t('common.loading')}
      aria-busy="true"
    >
      {Array.from({ length: rows }, (_, index) => (
        <Skeleton key={index} height={56} />
      ))}
    </div>
  );
}

/** A list that failed to load, with a retry. */
export function ListError({ onRetry, message }: { onRetry: () => void; message?: string }) {
  return (
    <EmptyState
      size="sm"
      title={t('money.load_failed')}
      description={message ?? t('error.could_not_process')}
      action={
        <Button variant="secondary" size="sm" onClick={onRetry}>
          {t('transfer.try_again')}
        </Button>
      }
    />
  );
}
