import { Button, ErrorPage } from '@optwallet/ui';
import { CloudOff, WifiOff } from 'lucide-react';
import { useEffect, useEffectEvent, useRef, useState } from 'react';
import { t } from './texts';
import { useOnline } from './use-online';

/** Online but unanswered, the page asks again by itself after 5 s, then 10, 20, 40, 60, 60… */
const FIRST_RETRY_MS = 5000;
const LONGEST_RETRY_MS = 60_000;

/**
 * What a signed-in screen shows when the account could not be loaded for want of a connection:
 * the account and the wallets (which every signed-in screen waits for) need the server. Offline,
 * it says so; online but the server out of reach, it says that. It asks again on "Try again",
 * when the browser is back online, and, online but unanswered (the server down, a captive portal,
 * a network up before it carries anything), by itself at growing intervals: the page promises
 * that the wallet opens as soon as the connection is back. The offline notice at the foot of the
 * window stands aside while it shows (app-status.module.css).
 */
export function OfflinePage({ onRetry }: { onRetry: () => Promise<void> }) {
  const online = useOnline();
  const [retrying, setRetrying] = useState(false);
  // Asks that got no answer opening the wallet (the page is still here): each waits longer.
  const [unanswered, setUnanswered] = useState(0);
  const retry = () => {
    setRetrying(true);
    void onRetry().finally(() => {
      setRetrying(false);
      setUnanswered((count) => count + 1);
    });
  };
  const retryLater = useEffectEvent(retry);
  useEffect(() => {
    if (!online || retrying) return;
    const wait = Math.min(FIRST_RETRY_MS * 2 ** unanswered, LONGEST_RETRY_MS);
    const timer = setTimeout(retryLater, wait);
    return () => clearTimeout(timer);
  }, [online, retrying, unanswered]);
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
