import { Button, EmptyState, Popover, PopoverAnchor, PopoverContent, Spinner } from '@optwallet/ui';
import type { RefObject } from 'react';
import { Link } from '../../../lib/router';
import { t } from '../texts';
import { useNotificationActions, useNotifications } from '../hooks/use-notifications';
import { useOpenNotification } from '../hooks/use-open-notification';
import { NotificationGroups } from './notification-groups';
import styles from './notifications.module.css';

/** How many of the newest notifications the header menu lists. */
const MENU_ITEMS = 5;

/**
 * The header menu's panel (its own chunk, with the popover and the notification dates): the
 * newest items, the unread count, mark all read, the page. Anchored to the bell of
 * notifications-menu.tsx, which opens and closes it.
 */
export default function NotificationsPanel({
  open,
  onOpenChange,
  bell,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  bell: RefObject<HTMLButtonElement | null>;
}) {
  const { items, unread, isPending } = useNotifications();
  const { markAll } = useNotificationActions();
  const openNotification = useOpenNotification(() => onOpenChange(false));
  return (
    <Popover open={open} onOpenChange={onOpenChange}>
      <PopoverAnchor virtualRef={bell} />
      <PopoverContent
        align="end"
        className={styles.panel}
        aria-label={t('notifications.title')}
        // The bell is the app's own button, not the popover's trigger: focus goes back to it.
        onCloseAutoFocus={(event) => {
          event.preventDefault();
          bell.current?.focus();
        }}
        onInteractOutside={(event) => {
          // A click on the bell itself toggles the panel (the bell's handler closes it).
          if (bell.current?.contains(event.target as Node)) event.preventDefault();
        }}
      >
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
          <Link to="/notifications" onClick={() => onOpenChange(false)}>
            {t('notifications.see_all')}
          </Link>
        </div>
      </PopoverContent>
    </Popover>
  );
}
