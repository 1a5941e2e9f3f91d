import { loginGuard } from '@optwallet/domain';
import { Navigate, Outlet, useLocation } from 'react-router';
import { api } from '../../lib/api';
import { queryClient } from '../../lib/query-client';
import { logout } from '../../lib/session';
import { useAuthStore } from '../../stores/auth-store';

export const USER_QUERY_KEY = ['user'] as const;

/**
 * Loader of the login guard: loads the current user (spec §2). A failed user fetch logs the user
 * out (spec §8), which switches to the signed-out routes at /login.
 */
export async function loginGuardLoader({ request }: { request: Request }) {
  try {
    const user = await queryClient.fetchQuery({
      queryKey: USER_QUERY_KEY,
      queryFn: () => api.users.user({ signal: request.signal }),
    });
    useAuthStore.getState().setUser(user);
  } catch (error) {
    if (request.signal.aborted) throw error;
    logout();
  }
  return null;
}

/** Sends a user who is not fully onboarded to /onboarding, with state saying whether onboarded_at exists. */
export function LoginGuard() {
  const user = useAuthStore((s) => s.user);
  const { pathname } = useLocation();
  const decision = loginGuard({ userStatus: user ? 'succeeded' : 'failed', user, path: pathname });
  if (decision.kind === 'redirect') {
    // A missing user is handled by the loader's logout, which swaps the route set.
    if (decision.to === '/login') return null;
    return <Navigate to={decision.to} replace state={decision.state} />;
  }
  return <Outlet />;
}
