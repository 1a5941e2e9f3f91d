import { Splash } from '@optwallet/auth-web';
import { Suspense, lazy, useEffect } from 'react';
import { AppErrorBoundary } from '../components/app-error-boundary';
import { session } from '../lib/session';
import { startAfterFirstPaint } from './offline/start-after-first-paint';
import { loadSignedInApp, loadSignedOutApp } from './routes/sets';

const SignedInApp = lazy(loadSignedInApp);
const SignedOutApp = lazy(loadSignedOutApp);

/**
 * Two route sets (product §2), chosen by whether a session is stored; signing in or out sets the
 * URL, then flips the session's signed-in state. Until the set and its screen have loaded
 * (src/preload.ts fetched them beside this script), the splash of index.html stays on screen.
 */
export function App() {
  const signedIn = session.useSignedIn();
  useEffect(() => session.followAcrossTabs(), []);
  // The service worker and the offline and update notices, once the first screen has painted.
  useEffect(startAfterFirstPaint, []);
  return (
    <AppErrorBoundary>
      <Suspense fallback={<Splash />}>{signedIn ? <SignedInApp /> : <SignedOutApp />}</Suspense>
    </AppErrorBoundary>
  );
}
