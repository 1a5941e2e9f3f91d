import { isApiError } from '@optwallet/api-client';
import { Button, Checkbox, CodeForm, useCountdown } from '@optwallet/ui';
import { useState } from 'react';
import { Link, Redirect, useLocation } from 'wouter';
import { CardScreen, cardScreenStyles as styles } from '../../components/card-screen';
import type { AppSession } from '../../lib/app-session';
import { clearPendingSignIn, readCodeRequest, readPendingSignIn } from '../../lib/pending-sign-in';
import { saveRememberToken } from '../../lib/remember-tokens';
import { oneFailureText } from '../../lib/failure-text';
import { text } from './texts';

/** A new code at most this often, unless the server asks for longer (Retry-After). */
const RESEND_PAUSE_SECONDS = 30;

/** How the calls behind a code name it: `code`, or `authCode` (product §7). */
const CODE_FIELDS = ['code', 'authCode'];

/**
 * The 2-step code of a sign-in or sign-up started in this tab (product §2 /verify-otp), with
 * "remember this device" (30 days) and "Resend code"; then where that sign-in was going.
 */
export function VerifyOtpScreen({ session }: { session: AppSession }) {
  const [, navigate] = useLocation();
  const [pending] = useState(readPendingSignIn);
  const [rememberMe, setRememberMe] = useState(false);
  const [requestCode] = useState(readCodeRequest);
  const [waitSeconds, startWait] = useCountdown();
  const [resending, setResending] = useState(false);
  const [resend, setResend] = useState<{ sent: true } | { failed: string } | null>(null);

  if (!pending) return <Redirect to={session.signInPath()} replace />;
  const signInAgain = session.signInPath(pending.returnTo);

  const verify = async (code: string) => {
    const api = await session.loadApi();
    const tokens = await api.auth.authCodeLogin({
      identifier: pending.identifier,
      authCode: code,
      remember_me: rememberMe,
    });
    if (tokens.remember_token) saveRememberToken(pending.identifier, tokens.remember_token);
    clearPendingSignIn();
    session.completeSignIn(pending.returnTo, navigate);
  };

  const sendAgain = async () => {
    if (!requestCode) return;
    setResending(true);
    try {
      await requestCode();
      setResend({ sent: true });
      startWait(RESEND_PAUSE_SECONDS);
    } catch (failure) {
      if (isApiError(failure) && failure.retryAfterSeconds !== undefined)
        startWait(failure.retryAfterSeconds);
      setResend({ failed: oneFailureText(failure) });
    } finally {
      setResending(false);
    }
  };

  return (
    <CardScreen
      title={text('otp_title')}
      subtitle={text('otp_subtitle', { identifier: pending.identifier })}
      footer={
        <Link className={styles.link} href={signInAgain}>
          {text('back')}
        </Link>
      }
    >
      {pending.signUp ? <p className={styles.notice}>{text('otp_existing_account')}</p> : null}
      <CodeForm
        label={text('otp_group')}
        submitLabel={text('otp_submit')}
        incompleteMessage={text('otp_required')}
        digitLabel={(index, total) => text('otp_digit', { index: index + 1, total })}
        onSubmit={verify}
        onError={(failure) => oneFailureText(failure, CODE_FIELDS)}
      >
        <Checkbox
          label={text('remember_me')}
          checked={rememberMe}
          onCheckedChange={(value) => setRememberMe(value === true)}
        />
      </CodeForm>
      {resend && 'sent' in resend ? (
        <p className={styles.notice} role="status">
          {text('otp_resent', { identifier: pending.identifier })}
        </p>
      ) : null}
      {resend && 'failed' in resend ? (
        <p className={styles.warning} role="alert">
          {resend.failed}
        </p>
      ) : null}
      <div className={styles.row}>
        {requestCode ? (
          <Button
            variant="secondary"
            loading={resending}
            disabled={resending || waitSeconds > 0}
            onClick={() => void sendAgain()}
          >
            {waitSeconds > 0 ? text('otp_resend_wait', { count: waitSeconds }) : text('otp_resend')}
          </Button>
        ) : (
          // After a reload the password is gone: a new code comes with signing in again.
          <Link className={styles.link} href={signInAgain}>
            {text('otp_resend_sign_in')}
          </Link>
        )}
      </div>
    </CardScreen>
  );
}
