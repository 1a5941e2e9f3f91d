import type { User } from '@optwallet/api-client';
import { Button } from '@optwallet/ui';
import { useLocation } from 'wouter';
import { cardScreenStyles as styles } from '../../components/card-screen';
import type { AppSession } from '../../lib/app-session';
import { text } from './texts';

/** How the signed-in account is named on these pages: @username, else its email or phone. */
export function accountLabel(user: Pick<User, 'username' | 'email' | 'phone_number'>): string {
  return user.username ? `@${user.username}` : (user.email ?? user.phone_number ?? '');
}

/**
 * The two ways out of a mailed link opened while signed in: sign out and open this very link
 * signed out, or keep the session and go `home`.
 */
export function SignedInLinkChoices({
  session,
  signOutLabel,
  home,
}: {
  session: AppSession;
  signOutLabel: string;
  home: string;
}) {
  const [pathname, navigate] = useLocation();
  return (
    <div className={styles.row}>
      <Button onClick={() => session.logout({ to: `${pathname}${window.location.search}` })}>
        {signOutLabel}
      </Button>
      <Button variant="secondary" onClick={() => navigate(home, { replace: true })}>
        {text('link_stay_signed_in')}
      </Button>
    </div>
  );
}
