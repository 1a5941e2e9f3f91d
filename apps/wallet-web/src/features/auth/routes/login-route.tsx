import { zodResolver } from '@hookform/resolvers/zod';
import { emailOrPhoneSchema, identifierType, translate } from '@optwallet/domain';
import { Button, FormField, PasswordField, TextField } from '@optwallet/ui';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useLocation, useNavigate } from 'react-router';
import { z } from 'zod';
import { CenteredPage, pageStyles } from '../../../components/centered-page';
import { StoreBadges } from '../../../components/store-badges';
import { useText } from '../../../i18n/use-text';
import { api } from '../../../lib/api';
import { showServerError } from '../../../lib/form-errors';
import { completeSignIn } from '../../../lib/session';
import { rememberTokenFor, savePendingSignIn } from '../lib/pending-sign-in';
import { returnToAfterSignIn } from '../lib/return-to';

const loginSchema = z.object({
  identifier: emailOrPhoneSchema,
  password: z.string().min(1, translate('validation.password_required')),
});
type LoginForm = z.infer<typeof loginSchema>;

export function Component() {
  const t = useText();
  const navigate = useNavigate();
  const location = useLocation();
  const returnTo = returnToAfterSignIn(location.pathname, location.search);
  const [magicSentTo, setMagicSentTo] = useState<string | null>(null);
  const [sendingMagic, setSendingMagic] = useState(false);
  const form = useForm<LoginForm>({
    resolver: zodResolver(loginSchema),
    defaultValues: { identifier: '', password: '' },
  });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async ({ identifier, password }) => {
    const type = identifierType(identifier) ?? 'email';
    const id = identifier.trim();
    try {
      const result = await api.auth.login({
        type,
        identifier: id,
        password,
        remember_token: rememberTokenFor(id),
      });
      if (result.two_factor) {
        savePendingSignIn({ identifier: result.identifier, type: result.type, returnTo });
        await navigate('/verify-otp');
      } else {
        completeSignIn(returnTo);
      }
    } catch (error) {
      showServerError(error, form.setError, ['identifier', 'password']);
    }
  });

  // Magic link: only the identifier is needed, so it is validated on its own.
  const sendMagicLink = async () => {
    const valid = await form.trigger('identifier');
    if (!valid) return;
    const id = form.getValues('identifier').trim();
    setSendingMagic(true);
    try {
      await api.auth.resendMagicLink({ type: identifierType(id) ?? 'email', identifier: id });
      setMagicSentTo(id);
    } catch (error) {
      showServerError(error, form.setError, ['identifier']);
    } finally {
      setSendingMagic(false);
    }
  };

  return (
    <CenteredPage
      title={t('auth.login_title')}
      subtitle={t('auth.login_subtitle')}
      footer={
        <>
          <p>
            {t('auth.no_account')}{' '}
            <Link className={pageStyles.link} to="/signup">
              {t('auth.create_account_link')}
            </Link>
          </p>
          <StoreBadges />
        </>
      }
    >
      <form onSubmit={(e) => void onSubmit(e)} noValidate>
        <fieldset className={pageStyles.fieldset} disabled={isSubmitting || sendingMagic}>
          <FormField
            label={t('common.email_or_phone')}
            hint={t('common.email_or_phone_hint')}
            error={errors.identifier?.message}
          >
            <TextField autoComplete="username" inputMode="email" {...form.register('identifier')} />
          </FormField>
          <FormField
            label={t('common.password')}
            error={errors.password?.message}
            labelAside={
              <Link className={pageStyles.link} to="/forgot-password">
                {t('auth.forgot_password_link')}
              </Link>
            }
          >
            <PasswordField autoComplete="current-password" {...form.register('password')} />
          </FormField>
          <Button type="submit" loading={isSubmitting} disabled={isSubmitting}>
            {t('auth.login_submit')}
          </Button>
          <div className={pageStyles.divider}>{t('common.or')}</div>
          <Button
            type="button"
            variant="secondary"
            loading={sendingMagic}
            disabled={sendingMagic || isSubmitting}
            onClick={() => void sendMagicLink()}
          >
            {magicSentTo ? t('auth.magic_link_resend') : t('auth.magic_link_button')}
          </Button>
          {magicSentTo ? (
            <p className={pageStyles.notice} role="status">
              {t('auth.magic_link_sent', { identifier: magicSentTo })}
            </p>
          ) : null}
        </fieldset>
      </form>
    </CenteredPage>
  );
}
