import { Navigate, type RouteObject } from 'react-router';
import { Button } from '@optwallet/ui';

function LoginPlaceholder() {
  return (
    <main>
      <h1>Sign in to OptWallet</h1>
      <p>Password, one-time code and magic-link sign-in arrive with the sign-in flows.</p>
      <Button disabled>Sign in</Button>
    </main>
  );
}

export const routes: RouteObject[] = [
  { path: '/', element: <Navigate to="/login" replace /> },
  { path: '/login', element: <LoginPlaceholder /> },
  { path: '*', element: <Navigate to="/login" replace /> },
];
