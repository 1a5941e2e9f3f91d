import { Checkbox } from '@optwallet/ui';
import { useState } from 'react';
import { Link, Navigate } from 'react-router';
import { CenteredPage, pageStyles } from '../../../components/centered-page';
import { CodeForm } from '../../../components/code-form';
import { useText } from '../../../i18n/use-text';
import { api } from '../../../lib/api';
import { completeSignIn } from '../../../lib/session';
import { clearPendingSignIn, readPendingSignIn, saveRememberToken } from '../lib/pending-sign-in';

/** The 2-step code of a sign-in or sign-up (spec §2 /verify-otp), with "remember me" (30 days). */
export function Component() {
  const t = useText();
  const [pending] = useState(readPendingSignIn);
  const [rememberMe, setRememberMe] = useState(false);

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
    </CenteredPage>
  );
}
