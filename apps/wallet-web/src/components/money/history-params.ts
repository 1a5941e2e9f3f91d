import { TRANSACTION_TYPES, TRANSACTIONS_FIRST_PAGE } from '@optwallet/domain';
import type { TransactionTypeFilter } from '@optwallet/domain';

/**
 * A history list's place, kept in the screen's URL (`?page=2&type=send&rewards=hidden`) so that
 * Back and Forward step through the pages and filters seen, and a reload or a shared link shows
 * the same page. Defaults are left out of the URL.
 */
export interface HistoryParams {
  page: number;
  type: TransactionTypeFilter;
  hideRewards: boolean;
}

const isType = (value: string | null): value is TransactionTypeFilter =>
  (TRANSACTION_TYPES as readonly string[]).includes(value ?? '');

/** The list's place in `search`; anything malformed reads as the default. */
export function readHistoryParams(search: URLSearchParams): HistoryParams {
  const page = Number(search.get('page'));
  const type = search.get('type');
  return {
    page:
      Number.isSafeInteger(page) && page >= TRANSACTIONS_FIRST_PAGE
        ? page
        : TRANSACTIONS_FIRST_PAGE,
    type: isType(type) ? type : 'all',
    hideRewards: search.get('rewards') === 'hidden',
  };
}

/** `search` with the list's place set to `next` (other parameters kept): "?…", or "" when empty. */
export function historySearch(search: URLSearchParams, next: HistoryParams): string {
  const out = new URLSearchParams(search);
  const set = (name: string, value: string | null) =>
    value === null ? out.delete(name) : out.set(name, value);
  set('page', next.page === TRANSACTIONS_FIRST_PAGE ? null : String(next.page));
  set('type', next.type === 'all' ? null : next.type);
  set('rewards', next.hideRewards ? 'hidden' : null);
  const query = out.toString();
  return query ? `?${query}` : '';
}
