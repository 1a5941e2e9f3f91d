import { createAppSession } from '@optwallet/auth-web';
import { loginPathFor, logoutDestination } from '@optwallet/domain';

/**
 * The wallet app's session (@optwallet/auth-web): signing in or out sets the URL first, then
 * switches the route set (app/app.tsx). A logout lands on /login carrying the screen it left
 * (`?next=`), or on sign-up with the referral code from /c/{code} (product §4); a sign-in in another
 * tab brings this one home.
 */
export const session = createAppSession({
  loadApi: () => import('./api').then((m) => m.api),
  signInPath: loginPathFor,
  landingAfterLogout: logoutDestination,
  landingAfterSignInElsewhere: '/',
});
