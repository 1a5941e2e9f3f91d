import { countryName } from '@optwallet/domain';
import { useFirstWallet, useUser } from '../../../lib/account';
import { Avatar, Button } from '@optwallet/ui';
import { Link, useNavigate } from '../../../lib/router';
import { CenteredPage, pageStyles } from '../../../components/centered-page';
import { t } from '../texts';
import { AccountSyncSection } from '../components/account-sync-section';
import styles from './settings-route.module.css';

/**
 * Settings: the profile basics, the account actions (change password, phone verification), the
 * link to /permissions (Security: connected apps, sessions, passkeys, chain grants, token
 * approvals) and the wallet's (wallet key, account sync; sync only once there is a wallet).
 */
export function Component() {
  const navigate = useNavigate();
  const user = useUser();
  const wallet = useFirstWallet();
  const displayName = [user?.first_name, user?.last_name].filter(Boolean).join(' ');
  const rows: Array<[string, string]> = [
    [t('settings.display_name'), displayName],
    [t('settings.username'), user?.username ? `@${user.username}` : '—'],
    [t('settings.email'), user?.email ?? '—'],
    [t('settings.phone'), user?.phone_number ?? '—'],
    [t('settings.country'), user?.country ? countryName(user.country) : '—'],
    [t('settings.bio'), user?.bio ?? '—'],
  ];
  return (
    <CenteredPage
      inShell
      wide
      title={t('settings.title')}
      subtitle={t('settings.profile')}
      footer={
        <span className={styles.footerLinks}>
          <Link className={pageStyles.link} to="/help-support">
            {t('settings.help')}
          </Link>
        </span>
      }
    >
      <div className={styles.identity}>
        <Avatar
          name={displayName || user?.username || ''}
          src={user?.avatar ?? null}
          size="lg"
          alt=""
        />
        <div>
          <p className={styles.name}>{displayName}</p>
          {user?.username ? <p className={styles.username}>@{user.username}</p> : null}
        </div>
      </div>
      <dl className={styles.list}>
        {rows.map(([label, value]) => (
          <div key={label} className={styles.row}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      <div className={pageStyles.row}>
        <Button variant="secondary" onClick={() => void navigate('/settings/profile')}>
          {t('settings.edit_profile')}
        </Button>
        <Button
          variant="secondary"
          onClick={() => void navigate('/verify-phone-number', { state: { back: '/settings' } })}
        >
          {t('settings.verify_phone')}
        </Button>
        <Button onClick={() => void navigate('/change-password')}>
          {t('settings.change_password')}
        </Button>
      </div>
      <h2 className={styles.section}>{t('settings.security_section')}</h2>
      <p>
        <Link className={pageStyles.link} to="/permissions">
          {t('settings.permissions')}
        </Link>
      </p>
      <h2 className={styles.section}>{t('settings.wallet_section')}</h2>
      <div className={pageStyles.row}>
        <Button variant="secondary" onClick={() => void navigate('/settings/wallet-key')}>
          {t('settings.wallet_key_update')}
        </Button>
      </div>
      {wallet ? <AccountSyncSection wallet={wallet} /> : null}
    </CenteredPage>
  );
}
