// The kit's global styles load with the route set, not from index.html: nothing blocks the
// splash's first paint, and the set's screens never show unstyled (its chunk waits for its CSS).
import '@optwallet/ui/styles.css';
import { DeferredToaster } from '@optwallet/auth-web';
import { RouteTree } from '../lib/router/route-tree';
import { signedOutRoutes } from './routes/signed-out';

/** The signed-out app (its own chunk): the screens of the sign-in path. */
export default function SignedOutApp() {
  return (
    <>
      <RouteTree routes={signedOutRoutes} />
      <DeferredToaster />
    </>
  );
}
