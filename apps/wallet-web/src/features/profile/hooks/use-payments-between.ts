import { useInfiniteQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';

/** GET /payments/with/{id}: the payments between the viewer and one user, newest first, paged. */
export function usePaymentsBetween(userId: string) {
  return useInfiniteQuery({
    queryKey: ['payments-between', userId],
    queryFn: ({ pageParam, signal }) => api.social.paymentsBetween(userId, pageParam, { signal }),
    initialPageParam: 1,
    getNextPageParam: (last) =>
      last.current_page < last.last_page ? last.current_page + 1 : undefined,
  });
}
