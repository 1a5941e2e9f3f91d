import { Checkbox, CodeForm } from '@optwallet/ui';
import { useState } from 'react';
import { Link, Redirect, useLocation } from 'wouter';
import { Page, pageStyles } from '../../components/page';
import { api } from '../../lib/api';
import { errorText } from '../../lib/errors';
import { clearPendingSignIn, readPendingSignIn, saveRememberToken } from '../../lib/return-to';
import { completeSignIn } from '../../lib/session';
import { text } from '../../lib/texts';

/** The 2-step code of a sign-in started here, with "remember me"; then back to the request. */
export function VerifyOtpRoute() {
  const [, navigate] = useLocation();
  const [pending] = useState(readPendingSignIn);
  const [rememberMe, setRememberMe] = useState(false);

  if (!pending) return <Redirect to="/oauth" replace />;

  const verify = async (code: string) => {
    const tokens = await api.auth.authCodeLogin({
      identifier: pending.identifier,
      authCode: code,
      remember_me: rememberMe,
    });
    if (tokens.remember_token) saveRememberToken(pending.identifier, tokens.remember_token);
    clearPendingSignIn();
    completeSignIn();
    navigate(pending.returnTo, { replace: true });
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
      <CodeForm
        label={text('otp_group')}
        submitLabel={text('otp_submit')}
        incompleteMessage={text('otp_required')}
        digitLabel={(index, total) => text('otp_digit', { index: index + 1, total })}
        onSubmit={verify}
        onError={(failure) => errorText(failure, ['authCode'])}
      >
        <Checkbox
          label={text('remember_me')}
          checked={rememberMe}
          onCheckedChange={(value) => setRememberMe(value === true)}
        />
      </CodeForm>
    </Page>
  );
}
