import type { LoadStatus } from '../load-status';

/** What the list logic needs of a notification (spec §3); the api-client's Notification fits. */
export interface NotificationLike {
  readonly id: string;
  readonly read_at: string | null;
  readonly created_at: string;
}

/** GET /notifications?page= answer (spec §3). */
export interface NotificationPage<T extends NotificationLike> {
  readonly data: readonly T[];
  readonly current_page: number;
  readonly last_page: number;
}

export interface NotificationsState<T extends NotificationLike> {
  readonly items: readonly T[];
  readonly currentPage: number;
  readonly lastPage: number;
  readonly status: LoadStatus;
}

export type NotificationsEvent<T extends NotificationLike> =
  | { readonly type: 'PAGE_REQUESTED' }
  | { readonly type: 'PAGE_LOADED'; readonly page: NotificationPage<T> }
  | { readonly type: 'PAGE_FAILED' }
  | { readonly type: 'MARKED_READ'; readonly id: string; readonly now: Date }
  | { readonly type: 'ALL_MARKED_READ'; readonly now: Date }
  | { readonly type: 'CLEARED' };

export function initialNotificationsState<T extends NotificationLike>(): NotificationsState<T> {
  return { items: [], currentPage: 0, lastPage: 0, status: 'idle' };
}

function withoutDuplicates<T extends NotificationLike>(
  items: readonly T[],
  seen = new Set<string>(),
): T[] {
  return items.filter((item) => {
    if (seen.has(item.id)) return false;
    seen.add(item.id);
    return true;
  });
}

/**
 * Spec §4: page 1 replaces the list, later pages append. A notification already listed (the list
 * shifted while paging because a new one arrived) is kept once, at its first place.
 */
export function mergeNotificationPage<T extends NotificationLike>(
  current: readonly T[],
  page: NotificationPage<T>,
): T[] {
  if (page.current_page <= 1) return withoutDuplicates(page.data);
  const seen = new Set(current.map((item) => item.id));
  return [...current, ...withoutDuplicates(page.data, seen)];
}

/** Sets read_at locally; a notification already read keeps the time it was first read. */
export function markNotificationRead<T extends NotificationLike>(
  items: readonly T[],
  id: string,
  now: Date,
): T[] {
  const readAt = now.toISOString();
  return items.map((item) =>
    item.id === id && item.read_at === null ? { ...item, read_at: readAt } : item,
  );
}

export function markAllNotificationsRead<T extends NotificationLike>(
  items: readonly T[],
  now: Date,
): T[] {
  const readAt = now.toISOString();
  return items.map((item) => (item.read_at === null ? { ...item, read_at: readAt } : item));
}

export function unreadNotificationCount(items: readonly NotificationLike[]): number {
  return items.filter((item) => item.read_at === null).length;
}

export function hasMoreNotifications(state: NotificationsState<NotificationLike>): boolean {
  return state.currentPage < state.lastPage;
}

/** The page to ask for next ("load more"), 1 when nothing is loaded. */
export function nextNotificationPage(state: NotificationsState<NotificationLike>): number {
  return state.currentPage + 1;
}

export function notificationsReducer<T extends NotificationLike>(
  state: NotificationsState<T>,
  event: NotificationsEvent<T>,
): NotificationsState<T> {
  switch (event.type) {
    case 'PAGE_REQUESTED':
      return { ...state, status: 'pending' };
    case 'PAGE_LOADED':
      return {
        items: mergeNotificationPage(state.items, event.page),
        currentPage: event.page.current_page,
        lastPage: event.page.last_page,
        status: 'succeeded',
      };
    case 'PAGE_FAILED':
      // Spec §4: a failure empties the list.
      return { items: [], currentPage: 0, lastPage: 0, status: 'failed' };
    case 'MARKED_READ':
      return { ...state, items: markNotificationRead(state.items, event.id, event.now) };
    case 'ALL_MARKED_READ':
      return { ...state, items: markAllNotificationsRead(state.items, event.now) };
    case 'CLEARED':
      return { ...state, items: [], currentPage: 0, lastPage: 0 };
  }
}
