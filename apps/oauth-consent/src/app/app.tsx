import { QueryClientProvider } from '@tanstack/react-query';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { setLogoutHandler } from '../lib/api';
import { queryClient } from '../lib/query-client';
import { logout } from '../lib/session';
import { routes } from './routes';

// The api-client's 401 policy ends the session through the app's logout (spec §4, §8).
setLogoutHandler(() => logout());

const router = createBrowserRouter(routes);

export function App() {
  return (
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>
  );
}
