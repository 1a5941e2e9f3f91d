import { Button } from '@optwallet/ui';
import { useNavigate } from 'react-router';
import { CenteredPage, pageStyles } from '../../../components/centered-page';
import { useText } from '../../../i18n/use-text';
import { useAuthStore } from '../../../stores/auth-store';

/**
 * /verify-identifier: the account's email or phone is verified by the code of sign-up (the server
 * proves it at /verify-otp); this screen says which one and leads on, or to phone verification.
 */
export function Component() {
  const t = useText();
  const navigate = useNavigate();
  const user = useAuthStore((s) => s.user);
  const identifier = user?.email ?? user?.phone_number ?? '';
  return (
    <CenteredPage title={t('identifier.title')} subtitle={t('identifier.subtitle')}>
      <p className={pageStyles.notice} role="status">
        {t('identifier.verified', { identifier })}
      </p>
      <div className={pageStyles.row}>
        <Button variant="secondary" onClick={() => void navigate('/verify-phone-number')}>
          {t('settings.verify_phone')}
        </Button>
        <Button onClick={() => void navigate('/', { replace: true })}>
          {t('common.continue')}
        </Button>
      </div>
    </CenteredPage>
  );
}
