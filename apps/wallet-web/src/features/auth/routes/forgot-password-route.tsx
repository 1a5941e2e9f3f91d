import { zodResolver } from '@hookform/resolvers/zod';
import { useWebRecaptcha } from '@optwallet/auth-web';
import { identifierType, type IdentifierType } from '@optwallet/domain';
import { Button, FormField, TextField } from '@optwallet/ui';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useNavigate } from '../../../lib/router';
import { CenteredPage, pageStyles } from '../../../components/centered-page';
import { CodeForm } from '../../../components/code-form';
import { t } from '../texts';
import { api } from '../../../lib/api';
import { showServerError } from '../../../lib/form-errors';
import { identifierFormSchema, type IdentifierForm } from '../lib/schemas';

/** Forgot password: a reset link (email) and a code (email and phone); the code leads to the reset screen. */
export function Component() {
  const navigate = useNavigate();
  const [sentTo, setSentTo] = useState<{ id: string; type: IdentifierType } | null>(null);
  const form = useForm<IdentifierForm>({
    resolver: zodResolver(identifierFormSchema),
    defaultValues: { identifier: '' },
  });
  const { errors, isSubmitting } = form.formState;
  const recaptcha = useWebRecaptcha();

  const onRequest = form.handleSubmit(async ({ identifier }, event) => {
    const id = identifier.trim();
    try {
      const type = identifierType(id) ?? 'email';
      await api.auth.forgotPassword({
        type,
        identifier: id,
        redirect_url: `${window.location.origin}/reset-password`,
        ...(await recaptcha.fields('forgot_password')),
      });
      setSentTo({ id, type });
    } catch (error) {
      // A ticked reCAPTCHA checkbox submits the form again.
      const formElement = event?.target as HTMLFormElement | undefined;
      if (recaptcha.needsCheckbox(error, () => formElement?.requestSubmit())) return;
      showServerError(error, form.setError, ['identifier']);
    }
  });

  const checkCode = async (code: string) => {
    if (!sentTo) return;
    const { token } = await api.auth.validateResetPasswordOtp({
      identifier: sentTo.id,
      authCode: code,
    });
    navigate(`/reset-password?token=${encodeURIComponent(token)}`);
  };

  const footer = (
    <Link className={pageStyles.link} to="/login">
      {t('auth.sign_in_link')}
    </Link>
  );

  if (sentTo) {
    return (
      <CenteredPage
        title={t('auth.forgot_code_title')}
        subtitle={
          <span role="status">
            {t(sentTo.type === 'phone' ? 'auth.forgot_sent_phone' : 'auth.forgot_sent_email', {
              identifier: sentTo.id,
            })}
          </span>
        }
        footer={footer}
      >
        <CodeForm submitLabel={t('auth.forgot_code_submit')} onSubmit={checkCode} />
      </CenteredPage>
    );
  }

  return (
    <CenteredPage
      title={t('auth.forgot_title')}
      subtitle={t('auth.forgot_subtitle')}
      footer={footer}
    >
      <form onSubmit={(e) => void onRequest(e)} noValidate>
        <fieldset className={pageStyles.fieldset} disabled={isSubmitting}>
          <FormField
            label={t('common.email_or_phone')}
            hint={t('common.email_or_phone_hint')}
            error={errors.identifier?.message}
          >
            <TextField autoComplete="username" inputMode="email" {...form.register('identifier')} />
          </FormField>
          {recaptcha.checkbox}
          <Button type="submit" loading={isSubmitting} disabled={isSubmitting}>
            {t('auth.forgot_submit')}
          </Button>
        </fieldset>
      </form>
    </CenteredPage>
  );
}
