import { OAuthRoute } from '@optwallet/auth-web';
import { session } from '../../../lib/session';

/** /oauth signed in (product §2): on to the consent page carrying token, client and scopes, or home. */
export function Component() {
  return <OAuthRoute session={session} home="/" />;
}
