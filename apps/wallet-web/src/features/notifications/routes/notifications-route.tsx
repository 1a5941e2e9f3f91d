import { Button, ConfirmDialog, EmptyState, Skeleton } from '@optwallet/ui';
import { useEffect, useRef, useState } from 'react';
import { t } from '../texts';
import { NotificationGroups } from '../components/notification-groups';
import styles from '../components/notifications.module.css';
import { useNotificationActions, useNotifications } from '../hooks/use-notifications';
import { useOpenNotification } from '../hooks/use-open-notification';

/** /notifications: every notification grouped by day, loaded page by page as the list is scrolled. */
export function Component() {
  const {
    items,
    unread,
    isPending,
    isError,
    hasNextPage,
    isFetchingNextPage,
    fetchNextPage,
    refetch,
  } = useNotifications();
  const { markAll, clear } = useNotificationActions();
  const openNotification = useOpenNotification();
  const [confirmClear, setConfirmClear] = useState(false);
  const sentinel = useRef<HTMLDivElement>(null);

  // Infinite loading: the next page loads when the end of the list comes into view.
  useEffect(() => {
    const node = sentinel.current;
    if (!node || !hasNextPage) return;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting) && !isFetchingNextPage)
        void fetchNextPage();
    });
    observer.observe(node);
    return () => observer.disconnect();
  }, [hasNextPage, isFetchingNextPage, fetchNextPage]);

  let body;
  if (isPending) {
    body = (
      <div
        className={styles.skeletons}
        role="status"
        aria-busy="true"
        aria-label={t('common.loading')}
      >
        {Array.from({ length: 4 }, (_, index) => (
          <Skeleton key={index} height={64} />
        ))}
      </div>
    );
  } else if (isError) {
    body = (
      <EmptyState
        title={t('notifications.load_failed')}
        action={<Button onClick={() => void refetch()}>{t('notifications.retry')}</Button>}
      />
    );
  } else if (items.length === 0) {
    body = (
      <EmptyState title={t('notifications.empty')} description={t('notifications.empty_body')} />
    );
  } else {
    body = (
      <>
        <NotificationGroups items={items} onOpen={openNotification} headingLevel={2} />
        <div ref={sentinel} className={styles.more}>
          {hasNextPage ? (
            <Button
              variant="secondary"
              loading={isFetchingNextPage}
              onClick={() => void fetchNextPage()}
            >
              {t('notifications.load_more')}
            </Button>
          ) : null}
        </div>
      </>
    );
  }

  return (
    <section className={styles.page}>
      <div className={styles.pageHeader}>
        <div>
          <h1 className={styles.pageTitle}>{t('notifications.title')}</h1>
          {unread > 0 ? (
            <p className={styles.muted}>{t('notifications.unread_count', { count: unread })}</p>
          ) : null}
        </div>
        {items.length > 0 ? (
          <div className={styles.actions}>
            <Button
              variant="secondary"
              size="sm"
              disabled={unread === 0}
              onClick={() => markAll.mutate()}
            >
              {t('notifications.mark_all_read')}
            </Button>
            <Button variant="ghost" size="sm" onClick={() => setConfirmClear(true)}>
              {t('notifications.clear_all')}
            </Button>
          </div>
        ) : null}
      </div>
      {body}
      <ConfirmDialog
        open={confirmClear}
        onOpenChange={setConfirmClear}
        title={t('notifications.clear_title')}
        description={t('notifications.clear_body')}
        cancelLabel={t('shell.cancel')}
        confirmLabel={t('notifications.clear_confirm')}
        tone="danger"
        onConfirm={() => clear.mutateAsync().then(() => undefined)}
      />
    </section>
  );
}
