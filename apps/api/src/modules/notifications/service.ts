import { and, desc, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { notifications } from '../../db/schema';
import { notFound } from '../../lib/errors';
import { countsOf } from '../identity';

import { NOTIFICATIONS_PER_PAGE, type NotificationType } from '../../lib/notify';

export { notify } from '../../lib/notify';

/**
 * A page, newest first (ties by id). The total is the user's kept count (user-counts.ts), not a
 * count of their rows; the page's ids are read from the index alone (user, created_at, id), so
 * a later page skips index entries, not rows, and only its 20 rows are fetched.
 */
export async function listNotifications(db: Db, userId: string, page: number) {
  const ids = db
    .select({ id: notifications.id })
    .from(notifications)
    .where(eq(notifications.userId, userId))
    .orderBy(desc(notifications.createdAt), desc(notifications.id))
    .limit(NOTIFICATIONS_PER_PAGE)
    .offset((page - 1) * NOTIFICATIONS_PER_PAGE)
    .as('page');
  const [counts, rows] = await Promise.all([
    countsOf(db, userId),
    db
      .select({ row: notifications })
      .from(ids)
      .innerJoin(notifications, eq(notifications.id, ids.id))
      .orderBy(desc(notifications.createdAt), desc(notifications.id)),
  ]);
  const total = counts.notifications;
  return {
    data: rows.map(({ row }) => ({
      id: row.id,
      type: row.type as NotificationType,
      title: row.title,
      message: row.body,
      data: row.data,
      read_at: row.readAt?.toISOString() ?? null,
      created_at: row.createdAt.toISOString(),
    })),
    current_page: page,
    last_page: Math.max(1, Math.ceil(total / NOTIFICATIONS_PER_PAGE)),
    per_page: NOTIFICATIONS_PER_PAGE,
    total,
  };
}

/** Another user's notification is "not found" to the caller: ids reveal nothing. */
export async function markRead(db: Db, userId: string, id: string, now: Date): Promise<void> {
  const [row] = await db
    .select({ id: notifications.id, readAt: notifications.readAt })
    .from(notifications)
    .where(and(eq(notifications.id, id), eq(notifications.userId, userId)))
    .limit(1);
  if (!row) throw notFound('Notification not found');
  if (!row.readAt)
    await db.update(notifications).set({ readAt: now }).where(eq(notifications.id, id));
}

export async function markAllRead(db: Db, userId: string, now: Date): Promise<void> {
  await db
    .update(notifications)
    .set({ readAt: now })
    .where(and(eq(notifications.userId, userId), isNull(notifications.readAt)));
}

export async function deleteAll(db: Db, userId: string): Promise<void> {
  await db.delete(notifications).where(eq(notifications.userId, userId));
}
