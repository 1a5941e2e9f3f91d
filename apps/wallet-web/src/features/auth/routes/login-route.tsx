import { LoginScreen } from '@optwallet/auth-web';
import { referralCodeFromPath, signupPathFromLogin } from '@optwallet/domain';
import { useLocation } from '../../../lib/router';
import { StoreBadges } from '../../../components/store-badges';
import { session } from '../../../lib/session';
import { returnToAfterSignIn } from '../lib/return-to';
import { t } from '../texts';

/**
 * /login (also /oauth and /oauth-consent signed out): the shared sign-in (@optwallet/auth-web),
 * coming back to the deep link or request it was opened with; sign-up keeps an invite's code.
 */
export function Component() {
  const { pathname, search } = useLocation();
  const returnTo = returnToAfterSignIn(pathname, search);
  // An invite link opened signed out (/c/{code}, product §2: behind the login guard) lands here.
  const invitedBy = referralCodeFromPath(returnTo);
  return (
    <LoginScreen
      session={session}
      returnTo={returnTo}
      subtitle={
        invitedBy === null ? t('auth.login_subtitle') : t('auth.login_invited', { code: invitedBy })
      }
      signUpHref={signupPathFromLogin(search)}
      forgotPasswordHref="/forgot-password"
      footer={<StoreBadges />}
    />
  );
}
