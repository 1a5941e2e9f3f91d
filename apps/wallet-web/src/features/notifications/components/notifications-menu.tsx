import { IconButton } from '@optwallet/ui';
import { Suspense, lazy, useRef, useState } from 'react';
import { t } from '../texts';
import { useNotifications } from '../hooks/use-notifications';
import styles from './notifications.module.css';

// Its own chunk (the popover and the dates of the items): loaded when the menu is first opened.
const NotificationsPanel = lazy(() => import('./notifications-panel'));

function BellIcon() {
  return (
    <svg
      width="20"
      height="20"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      aria-hidden="true"
    >
      <path d="M6 8a6 6 0 0 1 12 0c0 7 3 9 3 9H3s3-2 3-9" />
      <path d="M10.3 21a1.94 1.94 0 0 0 3.4 0" />
    </svg>
  );
}

/**
 * The header's notifications menu (spec §2): the bell with the unread count is here from the
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
          icon={<BellIcon />}
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
