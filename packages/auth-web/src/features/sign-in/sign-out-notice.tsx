import { useEffect, useState } from 'react';
import { cardScreenStyles } from '../../components/card-screen';
import {
  forgetSignOutReason,
  lastSignOutReason,
  type SignOutReason,
} from '../../lib/logout-reason';
import { text, type SignInTextKey } from './texts';

const SIGNED_OUT_TEXT = {
  expired: 'signed_out_expired',
  invalid_refresh: 'signed_out_expired',
  inactivity: 'signed_out_inactivity',
  max_retries: 'signed_out_max_retries',
} as const satisfies Record<SignOutReason, SignInTextKey>;

/** Why the app signed the user out (product §4/§8), said once above the sign-in form. */
export function SignOutNotice() {
  const [reason] = useState(lastSignOutReason);
  // Said once: a reload of the sign-in screen later does not repeat it.
  useEffect(() => forgetSignOutReason(), []);
  return reason ? (
    <p role="status" className={cardScreenStyles.notice}>
      {text(SIGNED_OUT_TEXT[reason])}
    </p>
  ) : null;
}
