import { VerifyOtpScreen } from '@optwallet/auth-web';
import { session } from '../../../lib/session';

/** The 2-step code of a sign-in or sign-up (product §2 /verify-otp): the shared screen. */
export function Component() {
  return <VerifyOtpScreen session={session} />;
}
