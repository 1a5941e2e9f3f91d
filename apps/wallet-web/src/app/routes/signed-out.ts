import { loginPathFor } from '@optwallet/domain';
import type { AppRoute } from '../../lib/router/app-route';

/** The signed-out route set (product §2): the screens of the sign-in path, each its own chunk. */

const login = () => import('../../features/auth/routes/login-route');
const resetPassword = () => import('../../features/auth/routes/reset-password-route');

export const signedOutRoutes: AppRoute[] = [
  { path: '/', redirect: '/login' },
  { path: '/login', page: login },
  { path: '/signup', page: () => import('../../features/auth/routes/signup-route') },
  { path: '/verify-otp', page: () => import('../../features/auth/routes/verify-otp-route') },
  {
    path: '/forgot-password',
    page: () => import('../../features/auth/routes/forgot-password-route'),
  },
  { path: '/reset-password', page: resetPassword },
  { path: '/setup-password', page: resetPassword },
  { path: '/callback', page: () => import('../../features/auth/routes/callback-route') },
  { path: '/magicLogin', page: () => import('../../features/auth/routes/magic-login-route') },
  // Signed out, /oauth and /oauth-consent show the login screen, which comes back here.
  { path: '/oauth', page: login },
  { path: '/oauth-consent', page: login },
  // /c/{code}: the profile sits behind the login guard (product §2): sign in and see it, or sign up
  // from there with that referral code (the login's sign-up link carries it).
  {
    path: '/c/:code',
    redirect: (_params, { pathname }) => loginPathFor(pathname),
  },
  // A payment link signed out: who asks for what, then a sign-in that comes back to it.
  {
    path: '/pay/:username',
    page: () => import('../../features/transfer/routes/pay-landing-route'),
  },
  { path: '/404', page: () => import('../../features/errors/routes/not-found-route') },
  { path: '/error', page: () => import('../../features/errors/routes/app-error-route') },
  // A signed-in screen opened signed out: /login, which comes back to it.
  { path: '*', redirect: (_params, { pathname, search }) => loginPathFor(`${pathname}${search}`) },
];
