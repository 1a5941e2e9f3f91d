import type { ApiClient } from '@optwallet/api-client';
import { Avatar, Button, Spinner } from '@optwallet/ui';
import { useEffect, useState, type ReactNode } from 'react';
import { useLocation } from 'wouter';
import { CardScreen, cardScreenStyles } from '../../components/card-screen';
import type { AppSession } from '../../lib/app-session';
import styles from './continue-as.module.css';
import { text } from './texts';

export interface ContinueAsProps {
  session: AppSession;
  /** Where to go once signed in: the request. */
  returnTo: string;
  subtitle: ReactNode;
  /** The app's sign-in: shown when nobody is signed in to the wallet app here, or on request. */
  signIn: ReactNode;
}

type Account = NonNullable<Awaited<ReturnType<ApiClient['auth']['sessionHint']>>['account']>;

type Step =
  | { kind: 'checking' }
  | { kind: 'offer'; account: Account; busy: boolean; error?: string | undefined }
  | { kind: 'sign-in' };

/**
 * The consent app's sign-in when the same browser is signed in to the wallet app: "Continue as
 * {name}" (one tap, no password, no mailed code) or "Use another account" (the usual sign-in).
 * Whom the wallet's session names comes from the API's HttpOnly session-hint cookie
 * (`GET /session/hint`); a session of this app's own is made only on the click
 * (`POST /session/continue`). Nobody signed in there, or the API out of reach: the sign-in.
 */
export function ContinueAs({ session, returnTo, subtitle, signIn }: ContinueAsProps) {
  const [, navigate] = useLocation();
  const [step, setStep] = useState<Step>({ kind: 'checking' });

  useEffect(() => {
    let current = true;
    const settle = (next: Step) => {
      if (current) setStep(next);
    };
    session
      .loadApi()
      .then((api) => api.auth.sessionHint())
      .then(
        ({ account }) =>
          settle(account ? { kind: 'offer', account, busy: false } : { kind: 'sign-in' }),
        () => settle({ kind: 'sign-in' }),
      );
    return () => {
      current = false;
    };
  }, [session]);

  if (step.kind === 'sign-in') return signIn;
  if (step.kind === 'checking') {
    return (
      <CardScreen title={text('title')} subtitle={subtitle}>
        <div className={styles.checking} data-state="checking">
          <Spinner label={text('checking')} />
        </div>
      </CardScreen>
    );
  }

  const { account } = step;
  const proceed = async () => {
    setStep({ ...step, busy: true, error: undefined });
    try {
      const api = await session.loadApi();
      await api.auth.continueSession();
      session.completeSignIn(returnTo, navigate);
    } catch (failure) {
      const { oneFailureText } = await import('../../lib/failure-text');
      setStep({ ...step, busy: false, error: oneFailureText(failure) });
    }
  };
  return (
    <CardScreen title={text('title')} subtitle={subtitle}>
      <div className={styles.offer} data-state={step.busy ? 'continuing' : 'offer'}>
        <section aria-label={text('account')} className={cardScreenStyles.account}>
          <Avatar name={account.name} src={account.avatar} alt="" />
          <span className={cardScreenStyles.accountText}>
            <strong>{account.name}</strong>
            {account.username ? (
              <span className={cardScreenStyles.muted}>@{account.username}</span>
            ) : null}
          </span>
        </section>
        <p className={cardScreenStyles.muted}>{text('account')}</p>
        {step.error ? (
          <p className={styles.warning} role="alert">
            {step.error}
          </p>
        ) : null}
        <Button loading={step.busy} onClick={() => void proceed()}>
          {text('continue_as', { name: account.name })}
        </Button>
        <Button
          variant="secondary"
          disabled={step.busy}
          onClick={() => setStep({ kind: 'sign-in' })}
        >
          {text('use_another')}
        </Button>
      </div>
    </CardScreen>
  );
}
