import type { PaymentRequestsQuery } from '@optwallet/api-client';
import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import type { QueryClient } from '@tanstack/react-query';
import { api } from './api';

/*
 * Payment requests as React Query options, shared by the Requests page, the profile's "You and
 * Ana" and the request form. React Query owns them; a change (here, or the other person's, seen
 * on focus and, with the live stream, by its `request` event) refetches them.
 */

const requestKeys = {
  all: ['payment-requests'] as const,
  list: (query: PaymentRequestsQuery) => ['payment-requests', query] as const,
};

export function paymentRequestsQuery(query: PaymentRequestsQuery) {
  return queryOptions({
    queryKey: requestKeys.list(query),
    queryFn: ({ signal }) => api.social.paymentRequests(query, { signal }),
    refetchOnWindowFocus: 'always',
  });
}

/** Every page of a list ("Load more"), newest first. */
export function paymentRequestPagesQuery(query: Omit<PaymentRequestsQuery, 'page'>) {
  return infiniteQueryOptions({
    queryKey: [...requestKeys.list(query), 'pages'] as const,
    queryFn: ({ pageParam, signal }) =>
      api.social.paymentRequests({ ...query, page: pageParam }, { signal }),
    initialPageParam: 1,
    getNextPageParam: (last) =>
      last.current_page < last.last_page ? last.current_page + 1 : undefined,
    refetchOnWindowFocus: 'always',
  });
}

/** After a request changed state (made, paid, declined, cancelled): every list refetches. */
export function invalidateRequests(queryClient: QueryClient): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: requestKeys.all });
}
