import { oauthDecision, readOAuthParams } from '@optwallet/domain';
import { Redirect, useLocation } from 'wouter';
import { useSearchString } from '../../lib/router';
import { sessionStore } from '../../lib/session-store';
import { useLoggedIn } from '../../lib/session';
import { text } from '../../lib/texts';
import { LoginForm } from '../../components/login-form';
import { CONSENT_HOME } from './incomplete-request';

/**
 * /oauth (spec §2): signed out -> the login, right here, coming back to this very URL; signed in
 * with client_id and redirect_uri -> /oauth-consent carrying token, client, scopes and state
 * (router state; the query stays for a reload); signed in without them -> Connected apps.
 */
export function OAuthRoute() {
  const [pathname] = useLocation();
  const search = useSearchString();
  const loggedIn = useLoggedIn();
  const decision = oauthDecision(
    loggedIn ? sessionStore.getAccessToken() : null,
    readOAuthParams(search),
  );
  if (decision.kind === 'showLogin')
    return <LoginForm returnTo={`${pathname}${search}`} subtitle={text('sign_in_subtitle')} />;
  // Spec §2: signed in without client and return address, go to `/`: this app's home is its
  // Connected apps page.
  if (decision.to === '/') return <Redirect to={CONSENT_HOME} replace />;
  return <Redirect to={`/oauth-consent${search}`} replace state={decision.state} />;
}
