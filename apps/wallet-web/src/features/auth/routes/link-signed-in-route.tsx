import {
  CardScreen,
  MagicLinkSignedInScreen,
  SignedInLinkChoices,
  accountLabel,
} from '@optwallet/auth-web';
import { PageLoader } from '../../../components/page-loader';
import { useUser } from '../../../lib/account';
import { useLocation } from '../../../lib/router';
import { session } from '../../../lib/session';
import { t } from '../texts';

/**
 * A mailed link opened while signed in (product §2's signed-in catch-all would swallow it). A magic
 * link is the shared screen's (looked at, not spent). A reset or setup link asks to sign out
 * first, in words, and then opens signed out at the same address.
 */
export function Component() {
  const { pathname } = useLocation();
  if (pathname === '/magicLogin') return <MagicLinkSignedInScreen session={session} />;
  return <ResetLinkSignedIn setup={pathname === '/setup-password'} />;
}

function ResetLinkSignedIn({ setup }: { setup: boolean }) {
  const user = useUser();
  if (!user) return <PageLoader />;
  return (
    <CardScreen title={t(setup ? 'auth.setup_title' : 'auth.reset_title')}>
      <p role="status">{t('auth.link_signed_in_reset', { name: accountLabel(user) })}</p>
      <SignedInLinkChoices
        session={session}
        signOutLabel={t('auth.link_sign_out_continue')}
        home="/"
      />
    </CardScreen>
  );
}
