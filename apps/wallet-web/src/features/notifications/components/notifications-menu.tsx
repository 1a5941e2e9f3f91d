import {
  Button,
  EmptyState,
  IconButton,
  Popover,
  PopoverContent,
  PopoverTrigger,
  Spinner,
} from '@optwallet/ui';
import { useState } from 'react';
import { Link } from 'react-router';
import { useText } from '../../../i18n/use-text';
import { useNotificationActions, useNotifications } from '../hooks/use-notifications';
import { useOpenNotification } from '../hooks/use-open-notification';
import { NotificationGroups } from './notification-groups';
import styles from './notifications.module.css';

/** How many of the newest notifications the header menu lists. */
export const MENU_ITEMS = 5;

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

/** The header's notifications menu (spec §2): newest items, unread count, mark all read, the page. */
export function NotificationsMenu() {
  const t = useText();
  const [open, setOpen] = useState(false);
  const { items, unread, isPending, refetch } = useNotifications();
  const { markAll } = useNotificationActions();
  const openNotification = useOpenNotification(() => setOpen(false));

  return (
    <Popover
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        // Opening the menu is a good moment to look for news.
        if (next) void refetch();
      }}
    >
      <span className={styles.bell}>
        <PopoverTrigger asChild>
          <IconButton
            label={
              unread > 0
                ? t('notifications.bell_label', { count: unread })
                : t('notifications.title')
            }
            icon={<BellIcon />}
          />
        </PopoverTrigger>
        {unread > 0 ? (
          <span className={styles.badge} aria-hidden="true" data-testid="unread-badge">
            {unread > 99 ? '99+' : unread}
          </span>
        ) : null}
      </span>
      <PopoverContent align="end" className={styles.panel} aria-label={t('notifications.title')}>
        <div className={styles.panelHeader}>
          <div>
            <p className={styles.panelTitle}>{t('notifications.title')}</p>
            {unread > 0 ? (
              <p className={styles.muted}>{t('notifications.unread_count', { count: unread })}</p>
            ) : null}
          </div>
          {unread > 0 ? (
            <Button size="sm" variant="ghost" onClick={() => markAll.mutate()}>
              {t('notifications.mark_all_read')}
            </Button>
          ) : null}
        </div>
        <div className={styles.panelList}>
          {isPending ? (
            <Spinner label={t('common.loading')} />
          ) : items.length === 0 ? (
            <EmptyState size="sm" title={t('notifications.empty')} />
          ) : (
            <NotificationGroups items={items.slice(0, MENU_ITEMS)} onOpen={openNotification} />
          )}
        </div>
        <div className={styles.panelFooter}>
          <Link to="/notifications" onClick={() => setOpen(false)}>
            {t('notifications.see_all')}
          </Link>
        </div>
      </PopoverContent>
    </Popover>
  );
}
