import { clsx } from 'clsx';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { forwardRef, type HTMLAttributes, type ReactNode } from 'react';
import { Button } from '../button/button';
import { paginationRange } from './pagination-range';
import styles from './pagination.module.css';

export interface PaginationProps extends Omit<HTMLAttributes<HTMLElement>, 'onChange'> {
  /** 1-based. */
  page: number;
  pageCount: number;
  onPageChange: (page: number) => void;
  label?: string;
  previousLabel?: string;
  nextLabel?: string;
  pageLabel?: (page: number) => string;
  disabled?: boolean;
}

export const Pagination = forwardRef<HTMLElement, PaginationProps>(function Pagination(
  {
    page,
    pageCount,
    onPageChange,
    label = 'Pagination',
    previousLabel = 'Previous page',
    nextLabel = 'Next page',
    pageLabel = (n) => `Page ${n}`,
    disabled = false,
    className,
    ...props
  },
  ref,
) {
  if (pageCount <= 1) return null;
  return (
    <nav ref={ref} aria-label={label} className={clsx(styles.nav, className)} {...props}>
      <button
        type="button"
        className={styles.page}
        aria-label={previousLabel}
        disabled={disabled || page <= 1}
        onClick={() => onPageChange(page - 1)}
      >
        <ChevronLeft aria-hidden="true" />
      </button>
      <ul className={styles.list}>
        {paginationRange(page, pageCount).map((slot) =>
          typeof slot === 'number' ? (
            <li key={slot}>
              <button
                type="button"
                className={styles.page}
                aria-label={pageLabel(slot)}
                aria-current={slot === page ? 'page' : undefined}
                disabled={disabled}
                onClick={() => onPageChange(slot)}
              >
                {slot}
              </button>
            </li>
          ) : (
            <li key={slot} className={styles.ellipsis} aria-hidden="true">
              …
            </li>
          ),
        )}
      </ul>
      <button
        type="button"
        className={styles.page}
        aria-label={nextLabel}
        disabled={disabled || page >= pageCount}
        onClick={() => onPageChange(page + 1)}
      >
        <ChevronRight aria-hidden="true" />
      </button>
    </nav>
  );
});

export interface LoadMoreListProps<T> extends Omit<HTMLAttributes<HTMLDivElement>, 'children'> {
  items: T[];
  renderItem: (item: T, index: number) => ReactNode;
  getKey: (item: T, index: number) => string | number;
  hasMore: boolean;
  /** True while the next page loads (the button shows a spinner). */
  loadingMore?: boolean;
  onLoadMore: () => void;
  loadMoreLabel?: string;
  /** Shown when there are no items. */
  empty?: ReactNode;
  /** Accessible name of the list. */
  listLabel?: string;
}

/** A list that grows page by page ("Load more"), e.g. transactions or followers. */
export function LoadMoreList<T>({
  items,
  renderItem,
  getKey,
  hasMore,
  loadingMore = false,
  onLoadMore,
  loadMoreLabel = 'Load more',
  empty,
  listLabel,
  className,
  ...props
}: LoadMoreListProps<T>) {
  if (items.length === 0 && !loadingMore) return <>{empty ?? null}</>;
  return (
    <div className={clsx(styles.loadMore, className)} {...props}>
      <ul className={styles.items} aria-label={listLabel} aria-busy={loadingMore || undefined}>
        {items.map((item, index) => (
          <li key={getKey(item, index)}>{renderItem(item, index)}</li>
        ))}
      </ul>
      {hasMore ? (
        <Button variant="secondary" loading={loadingMore} onClick={onLoadMore}>
          {loadMoreLabel}
        </Button>
      ) : null}
    </div>
  );
}
