import { useFirstWallet } from '../../../lib/account';
import { Navigate, Outlet, useLocation } from '../../../lib/router';

/**
 * /setup-wallet and its three steps share the in-memory setup state. Once a wallet exists (created
 * here, or found after a reload), every step leads to the created screen: a wallet is never set up
 * twice and a phrase never shown again.
 */
export function Component() {
  const hasWallet = useFirstWallet() !== null;
  const { pathname } = useLocation();
  if (hasWallet && pathname.replace(/\/$/, '') !== '/setup-wallet') {
    return <Navigate to="/setup-wallet" replace />;
  }
  return <Outlet />;
}
