/** What the list logic needs of a notification (product §3); the api-client's Notification fits. */
export interface NotificationLike {
  readonly id: string;
  readonly read_at: string | null;
  readonly created_at: string;
}

/** GET /notifications?page= answer (product §3). */
export interface NotificationPage<T extends NotificationLike> {
  readonly data: readonly T[];
  readonly current_page: number;
  readonly last_page: number;
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
 * Product §4: page 1 replaces the list, later pages append. A notification already listed (the list
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
