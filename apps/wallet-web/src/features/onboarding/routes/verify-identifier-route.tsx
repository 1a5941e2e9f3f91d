import { Button, toast } from '@optwallet/ui';
import { useMutation } from '@tanstack/react-query';
import { CenteredPage, pageStyles } from '../../../components/centered-page';
import { CodeForm } from '../../../components/code-form';
import { PageLoader } from '../../../components/page-loader';
import { setUser, useUser } from '../../../lib/account';
import { api } from '../../../lib/api';
import { showServerError } from '../../../lib/form-errors';
import { useNavigate } from '../../../lib/router';
import { takeReturnPath } from '../../../lib/return-path';
import { t } from '../texts';

/**
 * /verify-identifier. An email given at onboarding is pending until the 6-digit code mailed to it
 * comes back: this is where it is entered (with a resend, or back to onboarding for another
 * address). Without a pending email it says which identity the account has verified.
 */
export function Component() {
  const user = useUser();
  // Which of the two this screen is depends on the user: nothing is guessed while it loads.
  if (!user) return <PageLoader />;
  return user.pending_email ? <VerifyEmail email={user.pending_email} /> : <Verified />;
}

function VerifyEmail({ email }: { email: string }) {
  const navigate = useNavigate();
  const resend = useMutation({
    mutationFn: () => api.users.sendEmailCode({ email }),
    onSuccess: () => toast.success(t('identifier.resent', { email })),
    onError: (error) => showServerError(error),
  });

  const verify = async (code: string) => {
    setUser(await api.users.verifyEmail({ code }));
    toast.success(t('identifier.email_verified'));
    // On where the person was going (a deep link the guard kept), else home; the wallet guard
    // takes it from there (/setup-wallet for a new account, keeping that link again).
    navigate(takeReturnPath() ?? '/', { replace: true });
  };

  return (
    <CenteredPage
      title={t('identifier.email_title')}
      subtitle={t('identifier.email_subtitle', { email })}
    >
      <CodeForm submitLabel={t('identifier.email_verify')} onSubmit={verify} />
      <div className={pageStyles.row}>
        <Button
          variant="secondary"
          loading={resend.isPending}
          disabled={resend.isPending}
          onClick={() => resend.mutate()}
        >
          {t('identifier.resend')}
        </Button>
        <Button variant="ghost" onClick={() => void navigate('/onboarding')}>
          {t('identifier.other_email')}
        </Button>
      </div>
    </CenteredPage>
  );
}

function Verified() {
  const navigate = useNavigate();
  const user = useUser();
  const identifier = user?.email ?? user?.phone_number ?? '';
  return (
    <CenteredPage title={t('identifier.title')} subtitle={t('identifier.subtitle')}>
      <p className={pageStyles.notice} role="status">
        {t('identifier.verified', { identifier })}
      </p>
      <div className={pageStyles.row}>
        <Button variant="secondary" onClick={() => void navigate('/verify-phone-number')}>
          {t('identifier.verify_phone')}
        </Button>
        <Button onClick={() => void navigate('/', { replace: true })}>
          {t('common.continue')}
        </Button>
      </div>
    </CenteredPage>
  );
}
