import { Button, Checkbox, FormField, OtpInput } from '@optwallet/ui';
import { useState, type FormEvent } from 'react';
import { Link, Navigate, useNavigate } from 'react-router';
import { Page, pageStyles } from '../../components/page';
import { api } from '../../lib/api';
import { errorText } from '../../lib/errors';
import { clearPendingSignIn, readPendingSignIn, saveRememberToken } from '../../lib/return-to';
import { completeSignIn } from '../../lib/session';
import { text } from '../../lib/texts';

const CODE_LENGTH = 6;

/** The 2-step code of a sign-in started here, with "remember me"; then back to the request. */
export function VerifyOtpRoute() {
  const navigate = useNavigate();
  const [pending] = useState(readPendingSignIn);
  const [code, setCode] = useState('');
  const [rememberMe, setRememberMe] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  if (!pending) return <Navigate to="/oauth" replace />;

  const verify = async (event: FormEvent) => {
    event.preventDefault();
    if (!new RegExp(`^\\d{${CODE_LENGTH}}$`).test(code)) {
      setError(text('otp_required'));
      return;
    }
    setError(null);
    setBusy(true);
    try {
      const tokens = await api.auth.authCodeLogin({ identifier: pending.identifier, authCode: code, remember_me: rememberMe });
      if (tokens.remember_token) saveRememberToken(pending.identifier, tokens.remember_token);
      clearPendingSignIn();
      completeSignIn();
      await navigate(pending.returnTo, { replace: true });
    } catch (failure) {
      setBusy(false);
      setCode('');
      setError(errorText(failure));
    }
  };

  return (
    <Page
      title={text('otp_title')}
      subtitle={text('otp_subtitle', { identifier: pending.identifier })}
      footer={
        <Link className={pageStyles.link} to={pending.returnTo}>
          {text('back')}
        </Link>
      }
    >
      <form onSubmit={(event) => void verify(event)} noValidate>
        <fieldset className={pageStyles.fieldset} disabled={busy}>
          <FormField label={text('otp_group')} error={error ?? undefined}>
            <OtpInput
              length={CODE_LENGTH}
              value={code}
              onChange={(value) => {
                setCode(value);
                if (error) setError(null);
              }}
              boxLabel={(index, total) => text('otp_digit', { index: index + 1, total })}
              invalid={Boolean(error)}
              disabled={busy}
            />
          </FormField>
          <Checkbox label={text('remember_me')} checked={rememberMe} onCheckedChange={(value) => setRememberMe(value === true)} />
          <Button type="submit" loading={busy}>
            {text('otp_submit')}
          </Button>
        </fieldset>
      </form>
    </Page>
  );
}
