import { Button } from '@optwallet/ui';
import { RefreshCw, WifiOff } from 'lucide-react';
import { useState } from 'react';
import { createRoot } from 'react-dom/client';
import { useRegisterSW } from 'virtual:pwa-register/react';
import styles from './app-status.module.css';
import { t } from './texts';
import { useOnline } from './use-online';

export interface AppStatusProps {
  online: boolean;
  /** A new version's worker is installed and waiting for the user's Reload. */
  updateWaiting: boolean;
  onReload: () => Promise<void>;
  onLater: () => void;
}

/**
 * The installed app's two notices, at the foot of every screen: offline (the shell and the screens
 * still open from the cache; balances, history and sends need the server), and a new version
 * waiting ("Update available — Reload"). Read out when they appear (a polite live region), never
 * taking the focus from what the user is doing.
 */
export function AppStatus({ online, updateWaiting, onReload, onLater }: AppStatusProps) {
  const [reloading, setReloading] = useState(false);
  const reload = () => {
    setReloading(true);
    onReload().catch(() => setReloading(false));
  };
  return (
    // A live region (present before its notices, so screen readers read them out as they come)
    // without the status role: screens have their own status lines.
    <div className={styles.region} aria-live="polite" data-testid="app-status">
      {online ? null : (
        <div className={styles.notice} data-kind="offline">
          <WifiOff className={styles.icon} aria-hidden="true" />
          <p className={styles.text}>
            <strong>{t('offline.title')}</strong> {t('offline.body')}
          </p>
        </div>
      )}
      {updateWaiting ? (
        <div className={styles.notice} data-kind="update">
          <RefreshCw className={styles.icon} aria-hidden="true" />
          <p className={styles.text}>
            <strong>{t('offline.update_title')}</strong> {t('offline.update_body')}
          </p>
          <div className={styles.actions}>
            <Button variant="ghost" size="sm" onClick={onLater} disabled={reloading}>
              {t('offline.update_later')}
            </Button>
            <Button size="sm" onClick={reload} loading={reloading}>
              {t('offline.update_reload')}
            </Button>
          </div>
        </div>
      ) : null}
    </div>
  );
}

/** AppStatus fed by the browser: the connection, and the service worker's registration. */
function LiveAppStatus() {
  const online = useOnline();
  const {
    needRefresh: [updateWaiting, setUpdateWaiting],
    updateServiceWorker,
  } = useRegisterSW();
  return (
    <AppStatus
      online={online}
      updateWaiting={updateWaiting}
      // Activates the waiting worker; the page reloads once it controls it.
      onReload={() => updateServiceWorker(true)}
      // The new version then starts with the next visit.
      onLater={() => setUpdateWaiting(false)}
    />
  );
}

/** Registers the service worker and shows the notices, in a root of their own beside the app's. */
export function mountAppStatus() {
  const host = document.createElement('div');
  host.className = styles.host ?? '';
  document.body.append(host);
  createRoot(host).render(<LiveAppStatus />);
}
