import { Button } from '@optwallet/ui';
import { RefreshCw, WifiOff } from 'lucide-react';
import { useState } from 'react';
import styles from './app-status.module.css';
import { t } from './texts';

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
