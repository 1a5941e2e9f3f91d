import type { Notification } from '@optwallet/api-client';
import { useNavigate } from '../../../lib/router';
import { notificationHref, useNotificationActions } from './use-notifications';

/** Opening a notification marks it read (if it is not) and goes to what it is about. */
export function useOpenNotification(after?: () => void) {
  const navigate = useNavigate();
  const { markRead } = useNotificationActions();
  return (notification: Notification) => {
    if (notification.read_at === null) markRead.mutate(notification.id);
    const href = notificationHref(notification);
    after?.();
    if (href) void navigate(href);
  };
}
