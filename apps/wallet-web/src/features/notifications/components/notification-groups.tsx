import type { Notification } from '@optwallet/api-client';
import { groupNotifications } from '@optwallet/domain';
import { NotificationGroup, NotificationItem } from '@optwallet/ui';
import { useText } from '../../../i18n/use-text';
import { viewerClock } from '../lib/clock';
import styles from './notifications.module.css';

export interface NotificationGroupsProps {
  items: readonly Notification[];
  onOpen: (notification: Notification) => void;
}

/** Today / Yesterday / Last Week / Older with the spec's display dates (domain's grouping). */
export function NotificationGroups({ items, onOpen }: NotificationGroupsProps) {
  const t = useText();
  return (
    <div className={styles.groups}>
      {groupNotifications(items, viewerClock()).map((group) => (
        <NotificationGroup key={group.key} title={group.label} data-group={group.key}>
          {group.items.map(({ notification, displayDate }) => (
            <NotificationItem
              key={notification.id}
              title={notification.title}
              body={notification.message}
              time={displayDate}
              unread={notification.read_at === null}
              unreadLabel={t('notifications.unread')}
              onClick={() => onOpen(notification)}
            />
          ))}
        </NotificationGroup>
      ))}
    </div>
  );
}
