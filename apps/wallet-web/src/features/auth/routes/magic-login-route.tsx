import { MagicLoginScreen } from '@optwallet/auth-web';
import { session } from '../../../lib/session';

/** Landing of a mailed link signed out (/magicLogin?token=): spent once, then where it leads. */
export function Component() {
  return <MagicLoginScreen session={session} />;
}
