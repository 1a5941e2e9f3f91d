import { AppSessionWatch } from '@optwallet/auth-web';
import { session } from '../../lib/session';

/** Product §4's inactivity rules on the consent origin: a chunk of its own, loaded once signed in. */
export function SessionWatch() {
  return <AppSessionWatch session={session} />;
}
