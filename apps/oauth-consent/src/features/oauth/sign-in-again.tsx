import { withSignInDone } from '@optwallet/auth-web';
import { useEffect } from 'react';
import { useLocation } from 'wouter';
import { session } from '../../lib/session';

/** History state of the request once its sign-in was asked for (it survives a reload). */
const SIGN_IN_ASKED = { signInAsked: true } as const;

/**
 * Whether this page is a request whose sign-in SignInAgain asked for: then no "Continue as",
 * which would carry the wallet's older sign-in (its auth_time) where a new one is due.
 */
export function signInAsked(): boolean {
  const state: unknown = window.history.state;
  return typeof state === 'object' && state !== null && 'signInAsked' in state;
}

/**
 * OpenID Connect prompt=login: the session of this origin ends (on the server too), and the
 * same request, without its demand for a sign-in, comes back signed out: its sign-in (password,
 * 2-step code, mailed link or passkey alike) starts a new session, whose sign-in time is the ID
 * token's auth_time, and the request goes on from there.
 */
export function SignInAgain({ search }: { search: string }) {
  const [, navigate] = useLocation();
  useEffect(() => {
    if (session.isSignedIn()) session.logout();
    navigate(`/oauth?${withSignInDone(search)}`, { replace: true, state: SIGN_IN_ASKED });
  }, [search, navigate]);
  return null;
}
