import type { RequestOptions, Transport } from '../client-core';

export function notificationsEndpoints(t: Transport) {
  return {
    /** GET /notifications?page=. */
    list(page = 1, options: RequestOptions = {}) {
      return t.call('notifications', { query: { page }, signal: options.signal });
    },
    /** POST /mark-all-notifications-as-read. */
    markAllRead(options: RequestOptions = {}) {
      return t.call('markAllNotificationsRead', { signal: options.signal });
    },
    /** DELETE /delete-notifications. */
    deleteAll(options: RequestOptions = {}) {
      return t.call('deleteNotifications', { signal: options.signal });
    },
    /** POST /mark-notification-as-read { notification_id }. */
    markRead(notificationId: string, options: RequestOptions = {}) {
      return t.call('markNotificationRead', {
        body: { notification_id: notificationId },
        signal: options.signal,
      });
    },
  };
}
