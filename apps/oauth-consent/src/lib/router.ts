import { useSearch } from 'wouter';

/** The query of the current URL with its `?` (or empty), as the domain's readers expect it. */
export function useSearchString(): string {
  const search = useSearch();
  return search ? `?${search}` : '';
}
