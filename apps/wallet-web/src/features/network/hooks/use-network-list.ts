import type { NetworkTab } from '@optwallet/api-client';
import { NETWORK_PAGE_SIZE } from '@optwallet/domain';
import { useInfiniteQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { socialKeys } from '../../../lib/social-cache';

/**
 * GET /user/{tab}?per_page=30&page=n with "load more". The request carries React Query's signal,
 * so leaving a tab (the query loses its last observer) aborts what it was still loading.
 */
export function useNetworkList(tab: NetworkTab) {
  const query = useInfiniteQuery({
    queryKey: socialKeys.networkTab(tab),
    queryFn: ({ pageParam, signal }) =>
      api.social.network(tab, { per_page: NETWORK_PAGE_SIZE, page: pageParam }, { signal }),
    initialPageParam: 1,
    getNextPageParam: (last) =>
      last.current_page < last.last_page ? last.current_page + 1 : undefined,
    staleTime: 0,
  });
  const people = query.data?.pages.flatMap((page) => page.data) ?? [];
  const total = query.data?.pages[0]?.total;
  return { ...query, people, total };
}
