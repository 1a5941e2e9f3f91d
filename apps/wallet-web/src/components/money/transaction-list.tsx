import type { RewardsMode, Transaction } from '@optwallet/contract';
import {
  abbreviateAddress,
  displayShortDate,
  displayTokenAmount,
  TRANSACTIONS_FIRST_PAGE,
  TRANSACTIONS_PAGE_SIZE,
  transactionTypeLabel,
} from '@optwallet/domain';
import type { TransactionTypeFilter } from '@optwallet/domain';
import { EmptyState, TransactionRow } from '@optwallet/ui';
import { useQuery } from '@tanstack/react-query';
import { Suspense, lazy, useState } from 'react';
import { t } from './texts';
import { type TokenRef, transactionsQuery } from '../../lib/money/queries';
import { useLocation, useNavigate, useSearchParams } from '../../lib/router';
import { type HistoryParams, historySearch, readHistoryParams } from './history-params';
import { ListError, ListSkeleton } from './query-states';
import { useValidatorNames } from './use-validator-names';
import styles from './page.module.css';

// Its own chunk (the kit's Select): lists with a fixed type, like the dashboard's, never load it.
const TypeFilter = lazy(() => import('./transaction-type-filter'));
// Both their own chunks too: a first page without paging, and a detail only once a row is opened.
const Pagination = lazy(() => import('./transaction-pagination'));
const TransactionDetail = lazy(() =>
  import('./transaction-detail').then((m) => ({ default: m.TransactionDetail })),
);

/** "Rewards from Cygnus": the title of a row standing for one validator's payouts of a day. */
function RewardGroupTitle({ tx }: { tx: Transaction }) {
  const nameOf = useValidatorNames();
  return t('money.reward_group', { validator: nameOf(tx.validator ?? tx.walletAddress) ?? '' });
}

/**
 * "Send OPT to @ana", "Receive OPT from opt1qy...7xu": a payment names the person on its other
 * side (their username when they have one, else the address in short); anything else its kind.
 */
function titleOf(tx: Transaction): string {
  const what = `${transactionTypeLabel(tx.type)} ${tx.symbol}`;
  if ((tx.type !== 'send' && tx.type !== 'receive') || !tx.walletAddress) return what;
  const who = tx.counterpartyUsername
    ? `@${tx.counterpartyUsername}`
    : abbreviateAddress(tx.walletAddress);
  return t(tx.type === 'send' ? 'money.row_to' : 'money.row_from', { what, who });
}

/** Under a row: its memo, then its date, or for grouped payouts "24 payouts · Nov 20, 11:00 PM". */
function Subtitle({ tx }: { tx: Transaction }) {
  const date = displayShortDate(tx.date);
  if (tx.rewardGroup) {
    const { payouts } = tx.rewardGroup;
    return payouts === 1
      ? t('money.payouts_one', { date })
      : t('money.payouts_count', { count: payouts, date });
  }
  if (!tx.memo) return date;
  return (
    <>
      <span className={styles.rowMemo}>{t('money.row_memo', { memo: tx.memo })}</span>
      <span>{date}</span>
    </>
  );
}

/** One row per transaction (or per day of a validator's payouts); a click opens its details. */
function TransactionRows({
  transactions,
  onOpen,
  label,
}: {
  transactions: Transaction[];
  onOpen: (tx: Transaction) => void;
  label?: string;
}) {
  return (
    <ul className={styles.list} aria-label={label ?? t('money.transactions')}>
      {transactions.map((tx) => (
        <li key={tx.id}>
          <TransactionRow
            kind={tx.type}
            title={tx.rewardGroup ? <RewardGroupTitle tx={tx} /> : titleOf(tx)}
            subtitle={<Subtitle tx={tx} />}
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
  /**
   * Automatic reward payouts: grouped per validator and day (default), each its own row, or
   * hidden. A list with the type filter also offers to hide them.
   */
  rewards?: RewardsMode;
}

/**
 * The wallet's transactions (GET /wallets/{id}/transactions): 10 a page, a type filter ('all' sends
 * no type) and "Hide rewards", reward payouts grouped per validator and day, loading / empty /
 * error states, and the detail of a clicked row. The page and the filters are the screen's URL
 * (`?page=&type=&rewards=hidden`, history-params.ts): each change is a new history entry, so Back
 * returns to the page seen before, and a reload stays where it was.
 */
export function TransactionList({
  walletId,
  fixedType,
  paginated = true,
  limit = TRANSACTIONS_PAGE_SIZE,
  emptyTitle,
  token,
  rewards = 'grouped',
}: TransactionListProps) {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const [search] = useSearchParams();
  const place = readHistoryParams(search);
  const type = fixedType ?? place.type;
  const page = paginated ? place.page : TRANSACTIONS_FIRST_PAGE;
  const { hideRewards } = place;
  const go = (next: Partial<HistoryParams>) =>
    navigate(`${pathname}${historySearch(search, { ...place, ...next })}`);
  const [open, setOpenState] = useState<Transaction | null>(null);
  // Mounted from the first open on, so that closing can animate.
  const [opened, setOpened] = useState(false);
  const setOpen = (tx: Transaction | null) => {
    setOpenState(tx);
    if (tx) setOpened(true);
  };
  // Hiding rewards while listing only rewards would list nothing: the type wins.
  const canHide = fixedType === undefined && type !== 'distribution';
  const rewardsMode = canHide && hideRewards ? 'hidden' : rewards;
  // The cursor each page of each filter of this list was read after (a filter starts anew; Back
  // to a filter finds its pages again); a page without one is read by its number.
  const [cursors, setCursors] = useState<ReadonlyMap<string, string>>(new Map());
  const cursorKey = (pageNumber: number) => `${type}\u0000${rewardsMode}\u0000${pageNumber}`;
  const cursor = cursors.get(cursorKey(page));
  const query = useQuery(
    transactionsQuery(walletId, type, page, limit, token, rewardsMode, cursor),
  );
  /**
   * The next page is read after the last row shown (its nextCursor: as fast on page 1,000 as on
   * page 2). A page read after a cursor before is read after the same one again: back from page
   * 1,000 is the page that was seen, shown at once from what was read and refreshed by keyset,
   * not by skipping 9,980 rows. Any other page, by its number.
   */
  const goToPage = (next: number) => {
    const shown = query.data;
    if (shown?.nextCursor && next === shown.pageNumber + 1) {
      const after = shown.nextCursor;
      setCursors((known) => new Map(known).set(cursorKey(next), after));
    }
    go({ page: next });
  };

  return (
    <div className={styles.section} data-testid="transaction-list">
      {fixedType === undefined ? (
        <Suspense fallback={<div className={styles.toolbarPlaceholder} />}>
          <TypeFilter
            value={type}
            onChange={(value) => go({ type: value, page: TRANSACTIONS_FIRST_PAGE })}
            hideRewards={canHide ? hideRewards : undefined}
            onHideRewardsChange={(hide) => go({ hideRewards: hide, page: TRANSACTIONS_FIRST_PAGE })}
          />
        </Suspense>
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
            <Suspense fallback={null}>
              <Pagination
                page={query.data.pageNumber}
                pageCount={query.data.totalPages}
                onPageChange={goToPage}
                disabled={query.isFetching}
              />
            </Suspense>
          ) : null}
        </>
      )}
      {opened ? (
        <Suspense fallback={null}>
          <TransactionDetail transaction={open} onClose={() => setOpen(null)} />
        </Suspense>
      ) : null}
    </div>
  );
}
