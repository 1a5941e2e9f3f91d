import { zodResolver } from '@hookform/resolvers/zod';
import { identifierType } from '@optwallet/domain';
import { Button, FormField, TextField } from '@optwallet/ui';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useNavigate } from 'react-router';
import { CenteredPage, pageStyles } from '../../../components/centered-page';
import { CodeForm } from '../../../components/code-form';
import { useText } from '../../../i18n/use-text';
import { api } from '../../../lib/api';
import { showServerError } from '../../../lib/form-errors';
import { identifierFormSchema, type IdentifierForm } from '../lib/schemas';

/** Forgot password: a reset link (email) and a code (email and phone); the code leads to the reset screen. */
export function Component() {
  const t = useText();
  const navigate = useNavigate();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const form = useForm<IdentifierForm>({
    resolver: zodResolver(identifierFormSchema),
    defaultValues: { identifier: '' },
  });
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

  const checkCode = async (code: string) => {
    if (!sentTo) return;
    const { token } = await api.auth.validateResetPasswordOtp({
      identifier: sentTo,
      authCode: code,
    });
    await navigate(`/reset-password?token=${encodeURIComponent(token)}`);
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
        subtitle={t('auth.forgot_code_subtitle', { identifier: sentTo })}
        footer={footer}
      >
        <p className={pageStyles.notice} role="status">
          {t('auth.forgot_link_sent', { identifier: sentTo })}
        </p>
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
          <Button type="submit" loading={isSubmitting} disabled={isSubmitting}>
            {t('auth.forgot_submit')}
          </Button>
        </fieldset>
      </form>
    </CenteredPage>
  );
}
