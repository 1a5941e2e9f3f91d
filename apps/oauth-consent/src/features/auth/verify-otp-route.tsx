import { VerifyOtpScreen } from '@optwallet/auth-web';
import { session } from '../../lib/session';

/** The 2-step code of a sign-in started here; then back to the request. */
export function VerifyOtpRoute() {
  return <VerifyOtpScreen session={session} />;
}
