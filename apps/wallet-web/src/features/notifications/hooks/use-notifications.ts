import type { Notification, NotificationsPage } from '@optwallet/api-client';
import {
  markAllNotificationsRead,
  markNotificationRead,
  mergeNotificationPage,
  unreadNotificationCount,
} from '@optwallet/domain';
import {
  useInfiniteQuery,
  useMutation,
  useQueryClient,
  type InfiniteData,
} from '@tanstack/react-query';
import { useMemo } from 'react';
import { api } from '../../../lib/api';
import { notificationsKey } from '../../../lib/live-updates/live-keys';
import { usePollWhenNotLive } from '../../../lib/live-updates/live-state';
import { showServerError } from '../../../lib/form-errors';

const NOTIFICATIONS_KEY = notificationsKey;

/**
 * New notifications appear without a reload: the live stream says when (lib/live-updates); while
 * it is down, poll while the tab is visible, and on focus.
 */
const NOTIFICATIONS_POLL_MS = 30_000;

type Pages = InfiniteData<NotificationsPage, number>;

/**
 * GET /notifications by page (product §4): page 1 replaces the list, later pages append (domain's
 * merge keeps a notification once when the list shifted while paging), a failure empties it.
 */
export function useNotifications() {
  const refetchInterval = usePollWhenNotLive(NOTIFICATIONS_POLL_MS);
  const query = useInfiniteQuery({
    queryKey: NOTIFICATIONS_KEY,
    queryFn: ({ pageParam, signal }) => api.notifications.list(pageParam, { signal }),
    initialPageParam: 1,
    getNextPageParam: (last) =>
      last.current_page < last.last_page ? last.current_page + 1 : undefined,
    refetchInterval,
    refetchIntervalInBackground: false,
    refetchOnWindowFocus: true,
    staleTime: 5_000,
  });
  const items = useMemo<Notification[]>(
    () =>
      query.isError
        ? []
        : (query.data?.pages ?? []).reduce<Notification[]>(
            (list, page) => mergeNotificationPage(list, page),
            [],
          ),
    [query.data, query.isError],
  );
  return { ...query, items, unread: unreadNotificationCount(items) };
}

function mapItems(
  data: Pages | undefined,
  change: (items: Notification[]) => Notification[],
): Pages | undefined {
  return data
    ? { ...data, pages: data.pages.map((page) => ({ ...page, data: change(page.data) })) }
    : data;
}

/** Mark read, mark all read and clear: the list changes at once, the server call follows. */
export function useNotificationActions() {
  const client = useQueryClient();
  const update = (change: (items: Notification[]) => Notification[]) => {
    void client.cancelQueries({ queryKey: NOTIFICATIONS_KEY });
    client.setQueryData<Pages>(NOTIFICATIONS_KEY, (data) => mapItems(data, change));
  };
  const onError = (error: unknown) => {
    showServerError(error);
    void client.invalidateQueries({ queryKey: NOTIFICATIONS_KEY });
  };

  const markRead = useMutation({
    mutationFn: (id: string) => api.notifications.markRead(id),
    onMutate: (id) => update((items) => markNotificationRead(items, id, new Date())),
    onError,
  });
  const markAll = useMutation({
    mutationFn: () => api.notifications.markAllRead(),
    onMutate: () => update((items) => markAllNotificationsRead(items, new Date())),
    onError,
  });
  const clear = useMutation({
    mutationFn: () => api.notifications.deleteAll(),
    onSuccess: () => {
      client.setQueryData<Pages>(NOTIFICATIONS_KEY, (data) =>
        data
          ? {
              pages: [
                {
                  data: [],
                  current_page: 1,
                  last_page: 1,
                  per_page: data.pages[0]?.per_page ?? 20,
                  total: 0,
                },
              ],
              pageParams: [1],
            }
          : data,
      );
    },
    onError,
  });
  return { markRead, markAll, clear };
}

/** What a notification is about: a person's profile or a token's transactions. */
export function notificationHref(notification: Notification): string | null {
  const { user_id: userId, chainId, symbol, request_id: requestId } = notification.data;
  // A request made to you opens the requests to pay; an answer to yours, the ones you made.
  if (requestId) {
    return notification.type === 'payment_requested' ? '/requests' : '/requests?tab=outgoing';
  }
  if (userId) return `/profile/${encodeURIComponent(userId)}`;
  if (chainId && symbol)
    return `/my-assets/${encodeURIComponent(chainId)}/${encodeURIComponent(symbol)}`;
  return null;
}
