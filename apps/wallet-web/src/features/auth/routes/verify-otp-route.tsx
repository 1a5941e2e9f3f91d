import { isApiError } from '@optwallet/api-client';
import { Button, Checkbox } from '@optwallet/ui';
import { useState } from 'react';
import { Link, Navigate } from '../../../lib/router';
import { CenteredPage, pageStyles } from '../../../components/centered-page';
import { CodeForm } from '../../../components/code-form';
import { t } from '../texts';
import { api } from '../../../lib/api';
import { completeSignIn } from '../../../lib/session';
import { showServerError } from '../../../lib/form-errors';
import { useCountdown } from '../../../lib/use-countdown';
import {
  clearPendingSignIn,
  readCodeRequest,
  readPendingSignIn,
  saveRememberToken,
} from '../lib/pending-sign-in';

/** A new code at most this often, unless the server asks for longer (Retry-After). */
const RESEND_PAUSE_SECONDS = 30;

/** The 2-step code of a sign-in or sign-up (spec §2 /verify-otp), with "remember me" (30 days). */
export function Component() {
  const [pending] = useState(readPendingSignIn);
  const [rememberMe, setRememberMe] = useState(false);
  const [requestCode] = useState(readCodeRequest);
  const [waitSeconds, startWait] = useCountdown();
  const [resending, setResending] = useState(false);
  const [resent, setResent] = useState(false);

  if (!pending) return <Navigate to="/login" replace />;

  const verify = async (code: string) => {
    const tokens = await api.auth.authCodeLogin({
      identifier: pending.identifier,
      authCode: code,
      remember_me: rememberMe,
    });
    if (tokens.remember_token) saveRememberToken(pending.identifier, tokens.remember_token);
    clearPendingSignIn();
    completeSignIn(pending.returnTo);
  };

  const resend = async () => {
    if (!requestCode) return;
    setResending(true);
    try {
      await requestCode();
      setResent(true);
      startWait(RESEND_PAUSE_SECONDS);
    } catch (error) {
      if (isApiError(error) && error.retryAfterSeconds !== undefined)
        startWait(error.retryAfterSeconds);
      showServerError(error);
    } finally {
      setResending(false);
    }
  };

  return (
    <CenteredPage
      title={t('auth.otp_title')}
      subtitle={t('auth.otp_subtitle', { identifier: pending.identifier })}
      footer={
        <Link className={pageStyles.link} to="/login">
          {t('common.back')}
        </Link>
      }
    >
      {pending.signUp ? (
        <p className={pageStyles.notice}>{t('auth.otp_existing_account')}</p>
      ) : null}
      <CodeForm submitLabel={t('auth.otp_submit')} onSubmit={verify}>
        <Checkbox
          label={t('auth.remember_me')}
          checked={rememberMe}
          onCheckedChange={(value) => setRememberMe(value === true)}
        />
      </CodeForm>
      {resent ? (
        <p className={pageStyles.notice} role="status">
          {t('auth.otp_resent', { identifier: pending.identifier })}
        </p>
      ) : null}
      <div className={pageStyles.row}>
        {requestCode ? (
          <Button
            variant="secondary"
            loading={resending}
            disabled={resending || waitSeconds > 0}
            onClick={() => void resend()}
          >
            {waitSeconds > 0
              ? t('auth.otp_resend_wait', { count: waitSeconds })
              : t('auth.otp_resend')}
          </Button>
        ) : (
          // After a reload the password is gone: a new code comes with signing in again.
          <Link className={pageStyles.link} to="/login">
            {t('auth.otp_resend_sign_in')}
          </Link>
        )}
      </div>
    </CenteredPage>
  );
}
