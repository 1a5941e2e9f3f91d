import { useUser, useWallets } from '../../../lib/account';
import { canSeeAdmin, walletGate } from '@optwallet/domain';
import { Button, Card, EmptyState } from '@optwallet/ui';
import { t } from '../texts';
import { openAdminConsole } from '../lib/admin-session';
import styles from './admin-route.module.css';

/** /admin: what the admin console is, and the same link as the sidebar's Admin entry for staff. */
export function Component() {
  const user = useUser();
  const { wallets, status } = useWallets();
  const hasWallet = walletGate(status, wallets) === 'has';
  const allowed = canSeeAdmin(user, hasWallet);
  return (
    <section className={styles.page}>
      <h1 className={styles.title}>{t('admin.title')}</h1>
      <Card className={styles.card}>
        <p className={styles.body}>{t('admin.body')}</p>
        {allowed ? (
          <div>
            <Button onClick={() => void openAdminConsole()}>{t('admin.open')}</Button>
          </div>
        ) : (
          <EmptyState
            size="sm"
            // Product §8's router default for a page the account may not use: 403 'Forbidden'.
            title={hasWallet ? t('error.forbidden') : t('admin.no_wallet')}
            description={hasWallet ? t('admin.not_staff') : undefined}
          />
        )}
      </Card>
    </section>
  );
}
