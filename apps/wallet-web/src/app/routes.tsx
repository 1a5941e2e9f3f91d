import { Navigate, useParams, type RouteObject } from 'react-router';
import { PageLoader } from '../components/page-loader';
import { RouteErrorBoundary } from '../components/route-error-boundary';

/*
 * Two route sets (spec §2), chosen by whether an access token is stored. Every screen is a lazy
 * module of its own (its own chunk), and so are the guards, the session root and the shell, so a
 * signed-out visitor loads none of the signed-in code.
 */

const login = () => import('../features/auth/routes/login-route');
const resetPassword = () => import('../features/auth/routes/reset-password-route');
const notFound = () => import('../features/errors/routes/not-found-route');
const appError = () => import('../features/errors/routes/app-error-route');

/** /c/{code} signed out: sign up with that referral code. */
function ReferralSignup() {
  const { code = '' } = useParams();
  return <Navigate to={`/signup?referral=${encodeURIComponent(code)}`} replace />;
}

/** /c/{code} signed in: that user's profile. */
function ReferralProfile() {
  const { code = '' } = useParams();
  return <Navigate to={`/profile/${encodeURIComponent(code)}`} replace />;
}

export const signedOutRoutes: RouteObject[] = [
  {
    errorElement: <RouteErrorBoundary />,
    hydrateFallbackElement: <PageLoader />,
    children: [
      { path: '/', element: <Navigate to="/login" replace /> },
      { path: '/login', lazy: login },
      { path: '/signup', lazy: () => import('../features/auth/routes/signup-route') },
      { path: '/verify-otp', lazy: () => import('../features/auth/routes/verify-otp-route') },
      {
        path: '/forgot-password',
        lazy: () => import('../features/auth/routes/forgot-password-route'),
      },
      { path: '/reset-password', lazy: resetPassword },
      { path: '/setup-password', lazy: resetPassword },
      { path: '/callback', lazy: () => import('../features/auth/routes/callback-route') },
      { path: '/magicLogin', lazy: () => import('../features/auth/routes/magic-login-route') },
      // Signed out, /oauth and /oauth-consent show the login screen, which comes back here.
      { path: '/oauth', lazy: login },
      { path: '/oauth-consent', lazy: login },
      { path: '/c/:code', element: <ReferralSignup /> },
      { path: '/404', lazy: notFound },
      { path: '/error', lazy: appError },
      { path: '*', element: <Navigate to="/login" replace /> },
    ],
  },
];

const setupWallet = () => import('../features/wallet-setup/routes/setup-wallet-route');
const dashboard = () => import('../features/dashboard/routes/dashboard-route');
const profile = () => import('../features/profile/routes/profile-route');

export const signedInRoutes: RouteObject[] = [
  {
    lazy: () => import('./session-root').then((m) => ({ Component: m.SessionRoot })),
    errorElement: <RouteErrorBoundary />,
    hydrateFallbackElement: <PageLoader />,
    children: [
      { path: '/oauth', lazy: () => import('../features/oauth/routes/oauth-route') },
      {
        path: '/oauth-consent',
        lazy: () => import('../features/oauth/routes/oauth-consent-route'),
      },
      { path: '/404', lazy: notFound },
      { path: '/error', lazy: appError },
      {
        id: 'login-guard',
        lazy: () =>
          import('./guards/login-guard').then((m) => ({
            loader: m.loginGuardLoader,
            Component: m.LoginGuard,
          })),
        hydrateFallbackElement: <PageLoader />,
        children: [
          {
            id: 'wallet-guard',
            lazy: () =>
              import('./guards/wallet-guard').then((m) => ({
                loader: m.walletGuardLoader,
                Component: m.WalletGuard,
              })),
            children: [
              // Outside the sidebar shell.
              {
                path: '/onboarding',
                lazy: () => import('../features/onboarding/routes/onboarding-route'),
              },
              {
                path: '/verify-phone-number',
                lazy: () => import('../features/onboarding/routes/verify-phone-route'),
              },
              {
                path: '/verify-identifier',
                lazy: () => import('../features/onboarding/routes/verify-identifier-route'),
              },
              {
                path: '/change-password',
                lazy: () => import('../features/settings/routes/change-password-route'),
              },
              {
                path: '/verify-change-password',
                lazy: () => import('../features/settings/routes/change-password-route'),
              },
              {
                lazy: () =>
                  import('./shell/shell-layout').then((m) => ({ Component: m.ShellLayout })),
                children: [
                  // The wallet guard sends `/` on to /dashboard or /setup-wallet.
                  { path: '/', element: null },
                  { path: '/dashboard', lazy: dashboard },
                  { path: '/home', lazy: dashboard },
                  {
                    path: '/notifications',
                    lazy: () => import('../features/notifications/routes/notifications-route'),
                  },
                  {
                    path: '/help-support',
                    lazy: () => import('../features/help/routes/help-route'),
                  },
                  {
                    path: '/setup-wallet',
                    lazy: () => import('../features/wallet-setup/routes/setup-wallet-layout'),
                    children: [
                      { index: true, lazy: setupWallet },
                      {
                        path: 'wallet-passcode',
                        lazy: () => import('../features/wallet-setup/routes/wallet-passcode-route'),
                      },
                      {
                        path: 'wallet-mnemonic',
                        lazy: () => import('../features/wallet-setup/routes/wallet-mnemonic-route'),
                      },
                      {
                        path: 'confirm-wallet-create',
                        lazy: () => import('../features/wallet-setup/routes/confirm-wallet-route'),
                      },
                    ],
                  },
                  {
                    path: '/my-assets',
                    lazy: () => import('../features/assets/routes/assets-route'),
                  },
                  {
                    path: '/my-assets/:chainId/:symbol',
                    lazy: () => import('../features/assets/routes/token-detail-route'),
                  },
                  {
                    path: '/my-assets/stake/:chainId/:symbol',
                    lazy: () => import('../features/staking/routes/stake-route'),
                  },
                  {
                    path: '/send-receive',
                    lazy: () => import('../features/transfer/routes/send-receive-route'),
                  },
                  { path: '/profile/:value?', lazy: profile },
                  { path: '/followers', lazy: profile },
                  { path: '/network', element: <Navigate to="/network/following" replace /> },
                  {
                    path: '/network/:tab',
                    lazy: () => import('../features/network/routes/network-route'),
                  },
                  {
                    path: '/distribution',
                    lazy: () => import('../features/distribution/routes/distribution-route'),
                  },
                  { path: '/admin', lazy: () => import('../features/admin/routes/admin-route') },
                  {
                    path: '/create-validator',
                    lazy: () => import('../features/validators/routes/create-validator-route'),
                  },
                  {
                    path: '/settings',
                    lazy: () => import('../features/settings/routes/settings-route'),
                  },
                  {
                    path: '/settings/wallet-key',
                    lazy: () => import('../features/settings/routes/wallet-key-route'),
                  },
                  {
                    path: '/settings/profile',
                    lazy: () => import('../features/settings/routes/edit-profile-route'),
                  },
                  { path: '/c/:code', element: <ReferralProfile /> },
                ],
              },
            ],
          },
        ],
      },
      { path: '*', element: <Navigate to="/" replace /> },
    ],
  },
];
