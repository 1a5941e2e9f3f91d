import { Suspense, lazy, useEffect } from 'react';
import { AppErrorBoundary } from '../components/app-error-boundary';
import { Splash } from '../components/splash';
import { followSessionAcrossTabs } from '../lib/session';
import { useAuthStore } from '../stores/auth-store';
import { loadSignedInApp, loadSignedOutApp } from './routes/sets';

const SignedInApp = lazy(loadSignedInApp);
const SignedOutApp = lazy(loadSignedOutApp);

/**
 * Two route sets (spec §2), chosen by whether an access token is stored; signing in or out sets
 * the URL, then flips `loggedIn`. Until the set and its screen have loaded (src/preload.ts
 * fetched them beside this script), the splash of index.html stays on screen.
 */
export function App() {
  const loggedIn = useAuthStore((s) => s.loggedIn);
  useEffect(() => followSessionAcrossTabs(), []);
  return (
    <AppErrorBoundary>
      <Suspense fallback={<Splash />}>{loggedIn ? <SignedInApp /> : <SignedOutApp />}</Suspense>
    </AppErrorBoundary>
  );
}
