import { zodResolver } from '@hookform/resolvers/zod';
import { identifierType } from '@optwallet/domain';
import { Button, FormField, OtpInput, TextField } from '@optwallet/ui';
import { useState, type FormEvent } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useNavigate } from 'react-router';
import { CenteredPage, pageStyles } from '../../../components/centered-page';
import { useText } from '../../../i18n/use-text';
import { api } from '../../../lib/api';
import { showServerError } from '../../../lib/form-errors';
import { identifierFormSchema, type IdentifierForm } from '../lib/schemas';

/** Forgot password: a reset link (email) and a code (email and phone); the code leads to the reset screen. */
export function Component() {
  const t = useText();
  const navigate = useNavigate();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [code, setCode] = useState('');
  const [codeError, setCodeError] = useState<string | null>(null);
  const [checking, setChecking] = useState(false);
  const form = useForm<IdentifierForm>({ resolver: zodResolver(identifierFormSchema), defaultValues: { identifier: '' } });
  const { errors, isSubmitting } = form.formState;

  const onRequest = form.handleSubmit(async ({ identifier }) => {
    const id = identifier.trim();
    try {
      await api.auth.forgotPassword({ type: identifierType(id) ?? 'email', identifier: id });
      setSentTo(id);
    } catch (error) {
      showServerError(error, form.setError, ['identifier']);
    }
  });

  const onCode = async (event: FormEvent) => {
    event.preventDefault();
    if (!sentTo) return;
    if (!/^\d{6}$/.test(code)) {
      setCodeError(t('auth.otp_required'));
      return;
    }
    setCodeError(null);
    setChecking(true);
    try {
      const { token } = await api.auth.validateResetPasswordOtp({ identifier: sentTo, authCode: code });
      await navigate(`/reset-password?token=${encodeURIComponent(token)}`);
    } catch (error) {
      setChecking(false);
      setCode('');
      showServerError(error);
    }
  };

  const footer = (
    <Link className={pageStyles.link} to="/login">
      {t('auth.sign_in_link')}
    </Link>
  );

  if (sentTo) {
    return (
      <CenteredPage title={t('auth.forgot_code_title')} subtitle={t('auth.forgot_code_subtitle', { identifier: sentTo })} footer={footer}>
        <p className={pageStyles.notice} role="status">
          {t('auth.forgot_link_sent', { identifier: sentTo })}
        </p>
        <form onSubmit={(e) => void onCode(e)} noValidate>
          <fieldset className={pageStyles.fieldset} disabled={checking}>
            <FormField label={t('auth.otp_group_label')} error={codeError ?? undefined}>
              <OtpInput
                length={6}
                value={code}
                onChange={setCode}
                boxLabel={(index, total) => t('common.code_digit', { index: index + 1, total })}
                invalid={Boolean(codeError)}
                disabled={checking}
              />
            </FormField>
            <Button type="submit" loading={checking} disabled={checking}>
              {t('auth.forgot_code_submit')}
            </Button>
          </fieldset>
        </form>
      </CenteredPage>
    );
  }

  return (
    <CenteredPage title={t('auth.forgot_title')} subtitle={t('auth.forgot_subtitle')} footer={footer}>
      <form onSubmit={(e) => void onRequest(e)} noValidate>
        <fieldset className={pageStyles.fieldset} disabled={isSubmitting}>
          <FormField label={t('common.email_or_phone')} hint={t('common.email_or_phone_hint')} error={errors.identifier?.message}>
            <TextField autoComplete="username" inputMode="email" {...form.register('identifier')} />
          </FormField>
          <Button type="submit" loading={isSubmitting} disabled={isSubmitting}>
            {t('auth.forgot_submit')}
          </Button>
        </fieldset>
      </form>
    </CenteredPage>
  );
}
