import { zodResolver } from '@hookform/resolvers/zod';
import { WithQueries, requestToaster } from '@optwallet/auth-web';
import { passwordFormSchema } from '@optwallet/domain';
import { Button, Spinner } from '@optwallet/ui';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useLocation, useNavigate, useSearchParams } from '../../../lib/router';
import { toast } from '@optwallet/ui';
import type { z } from 'zod';
import { NewPasswordFields } from '../../../components/new-password-fields';
import { CenteredPage, pageStyles } from '../../../components/centered-page';
import { t } from '../texts';
import { api } from '../../../lib/api';
import { showServerError } from '../../../lib/form-errors';

type PasswordForm = z.infer<typeof passwordFormSchema>;

/**
 * /reset-password (token from the mailed link or the reset code) and /setup-password (the token is
 * the bearer of a setup link): one screen, two calls.
 */
export function Component() {
  return (
    <WithQueries>
      <ResetPassword />
    </WithQueries>
  );
}

function ResetPassword() {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const [search] = useSearchParams();
  const token = search.get('token') ?? '';
  const isSetup = pathname === '/setup-password';
  const check = useQuery({
    queryKey: ['reset-token', token],
    queryFn: ({ signal }) => api.auth.checkResetPasswordToken(token, { signal }),
    enabled: !isSetup && token !== '',
  });
  const form = useForm<PasswordForm>({
    resolver: zodResolver(passwordFormSchema),
    defaultValues: { password: '', password_confirmation: '' },
  });
  const { errors, isSubmitting } = form.formState;
  const [linkDead, setLinkDead] = useState(false);

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      if (isSetup) await api.auth.setupPassword(values, { bearer: token });
      else await api.auth.resetPassword({ ...values, token });
      requestToaster();
      toast.success(t('auth.reset_done'));
      navigate('/login', { replace: true });
    } catch (error) {
      // A link that expired (or was used) meanwhile: the page says so, as on opening it.
      showServerError(
        error,
        (field, message) => (field === 'token' ? setLinkDead(true) : form.setError(field, message)),
        ['password', 'password_confirmation', 'token'],
      );
    }
  });

  const title = isSetup ? t('auth.setup_title') : t('auth.reset_title');
  const back = (
    <Link className={pageStyles.link} to="/forgot-password">
      {t('auth.forgot_title')}
    </Link>
  );

  if (token === '' || check.isError || linkDead) {
    return (
      <CenteredPage title={title} footer={back}>
        <p className={pageStyles.warning} role="alert">
          {t('auth.reset_invalid')}
        </p>
      </CenteredPage>
    );
  }
  if (!isSetup && check.isPending) {
    return (
      <CenteredPage title={title}>
        <Spinner label={t('common.loading')} />
      </CenteredPage>
    );
  }

  return (
    <CenteredPage
      title={title}
      subtitle={
        check.data
          ? `${check.data.identifier} — ${t('auth.reset_subtitle')}`
          : t('auth.reset_subtitle')
      }
    >
      <form onSubmit={(e) => void onSubmit(e)} noValidate>
        <fieldset className={pageStyles.fieldset} disabled={isSubmitting}>
          <NewPasswordFields
            password={form.register('password')}
            confirmation={form.register('password_confirmation')}
            errors={{
              password: errors.password?.message,
              confirmation: errors.password_confirmation?.message,
            }}
          />
          <Button type="submit" loading={isSubmitting} disabled={isSubmitting}>
            {t('auth.reset_submit')}
          </Button>
        </fieldset>
      </form>
    </CenteredPage>
  );
}
