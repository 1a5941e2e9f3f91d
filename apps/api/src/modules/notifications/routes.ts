import { endpoints } from '@optwallet/contract';
import { mount } from '../../lib/endpoint';
import { createRouter } from '../../lib/http';
import type { Deps } from '../../deps';
import { deleteAll, listNotifications, markAllRead, markRead } from './service';

/** A user only ever sees and changes their own notifications. */
export function notificationsRoutes(deps: Deps) {
  const router = createRouter();
  mount(router, deps, 'notifications', endpoints.notifications, ({ c, query }) =>
    listNotifications(deps.db, c.get('auth').userId, query.page),
  );
  mount(
    router,
    deps,
    'markNotificationRead',
    endpoints.markNotificationRead,
    async ({ c, body }) => {
      await markRead(deps.db, c.get('auth').userId, body.notification_id, deps.clock());
      return { message: 'Notification marked as read' };
    },
  );
  mount(
    router,
    deps,
    'markAllNotificationsRead',
    endpoints.markAllNotificationsRead,
    async ({ c }) => {
      await markAllRead(deps.db, c.get('auth').userId, deps.clock());
      return { message: 'All notifications marked as read' };
    },
  );
  mount(router, deps, 'deleteNotifications', endpoints.deleteNotifications, async ({ c }) => {
    await deleteAll(deps.db, c.get('auth').userId);
    return { message: 'Notifications deleted' };
  });
  return router;
}
