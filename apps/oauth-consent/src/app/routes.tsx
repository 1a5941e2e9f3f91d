import { Toaster } from '@optwallet/ui';
import { Outlet, type RouteObject } from 'react-router';
import { useLoggedIn } from '../lib/session';
import { MagicLoginRoute } from '../features/auth/magic-login-route';
import { VerifyOtpRoute } from '../features/auth/verify-otp-route';
import { ConnectedAppsRoute } from '../features/connected-apps/connected-apps-route';
import { ConsentRoute } from '../features/oauth/consent-route';
import { IncompleteRequest } from '../features/oauth/incomplete-request';
import { OAuthRoute } from '../features/oauth/oauth-route';
import { SessionWatch } from '../features/session/session-watch';

/** Every screen: toasts, and while signed in the inactivity rules of spec §4. */
function Root() {
  const loggedIn = useLoggedIn();
  return (
    <>
      {loggedIn ? <SessionWatch /> : null}
      <Toaster />
      <Outlet />
    </>
  );
}

function Fallback() {
  return <IncompleteRequest signedIn={useLoggedIn()} />;
}

export const routes: RouteObject[] = [
  {
    element: <Root />,
    children: [
      { path: '/oauth', element: <OAuthRoute /> },
      { path: '/oauth-consent', element: <ConsentRoute /> },
      { path: '/verify-otp', element: <VerifyOtpRoute /> },
      { path: '/magicLogin', element: <MagicLoginRoute /> },
      { path: '/connected-apps', element: <ConnectedAppsRoute /> },
      { path: '*', element: <Fallback /> },
    ],
  },
];
