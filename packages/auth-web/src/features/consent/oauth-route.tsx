import { oauthDecision, readOAuthParams } from '@optwallet/domain';
import type { ReactNode } from 'react';
import { Redirect, useSearch } from 'wouter';
import type { AppSession } from '../../lib/app-session';
import { sessionStore } from '../../lib/session-store';

export interface OAuthRouteProps {
  session: AppSession;
  /** The app's `/` of product §2 (the consent app's is its Connected apps page). */
  home: string;
  /** What /oauth shows signed out: the sign-in, coming back to this very request. */
  signIn?: ReactNode;
}

/**
 * /oauth (product §2): signed out, the sign-in in place; signed in with client_id and redirect_uri,
 * /oauth-consent carrying token, client, scopes and state (router state; the query, without any
 * token, stays for a reload); signed in without them, the app's home.
 */
export function OAuthRoute({ session, home, signIn = null }: OAuthRouteProps) {
  const search = useSearch();
  const signedIn = session.useSignedIn();
  const decision = oauthDecision(
    signedIn ? sessionStore.getAccessToken() : null,
    readOAuthParams(search),
  );
  if (decision.kind === 'showLogin') return signIn;
  if (decision.to === '/') return <Redirect to={home} replace />;
  const query = new URLSearchParams(search);
  // A token travels in router state only, never in the address.
  query.delete('token');
  return <Redirect to={`/oauth-consent?${query.toString()}`} replace state={decision.state} />;
}
