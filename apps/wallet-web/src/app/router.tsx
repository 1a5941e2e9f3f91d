import { createBrowserRouter } from 'react-router';
import { signedInRoutes, signedOutRoutes } from './routes';

type AppRouter = ReturnType<typeof createBrowserRouter>;
let current: { loggedIn: boolean; router: AppRouter } | undefined;

/**
 * The router of the current route set. Switching sets disposes the old router, so only one listens
 * to history; the new one starts at the URL the sign-in or logout left (see lib/session).
 */
export function routerFor(loggedIn: boolean): AppRouter {
  if (current?.loggedIn === loggedIn) return current.router;
  current?.router.dispose();
  current = { loggedIn, router: createBrowserRouter(loggedIn ? signedInRoutes : signedOutRoutes) };
  return current.router;
}
