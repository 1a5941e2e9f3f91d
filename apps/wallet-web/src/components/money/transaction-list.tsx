import type { Transaction } from '@optwallet/api-client/contract';
import {
  TRANSACTION_TYPES,
  TRANSACTIONS_FIRST_PAGE,
  TRANSACTIONS_PAGE_SIZE,
  transactionTypeLabel,
} from '@optwallet/domain';
import type { TransactionTypeFilter } from '@optwallet/domain';
import { EmptyState, FormField, Pagination, Select, TransactionRow } from '@optwallet/ui';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useText } from '../../i18n/use-text';
import { displayTokenAmount } from '../../lib/money/format';
import { type TokenRef, transactionsQuery } from '../../lib/money/queries';
import { displayShortDate } from './dates';
import { ListError, ListSkeleton } from './query-states';
import { TransactionDetail } from './transaction-detail';
import styles from './page.module.css';

/** One row per transaction; a click opens its details. */
export function TransactionRows({
  transactions,
  onOpen,
  label,
}: {
  transactions: Transaction[];
  onOpen: (tx: Transaction) => void;
  label?: string;
}) {
  const t = useText();
  return (
    <ul className={styles.list} aria-label={label ?? t('money.transactions')}>
      {transactions.map((tx) => (
        <li key={tx.id}>
          <TransactionRow
            kind={tx.type}
            title={`${transactionTypeLabel(tx.type)} ${tx.symbol}`}
            subtitle={displayShortDate(tx.date)}
            amount={displayTokenAmount(tx.amount, tx.symbol)}
            status={tx.status}
            onClick={() => onOpen(tx)}
          />
        </li>
      ))}
    </ul>
  );
}

export interface TransactionListProps {
  walletId: string;
  /** A fixed type (e.g. distribution history) hides the filter. */
  fixedType?: TransactionTypeFilter;
  /** Without pagination: the first page only (recent transactions). */
  paginated?: boolean;
  limit?: number;
  emptyTitle?: string;
  /** Only this token's history (the token page). */
  token?: TokenRef;
}

/**
 * The wallet's transactions (GET /wallets/{id}/transactions): 10 a page, a type filter ('all' sends
 * no type), loading / empty / error states, and the detail of a clicked row.
 */
export function TransactionList({
  walletId,
  fixedType,
  paginated = true,
  limit = TRANSACTIONS_PAGE_SIZE,
  emptyTitle,
  token,
}: TransactionListProps) {
  const t = useText();
  const [type, setType] = useState<TransactionTypeFilter>(fixedType ?? 'all');
  const [page, setPage] = useState(TRANSACTIONS_FIRST_PAGE);
  const [open, setOpen] = useState<Transaction | null>(null);
  const query = useQuery(transactionsQuery(walletId, type, page, limit, token));
  const options = [
    { value: 'all', label: t('money.all_types') },
    ...TRANSACTION_TYPES.map((value) => ({ value, label: transactionTypeLabel(value) })),
  ];

  return (
    <div className={styles.section} data-testid="transaction-list">
      {fixedType === undefined ? (
        <div className={styles.toolbar}>
          <FormField label={t('money.filter_type')}>
            <Select
              options={options}
              value={type}
              searchPlaceholder={t('money.filter_type')}
              searchLabel={t('money.filter_type')}
              onValueChange={(value) => {
                setType(value as TransactionTypeFilter);
                setPage(TRANSACTIONS_FIRST_PAGE);
              }}
            />
          </FormField>
        </div>
      ) : null}
      {query.isPending ? (
        <ListSkeleton rows={3} label={t('money.loading_transactions')} />
      ) : query.isError ? (
        <ListError onRetry={() => void query.refetch()} message={query.error.message} />
      ) : query.data.transactions.length === 0 ? (
        <EmptyState
          size="sm"
          title={emptyTitle ?? t('money.no_transactions')}
          description={t('money.no_transactions_body')}
        />
      ) : (
        <>
          <TransactionRows transactions={query.data.transactions} onOpen={setOpen} />
          {paginated && query.data.totalPages > 1 ? (
            <Pagination
              page={query.data.pageNumber}
              pageCount={query.data.totalPages}
              onPageChange={setPage}
              disabled={query.isFetching}
              label={t('money.pagination')}
              previousLabel={t('money.previous_page')}
              nextLabel={t('money.next_page')}
              pageLabel={(n) => t('money.page_n', { page: n })}
            />
          ) : null}
        </>
      )}
      <TransactionDetail transaction={open} onClose={() => setOpen(null)} />
    </div>
  );
}
