import { AppSessionWatch } from '@optwallet/auth-web';
import { SHELL_TOAST_MS } from '@optwallet/domain';
import { Toaster } from '@optwallet/ui';
import { Outlet } from '../lib/router';
import { session } from '../lib/session';

/** Root of the signed-in routes: inactivity tracking, its dialog, and the shell's 4 s toasts. */
export function SessionRoot() {
  return (
    <>
      <AppSessionWatch session={session} />
      <Toaster duration={SHELL_TOAST_MS} />
      <Outlet />
    </>
  );
}
