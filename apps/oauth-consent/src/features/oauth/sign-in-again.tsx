import { withSignInDone } from '@optwallet/auth-web';
import { useEffect } from 'react';
import { useLocation } from 'wouter';
import { session } from '../../lib/session';

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
    navigate(`/oauth?${withSignInDone(search)}`, { replace: true });
  }, [search, navigate]);
  return null;
}
