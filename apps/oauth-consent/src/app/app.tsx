import { DeferredToaster, Splash } from '@optwallet/auth-web';
import { Suspense, lazy, useEffect } from 'react';
import { Route, Switch } from 'wouter';
import { session } from '../lib/session';
import { routes } from './routes';

const screens = routes.map(({ path, page }) => ({
  path,
  Screen: lazy(() => page().then((m) => ({ default: m.Component }))),
}));

// Only signed in: the inactivity rules and their dialog are not part of the login's first load.
const SessionWatch = lazy(() =>
  import('../features/session/session-watch').then((m) => ({ default: m.SessionWatch })),
);

/** Every screen: toasts, and while signed in the inactivity rules of product §4. */
export function App() {
  const signedIn = session.useSignedIn();
  // Another tab of this origin signed in or out (the token lives in localStorage).
  useEffect(() => session.followAcrossTabs(), []);
  return (
    <>
      {signedIn ? (
        <Suspense fallback={null}>
          <SessionWatch />
        </Suspense>
      ) : null}
      <DeferredToaster />
      {/* Until the screen's chunk is here (src/preload.ts asked for it early), the splash stays. */}
      <Suspense fallback={<Splash />}>
        <Switch>
          {screens.map(({ path, Screen }) => (
            <Route key={path} path={path} component={Screen} />
          ))}
        </Switch>
      </Suspense>
    </>
  );
}
