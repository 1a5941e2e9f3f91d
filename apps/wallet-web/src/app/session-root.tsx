import { AppSessionWatch } from '@optwallet/auth-web';
import { SHELL_TOAST_MS } from '@optwallet/domain';
import { Toaster } from '@optwallet/ui';
import { Outlet } from '../lib/router';
import { session } from '../lib/session';
import { LiveUpdates } from '../lib/live-updates/use-live-updates';

/**
 * Root of the signed-in routes: inactivity tracking, its dialog, the shell's 4 s toasts, and the
 * tab's live-updates stream.
 */
export function SessionRoot() {
  return (
    <>
      <AppSessionWatch session={session} />
      <LiveUpdates />
      <Toaster duration={SHELL_TOAST_MS} />
      <Outlet />
    </>
  );
}
