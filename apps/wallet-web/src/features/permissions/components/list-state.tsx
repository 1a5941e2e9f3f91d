import { oneFailureText } from '@optwallet/auth-web';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { ListError, ListSkeleton } from '../../../components/money/query-states';
import styles from './permissions-section.module.css';

/** A section's list while it loads, when it failed (with a retry), empty, or its content. */
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
  if (query.isPending) return <ListSkeleton rows={2} />;
  if (query.isError) {
    return <ListError message={oneFailureText(query.error)} onRetry={() => void query.refetch()} />;
  }
  if (empty) return <p className={styles.status}>{emptyText}</p>;
  return children;
}
