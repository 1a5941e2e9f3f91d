import type { Notification } from '@optwallet/api-client';
import { groupNotifications } from '@optwallet/domain';
import { NotificationGroup, NotificationItem } from '@optwallet/ui';
import { t } from '../texts';
import { viewerClock } from '../lib/clock';
import styles from './notifications.module.css';

export interface NotificationGroupsProps {
  items: readonly Notification[];
  onOpen: (notification: Notification) => void;
  /** h2 under the page's h1; h3 (the default) inside the header's menu. */
  headingLevel?: 2 | 3;
}

/** Today / Yesterday / Last Week / Older with the spec's display dates (domain's grouping). */
export function NotificationGroups({ items, onOpen, headingLevel = 3 }: NotificationGroupsProps) {
  return (
    <div className={styles.groups}>
      {groupNotifications(items, viewerClock()).map((group) => (
        <NotificationGroup
          key={group.key}
          title={group.label}
          headingLevel={headingLevel}
          data-group={group.key}
        >
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
