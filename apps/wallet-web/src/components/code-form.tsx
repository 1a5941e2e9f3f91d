import { Button, FormField, OtpInput } from '@optwallet/ui';
import { useState, type FormEvent, type ReactNode } from 'react';
import { useText } from '../i18n/use-text';
import { showServerError } from '../lib/form-errors';
import { pageStyles } from './centered-page';

const CODE_LENGTH = 6;
const CODE_PATTERN = /^\d{6}$/;

export interface CodeFormProps {
  submitLabel: string;
  /** Called with a complete code; a rejection shows the server's error and empties the boxes. */
  onSubmit: (code: string) => Promise<void>;
  /** Extra controls between the boxes and the button (e.g. "remember me"). */
  children?: ReactNode;
}

/**
 * The 6-digit code step of the sign-in, reset and phone screens: the numbered boxes, the §5
 * message for an incomplete code, and a form that stays disabled from submit until it fails
 * (on success the caller navigates away).
 */
export function CodeForm({ submitLabel, onSubmit, children }: CodeFormProps) {
  const t = useText();
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!CODE_PATTERN.test(code)) {
      setError(t('auth.otp_required'));
      return;
    }
    setError(null);
    setBusy(true);
    try {
      await onSubmit(code);
    } catch (failure) {
      setBusy(false);
      setCode('');
      showServerError(failure);
    }
  };

  return (
    <form onSubmit={(event) => void submit(event)} noValidate>
      <fieldset className={pageStyles.fieldset} disabled={busy}>
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
            disabled={busy}
          />
        </FormField>
        {children}
        <Button type="submit" loading={busy} disabled={busy}>
          {submitLabel}
        </Button>
      </fieldset>
    </form>
  );
}
