import { MagicLinkSignedInScreen, MagicLoginScreen } from '@optwallet/auth-web';
import { CONSENT_HOME } from '../../lib/home';
import { session } from '../../lib/session';

/**
 * Landing of a sign-in link mailed from this app (/magicLogin?token=&next=): signed out, it is
 * spent and the request it was asked for comes back (its `next`); signed in, it is looked at
 * first and spent only when it is for another account and the user signs out to use it.
 */
export function MagicLoginRoute() {
  return session.useSignedIn() ? (
    <MagicLinkSignedInScreen session={session} home={CONSENT_HOME} />
  ) : (
    <MagicLoginScreen session={session} />
  );
}
