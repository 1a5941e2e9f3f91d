import { useEffect } from 'react';
import { RouterProvider } from 'react-router';
import { setLogoutHandler } from '../lib/api';
import { followSessionAcrossTabs, logout } from '../lib/session';
import { useAuthStore } from '../stores/auth-store';
import { Providers } from './providers';
import { routerFor } from './router';

// The api-client's 401 policy ends the session through the app's logout (spec §4, §8).
setLogoutHandler(() => logout());

export function App() {
  const loggedIn = useAuthStore((s) => s.loggedIn);
  useEffect(() => followSessionAcrossTabs(), []);
  return (
    <Providers>
      <RouterProvider router={routerFor(loggedIn)} />
    </Providers>
  );
}
