import { zodResolver } from '@hookform/resolvers/zod';
import { passwordFormSchema, translate } from '@optwallet/domain';
import { Button, FormField, OtpInput, PasswordField, toast } from '@optwallet/ui';
import { Controller, useForm } from 'react-hook-form';
import { useLocation, useNavigate } from '../../../lib/router';
import { z } from 'zod';
import { NewPasswordFields } from '../../../components/new-password-fields';
import { CenteredPage, pageStyles } from '../../../components/centered-page';
import { t } from '../texts';
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
  const navigate = useNavigate();
  const form = useForm<InitiateForm>({
    resolver: zodResolver(initiateSchema),
    defaultValues: { current_password: '' },
  });
  const { errors, isSubmitting } = form.formState;
  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await api.auth.initiatePasswordChange(values);
      navigate('/verify-change-password', { state: { initiated: true } });
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
  const navigate = useNavigate();
  const form = useForm<VerifyForm>({
    resolver: zodResolver(verifySchema(t('common.code_required'))),
    defaultValues: { code: '', password: '', password_confirmation: '' },
  });
  const { errors, isSubmitting } = form.formState;
  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await api.auth.changePassword(values);
      toast.success(t('settings.password_changed'));
      navigate('/settings', { replace: true });
    } catch (error) {
      showServerError(error, form.setError, ['code', 'password', 'password_confirmation']);
    }
  });
  return (
    <CenteredPage title={t('settings.change_password')} subtitle={t('settings.code_sent')}>
      <form onSubmit={(e) => void onSubmit(e)} noValidate>
        <fieldset className={pageStyles.fieldset} disabled={isSubmitting}>
          {/* The numbered boxes every other code uses (product §2). */}
          <FormField label={t('settings.code')} error={errors.code?.message}>
            <Controller
              control={form.control}
              name="code"
              render={({ field }) => (
                <OtpInput
                  value={field.value}
                  onChange={field.onChange}
                  boxLabel={(index, total) => t('common.code_digit', { index: index + 1, total })}
                  invalid={Boolean(errors.code)}
                />
              )}
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
            {t('settings.save_password')}
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
