import { ConsentScreen } from '@optwallet/auth-web';
import { Redirect, useSearch } from 'wouter';
import { CONSENT_HOME } from '../../lib/home';
import { session } from '../../lib/session';

/** /oauth-consent: the shared consent screen; signed out, back to /oauth (its sign-in keeps the request). */
export function ConsentRoute() {
  const search = useSearch();
  if (!session.useSignedIn())
    return <Redirect to={search ? `/oauth?${search}` : '/oauth'} replace />;
  return <ConsentScreen session={session} home={CONSENT_HOME} honourMaxAge />;
}
