import { ConsentScreen } from '@optwallet/auth-web';
import { session } from '../../../lib/session';

/**
 * /oauth-consent signed in (product §2, §6): the consent screen the standalone consent app shows
 * too (@optwallet/auth-web), for a partner that sends its users to the wallet app's origin.
 */
export function Component() {
  return <ConsentScreen session={session} home="/" />;
}
