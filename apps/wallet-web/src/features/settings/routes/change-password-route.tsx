import { zodResolver } from '@hookform/resolvers/zod';
import { passwordFormSchema, translate } from '@optwallet/domain';
import { Button, FormField, PasswordField, TextField, toast } from '@optwallet/ui';
import { useForm } from 'react-hook-form';
import { useLocation, useNavigate } from 'react-router';
import { z } from 'zod';
import { NewPasswordFields } from '../../../components/new-password-fields';
import { CenteredPage, pageStyles } from '../../../components/centered-page';
import { useText } from '../../../i18n/use-text';
import { api } from '../../../lib/api';
import { showServerError } from '../../../lib/form-errors';

const initiateSchema = z.object({
  current_password: z.string().min(1, translate('validation.password_required')),
});
type InitiateForm = z.infer<typeof initiateSchema>;

/** The code and the new password; `codeMessage` is the catalogue's text for an incomplete code. */
const verifySchema = (codeMessage: string) =>
  z
    .object({ code: z.string(), password: z.string(), password_confirmation: z.string() })
    .superRefine((value, ctx) => {
      if (!/^\d{6}$/.test(value.code))
        ctx.addIssue({ code: 'custom', path: ['code'], message: codeMessage });
      const base = passwordFormSchema.safeParse(value);
      if (!base.success)
        for (const issue of base.error.issues)
          ctx.addIssue({ ...issue, code: 'custom', message: issue.message });
    });
type VerifyForm = z.infer<ReturnType<typeof verifySchema>>;

function InitiateStep() {
  const t = useText();
  const navigate = useNavigate();
  const form = useForm<InitiateForm>({
    resolver: zodResolver(initiateSchema),
    defaultValues: { current_password: '' },
  });
  const { errors, isSubmitting } = form.formState;
  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await api.auth.initiatePasswordChange(values);
      await navigate('/verify-change-password', { state: { initiated: true } });
    } catch (error) {
      showServerError(error, form.setError, ['current_password']);
    }
  });
  return (
    <CenteredPage title={t('settings.change_password')}>
      <form onSubmit={(e) => void onSubmit(e)} noValidate>
        <fieldset className={pageStyles.fieldset} disabled={isSubmitting}>
          <FormField
            label={t('settings.current_password')}
            error={errors.current_password?.message}
          >
            <PasswordField autoComplete="current-password" {...form.register('current_password')} />
          </FormField>
          <Button type="submit" loading={isSubmitting} disabled={isSubmitting}>
            {t('settings.send_code')}
          </Button>
        </fieldset>
      </form>
    </CenteredPage>
  );
}

function VerifyStep() {
  const t = useText();
  const navigate = useNavigate();
  const form = useForm<VerifyForm>({
    resolver: zodResolver(verifySchema(t('auth.otp_required'))),
    defaultValues: { code: '', password: '', password_confirmation: '' },
  });
  const { errors, isSubmitting } = form.formState;
  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await api.auth.changePassword(values);
      toast.success(t('settings.password_changed'));
      await navigate('/settings', { replace: true });
    } catch (error) {
      showServerError(error, form.setError, ['code', 'password', 'password_confirmation']);
    }
  });
  return (
    <CenteredPage title={t('settings.change_password')} subtitle={t('settings.code_sent')}>
      <form onSubmit={(e) => void onSubmit(e)} noValidate>
        <fieldset className={pageStyles.fieldset} disabled={isSubmitting}>
          <FormField label={t('settings.code')} error={errors.code?.message}>
            <TextField
              inputMode="numeric"
              autoComplete="one-time-code"
              maxLength={6}
              {...form.register('code')}
            />
          </FormField>
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

/** /change-password (current password, code sent) and /verify-change-password (code + new password). */
export function Component() {
  const { pathname } = useLocation();
  return pathname === '/verify-change-password' ? <VerifyStep /> : <InitiateStep />;
}
