import { Button, Checkbox, FormField, OtpInput } from '@optwallet/ui';
import { useState, type FormEvent } from 'react';
import { Link, Navigate } from 'react-router';
import { CenteredPage, pageStyles } from '../../../components/centered-page';
import { useText } from '../../../i18n/use-text';
import { api } from '../../../lib/api';
import { showServerError } from '../../../lib/form-errors';
import { completeSignIn } from '../../../lib/session';
import { clearPendingSignIn, readPendingSignIn, saveRememberToken } from '../lib/pending-sign-in';

const CODE_LENGTH = 6;

/** The 2-step code of a sign-in or sign-up (spec §2 /verify-otp), with "remember me" (30 days). */
export function Component() {
  const t = useText();
  const [pending] = useState(readPendingSignIn);
  const [code, setCode] = useState('');
  const [rememberMe, setRememberMe] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);

  if (!pending) return <Navigate to="/login" replace />;

  const verify = async (value: string) => {
    if (!/^\d{6}$/.test(value)) {
      setError(t('auth.otp_required'));
      return;
    }
    setError(null);
    setSubmitting(true);
    try {
      const tokens = await api.auth.authCodeLogin({ identifier: pending.identifier, authCode: value, remember_me: rememberMe });
      if (tokens.remember_token) saveRememberToken(pending.identifier, tokens.remember_token);
      clearPendingSignIn();
      completeSignIn(pending.returnTo);
    } catch (failure) {
      setSubmitting(false);
      setCode('');
      showServerError(failure);
    }
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void verify(code);
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
      <form onSubmit={onSubmit} noValidate>
        <fieldset className={pageStyles.fieldset} disabled={submitting}>
          <FormField label={t('auth.otp_group_label')} error={error ?? undefined}>
            <OtpInput
              length={CODE_LENGTH}
              value={code}
              onChange={(value) => {
                setCode(value);
                if (error) setError(null);
              }}
              boxLabel={(index, total) => t('common.code_digit', { index: index + 1, total })}
              invalid={Boolean(error)}
              disabled={submitting}
            />
          </FormField>
          <Checkbox label={t('auth.remember_me')} checked={rememberMe} onCheckedChange={(value) => setRememberMe(value === true)} />
          <Button type="submit" loading={submitting} disabled={submitting}>
            {t('auth.otp_submit')}
          </Button>
        </fieldset>
      </form>
    </CenteredPage>
  );
}
