import { Pagination } from '@optwallet/ui';
import { t } from './texts';

/** The pages of a transaction list, with this app's texts (its own chunk: one-page lists skip it). */
export default function TransactionPagination({
  page,
  pageCount,
  onPageChange,
  disabled,
}: {
  page: number;
  pageCount: number;
  onPageChange: (page: number) => void;
  disabled: boolean;
}) {
  return (
    <Pagination
      page={page}
      pageCount={pageCount}
      onPageChange={onPageChange}
      disabled={disabled}
      label={t('money.pagination')}
      previousLabel={t('money.previous_page')}
      nextLabel={t('money.next_page')}
      pageLabel={(n) => t('money.page_n', { page: n })}
    />
  );
}
