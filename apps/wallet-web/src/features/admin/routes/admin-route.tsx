import { canSeeAdmin, walletGate } from '@optwallet/domain';
import { Button, Card, EmptyState } from '@optwallet/ui';
import { useText } from '../../../i18n/use-text';
import { useAuthStore } from '../../../stores/auth-store';
import { useWalletStore } from '../../../stores/wallet-store';
import { openAdminConsole } from '../lib/admin-session';
import styles from './admin-route.module.css';

/** /admin: what the admin console is, and the same link as the sidebar's Admin entry for staff. */
export function Component() {
  const t = useText();
  const user = useAuthStore((s) => s.user);
  const hasWallet = useWalletStore((s) => walletGate(s.walletStatus, s.wallets) === 'has');
  const allowed = canSeeAdmin(user, hasWallet);
  return (
    <section className={styles.page}>
      <h1 className={styles.title}>{t('admin.title')}</h1>
      <Card className={styles.card}>
        <p className={styles.body}>{t('admin.body')}</p>
        {allowed ? (
          <div>
            <Button onClick={openAdminConsole}>{t('admin.open')}</Button>
          </div>
        ) : (
          <EmptyState size="sm" title={t(hasWallet ? 'admin.not_staff' : 'admin.no_wallet')} />
        )}
      </Card>
    </section>
  );
}
