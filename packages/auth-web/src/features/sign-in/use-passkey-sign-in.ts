import { useEffect, useState } from 'react';
import { useLocation } from 'wouter';
import type { AppSession } from '../../lib/app-session';
import { text } from './texts';

const loadCeremony = () => import('../../lib/passkey-ceremony');

/**
 * "Sign in with a passkey", and the same passkeys offered in the email field's autofill
 * (conditional mediation). Both load the WebAuthn code when they start: the autofill request once
 * the page is idle, the button on its click (which ends the autofill request: one prompt at a
 * time). A passkey sign-in is complete by itself: no 2-step code follows.
 */
export function usePasskeySignIn(session: AppSession, returnTo: string) {
  const [, navigate] = useLocation();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | undefined>();

  const run = async (autofill: boolean) => {
    const ceremony = await loadCeremony();
    const api = await session.loadApi();
    try {
      const tokens = await ceremony.signInWithPasskey(api, { autofill });
      if (tokens) session.completeSignIn(returnTo, navigate);
      return true;
    } catch (failure) {
      const prompt = ceremony.promptFailure(failure);
      // An autofill request ends quietly when the button (or leaving the page) takes over.
      if (autofill && prompt === 'cancelled') return false;
      if (prompt === 'cancelled') setError(text('passkey_cancelled'));
      else if (prompt === 'unsupported') setError(text('passkey_unsupported'));
      else {
        const { oneFailureText } = await import('../../lib/failure-text');
        setError(oneFailureText(failure) || text('passkey_cancelled'));
      }
      return false;
    }
  };

  useEffect(() => {
    if (typeof window.PublicKeyCredential === 'undefined') return undefined;
    // After the first paint and what the page does at once (Safari has no requestIdleCallback).
    const timer = window.setTimeout(() => void run(true), 500);
    return () => {
      window.clearTimeout(timer);
      void loadCeremony().then((ceremony) => ceremony.cancelPasskeyPrompt());
    };
    // Once per visit of the screen.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const signIn = async () => {
    setError(undefined);
    setBusy(true);
    const done = await run(false);
    if (!done) setBusy(false);
  };

  return { busy, error, signIn };
}
