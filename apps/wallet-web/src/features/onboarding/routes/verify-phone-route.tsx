import { setUser } from '../../../lib/account';
import { zodResolver } from '@hookform/resolvers/zod';
import { phoneSchema } from '@optwallet/domain';
import { Button, FormField, TextField, toast } from '@optwallet/ui';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useLocation, useNavigate } from '../../../lib/router';
import { z } from 'zod';
import { CenteredPage, pageStyles } from '../../../components/centered-page';
import { CodeForm } from '../../../components/code-form';
import { t } from '../texts';
import { api } from '../../../lib/api';
import { showServerError } from '../../../lib/form-errors';

const phoneFormSchema = z.object({ phone_number: phoneSchema });
type PhoneForm = z.infer<typeof phoneFormSchema>;

/** Where the check returns: settings when it was opened there (`state.back`), else `/`. */
function backPath(state: unknown): string {
  const back = (state as { back?: unknown } | null)?.back;
  return back === '/settings' ? back : '/';
}

/** /verify-phone-number: text a code to a number, then confirm it. */
export function Component() {
  const navigate = useNavigate();
  const { state } = useLocation();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const form = useForm<PhoneForm>({
    resolver: zodResolver(phoneFormSchema),
    defaultValues: { phone_number: '' },
  });
  const { errors, isSubmitting } = form.formState;

  const onSend = form.handleSubmit(async ({ phone_number }) => {
    try {
      await api.users.sendPhoneCode({ phone_number: phone_number.trim() });
      setSentTo(phone_number.trim());
    } catch (error) {
      showServerError(error, form.setError, ['phone_number']);
    }
  });

  const verify = async (code: string) => {
    if (!sentTo) return;
    setUser(await api.users.verifyPhone({ phone_number: sentTo, code }));
    toast.success(t('phone.verified'));
    navigate(backPath(state), { replace: true });
  };

  return (
    <CenteredPage
      title={t('phone.title')}
      subtitle={sentTo ? t('phone.code_sent', { phone: sentTo }) : t('phone.subtitle')}
    >
      {sentTo ? (
        <CodeForm submitLabel={t('phone.verify')} onSubmit={verify} />
      ) : (
        <form onSubmit={(e) => void onSend(e)} noValidate>
          <fieldset className={pageStyles.fieldset} disabled={isSubmitting}>
            <FormField
              label={t('phone.number')}
              hint={t('common.email_or_phone_hint')}
              error={errors.phone_number?.message}
            >
              <TextField type="tel" autoComplete="tel" {...form.register('phone_number')} />
            </FormField>
            <Button type="submit" loading={isSubmitting} disabled={isSubmitting}>
              {t('phone.send_code')}
            </Button>
          </fieldset>
        </form>
      )}
    </CenteredPage>
  );
}
