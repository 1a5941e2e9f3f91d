// The kit's global styles load with the route set, not from index.html: nothing blocks the
// splash's first paint, and the set's screens never show unstyled (its chunk waits for its CSS).
import '@optwallet/ui/styles.css';
import { queryClient } from '@optwallet/auth-web';
import { QueryClientProvider } from '@tanstack/react-query';
import { AccountGuard } from './guards/account-guard';
import { RouteTree } from '../lib/router/route-tree';
import { signedInRoutes } from './routes/signed-in';
import { SessionRoot } from './session-root';
import { ShellLayout } from './shell/shell-layout';

const layouts = { session: SessionRoot, account: AccountGuard, shell: ShellLayout };

/** The signed-in routes with their layouts (the session root, the account guard, the shell). */
export function SignedInRoutes() {
  return <RouteTree routes={signedInRoutes} layouts={layouts} />;
}

/** The signed-in app (its own chunk): server state, the session rules, guards, shell, screens. */
export default function SignedInApp() {
  return (
    <QueryClientProvider client={queryClient}>
      <SignedInRoutes />
    </QueryClientProvider>
  );
}
