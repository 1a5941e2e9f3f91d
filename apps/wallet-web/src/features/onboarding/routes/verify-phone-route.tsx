import { zodResolver } from '@hookform/resolvers/zod';
import { phoneSchema } from '@optwallet/domain';
import { Button, FormField, OtpInput, TextField, toast } from '@optwallet/ui';
import { useState, type FormEvent } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { z } from 'zod';
import { CenteredPage, pageStyles } from '../../../components/centered-page';
import { useText } from '../../../i18n/use-text';
import { api } from '../../../lib/api';
import { showServerError } from '../../../lib/form-errors';
import { useAuthStore } from '../../../stores/auth-store';

const phoneFormSchema = z.object({ phone_number: phoneSchema });
type PhoneForm = z.infer<typeof phoneFormSchema>;

/** /verify-phone-number: text a code to a number, then confirm it. */
export function Component() {
  const t = useText();
  const navigate = useNavigate();
  const setUser = useAuthStore((s) => s.setUser);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [code, setCode] = useState('');
  const [codeError, setCodeError] = useState<string | null>(null);
  const [verifying, setVerifying] = useState(false);
  const form = useForm<PhoneForm>({ resolver: zodResolver(phoneFormSchema), defaultValues: { phone_number: '' } });
  const { errors, isSubmitting } = form.formState;

  const onSend = form.handleSubmit(async ({ phone_number }) => {
    try {
      await api.users.sendPhoneCode({ phone_number: phone_number.trim() });
      setSentTo(phone_number.trim());
    } catch (error) {
      showServerError(error, form.setError, ['phone_number']);
    }
  });

  const onVerify = async (event: FormEvent) => {
    event.preventDefault();
    if (!sentTo) return;
    if (!/^\d{6}$/.test(code)) {
      setCodeError(t('auth.otp_required'));
      return;
    }
    setCodeError(null);
    setVerifying(true);
    try {
      setUser(await api.users.verifyPhone({ phone_number: sentTo, code }));
      toast.success(t('phone.verified'));
      await navigate('/', { replace: true });
    } catch (error) {
      setVerifying(false);
      showServerError(error);
    }
  };

  return (
    <CenteredPage title={t('phone.title')} subtitle={sentTo ? t('phone.code_sent', { phone: sentTo }) : t('phone.subtitle')}>
      {sentTo ? (
        <form onSubmit={(e) => void onVerify(e)} noValidate>
          <fieldset className={pageStyles.fieldset} disabled={verifying}>
            <FormField label={t('auth.otp_group_label')} error={codeError ?? undefined}>
              <OtpInput
                length={6}
                value={code}
                onChange={setCode}
                boxLabel={(index, total) => t('common.code_digit', { index: index + 1, total })}
                invalid={Boolean(codeError)}
              />
            </FormField>
            <Button type="submit" loading={verifying} disabled={verifying}>
              {t('phone.verify')}
            </Button>
          </fieldset>
        </form>
      ) : (
        <form onSubmit={(e) => void onSend(e)} noValidate>
          <fieldset className={pageStyles.fieldset} disabled={isSubmitting}>
            <FormField label={t('phone.number')} hint={t('common.email_or_phone_hint')} error={errors.phone_number?.message}>
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
