import { useState, type FormEvent, type ReactNode } from 'react';
import { Button } from '../button/button';
import { FormField } from '../form-field/form-field';
import { OtpInput } from '../otp-input/otp-input';
// The same column of fields as every form on a CardPage.
import styles from '../card-page/card-page.module.css';

export interface CodeFormProps {
  /** The group label above the boxes, e.g. "Verification code". */
  label: string;
  submitLabel: string;
  /** Shown under the boxes when the form is sent before every box holds a digit. */
  incompleteMessage: string;
  /** Accessible name of box n of total (n from 0), e.g. "Digit 1 of 6". */
  digitLabel: (index: number, total: number) => string;
  /** Called with a complete code; the form stays disabled until it settles (on success the caller moves on). */
  onSubmit: (code: string) => Promise<void>;
  /**
   * A rejected `onSubmit`: the boxes are emptied and the form is enabled again. Return a text to
   * show under the boxes, or nothing when the failure is shown elsewhere (e.g. a toast).
   */
  onError?: (failure: unknown) => string | undefined;
  /** Number of digits. */
  length?: number;
  /** Extra controls between the boxes and the button (e.g. "remember me"). */
  children?: ReactNode;
}

/**
 * The numbered-box code step of a sign-in, reset or phone check: refuses an incomplete code with
 * `incompleteMessage`, and keeps the form disabled from submit until `onSubmit` fails.
 */
export function CodeForm({
  label,
  submitLabel,
  incompleteMessage,
  digitLabel,
  onSubmit,
  onError,
  length = 6,
  children,
}: CodeFormProps) {
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (code.length !== length || !/^\d+$/.test(code)) {
      setError(incompleteMessage);
      return;
    }
    setError(null);
    setBusy(true);
    try {
      await onSubmit(code);
    } catch (failure) {
      setBusy(false);
      setCode('');
      setError(onError?.(failure) ?? null);
    }
  };

  return (
    <form onSubmit={(event) => void submit(event)} noValidate>
      <fieldset className={styles.fieldset} disabled={busy}>
        <FormField label={label} error={error ?? undefined}>
          <OtpInput
            length={length}
            value={code}
            onChange={(value) => {
              setCode(value);
              if (error) setError(null);
            }}
            boxLabel={digitLabel}
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
