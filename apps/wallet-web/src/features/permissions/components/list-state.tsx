import { oneFailureText } from '@optwallet/auth-web';
import { Button, Spinner } from '@optwallet/ui';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { t } from '../texts';
import styles from './permissions-section.module.css';

/** A section's list while it loads, when it failed (with Try Again), or its content. */
export function ListState({
  query,
  empty,
  emptyText,
  children,
}: {
  query: Pick<UseQueryResult, 'isPending' | 'isError' | 'error' | 'refetch'>;
  empty?: boolean;
  emptyText?: string;
  children: ReactNode;
}) {
  if (query.isPending) return <Spinner label={t('common.loading')} />;
  if (query.isError) {
    return (
      <div role="alert">
        <p className={styles.status}>
          {t('permissions.load_failed')} {oneFailureText(query.error)}
        </p>
        <Button size="sm" variant="secondary" onClick={() => void query.refetch()}>
          {t('permissions.try_again')}
        </Button>
      </div>
    );
  }
  if (empty) return <p className={styles.status}>{emptyText}</p>;
  return children;
}
