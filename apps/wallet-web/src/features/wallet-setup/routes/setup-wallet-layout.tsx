import { Outlet } from 'react-router';

/** /setup-wallet and its three steps share the in-memory setup state. */
export function Component() {
  return <Outlet />;
}
