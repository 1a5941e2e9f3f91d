import { OAuthRoute as SharedOAuthRoute, asksForSignIn } from '@optwallet/auth-web';
import { useLocation, useSearch } from 'wouter';
import { SignIn } from '../../components/sign-in';
import { CONSENT_HOME } from '../../lib/home';
import { session } from '../../lib/session';
import { text } from '../../lib/texts';
import { SignInAgain, signInAsked } from './sign-in-again';
import { SilentAuthorization } from './silent-authorization';

/**
 * /oauth (product §2): signed out, the sign-in right here, coming back to this very URL; signed in,
 * on to /oauth-consent, or without a request to this app's home, Connected apps.
 */
export function OAuthRoute() {
  const [pathname] = useLocation();
  const search = useSearch();
  const returnTo = search ? `${pathname}?${search}` : pathname;
  const query = new URLSearchParams(search);
  // OpenID Connect prompt=none: answered without a screen, signed in or not.
  if (query.get('prompt') === 'none') return <SilentAuthorization search={search} />;
  // prompt=login (or a sign-in older than max_age, sent back here so): a sign-in now.
  if (asksForSignIn(search)) return <SignInAgain search={search} />;
  return (
    <SharedOAuthRoute
      session={session}
      home={CONSENT_HOME}
      signIn={
        <SignIn
          returnTo={returnTo}
          subtitle={text('sign_in_subtitle')}
          identifierHint={query.get('login_hint') ?? undefined}
          oneTap={!signInAsked()}
        />
      }
    />
  );
}
