import { Button, ErrorPage } from '@optwallet/ui';
import { CloudOff, WifiOff } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { t } from './texts';
import { useOnline } from './use-online';

/**
 * What a signed-in screen shows when the account could not be loaded for want of a connection:
 * the account and the wallets (which every signed-in screen waits for) need the server. Offline,
 * it says so; online but the server out of reach, it says that. It asks again by itself when the
 * browser is back online, and on "Try again". The offline notice at the foot of the window stands
 * aside while it shows (app-status.module.css).
 */
export function OfflinePage({ onRetry }: { onRetry: () => Promise<void> }) {
  const online = useOnline();
  const [retrying, setRetrying] = useState(false);
  const retry = () => {
    setRetrying(true);
    void onRetry().finally(() => setRetrying(false));
  };
  // Back online: ask again (the connection's own event, as useOnline reports it).
  const wasOnline = useRef(online);
  useEffect(() => {
    if (online && !wasOnline.current) retry();
    wasOnline.current = online;
  });
  return (
    <ErrorPage
      data-offline-page=""
      icon={online ? <CloudOff /> : <WifiOff />}
      title={online ? t('offline.unreachable_title') : t('offline.title')}
      description={t('offline.page_body')}
      actions={
        <Button onClick={retry} loading={retrying}>
          {t('offline.retry')}
        </Button>
      }
    />
  );
}
