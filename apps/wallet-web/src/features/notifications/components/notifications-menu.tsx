import { IconButton } from '@optwallet/ui';
import { Bell } from 'lucide-react';
import { Suspense, lazy, useRef, useState } from 'react';
import { t } from '../texts';
import { useNotifications } from '../hooks/use-notifications';
import styles from './notifications.module.css';

// Its own chunk (the popover and the dates of the items): loaded when the menu is first opened.
const NotificationsPanel = lazy(() => import('./notifications-panel'));

/**
 * The header's notifications menu (product §2): the bell with the unread count is here from the
 * first paint; its panel loads the first time it opens.
 */
export function NotificationsMenu() {
  const [open, setOpen] = useState(false);
  const [opened, setOpened] = useState(false);
  const bell = useRef<HTMLButtonElement>(null);
  const { unread, refetch } = useNotifications();
  const change = (next: boolean) => {
    setOpen(next);
    if (next) setOpened(true);
    // Opening the menu is a good moment to look for news.
    if (next) void refetch();
  };

  return (
    <>
      <span className={styles.bell}>
        <IconButton
          ref={bell}
          label={
            unread > 0 ? t('notifications.bell_label', { count: unread }) : t('notifications.title')
          }
          icon={<Bell size={20} aria-hidden="true" />}
          aria-haspopup="dialog"
          aria-expanded={open}
          onClick={() => change(!open)}
        />
        {unread > 0 ? (
          <span className={styles.badge} aria-hidden="true" data-testid="unread-badge">
            {unread > 99 ? '99+' : unread}
          </span>
        ) : null}
      </span>
      {opened ? (
        <Suspense fallback={null}>
          <NotificationsPanel open={open} onOpenChange={change} bell={bell} />
        </Suspense>
      ) : null}
    </>
  );
}
