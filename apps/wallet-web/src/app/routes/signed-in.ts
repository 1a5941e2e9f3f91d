import type { AppRoute } from '../../lib/router/app-route';

/**
 * The signed-in route set (product §2). The session root, the account guard and the shell come with
 * the signed-in app's chunk; every screen is a chunk of its own.
 */

const dashboard = () => import('../../features/dashboard/routes/dashboard-route');
const profile = () => import('../../features/profile/routes/profile-route');
const changePassword = () => import('../../features/settings/routes/change-password-route');
const linkSignedIn = () => import('../../features/auth/routes/link-signed-in-route');

export const signedInRoutes: AppRoute[] = [
  {
    layout: 'session',
    children: [
      { path: '/oauth', page: () => import('../../features/oauth/routes/oauth-route') },
      {
        path: '/oauth-consent',
        page: () => import('../../features/oauth/routes/oauth-consent-route'),
      },
      // Mailed links opened while signed in: they say what they would do, rather than being
      // swallowed by the catch-all below.
      { path: '/reset-password', page: linkSignedIn },
      { path: '/setup-password', page: linkSignedIn },
      { path: '/magicLogin', page: linkSignedIn },
      { path: '/404', page: () => import('../../features/errors/routes/not-found-route') },
      { path: '/error', page: () => import('../../features/errors/routes/app-error-route') },
      {
        layout: 'account',
        children: [
          // Outside the sidebar shell.
          {
            path: '/onboarding',
            page: () => import('../../features/onboarding/routes/onboarding-route'),
          },
          {
            path: '/verify-phone-number',
            page: () => import('../../features/onboarding/routes/verify-phone-route'),
          },
          {
            path: '/verify-identifier',
            page: () => import('../../features/onboarding/routes/verify-identifier-route'),
          },
          { path: '/change-password', page: changePassword },
          { path: '/verify-change-password', page: changePassword },
          {
            layout: 'shell',
            children: [
              // The account guard sends `/` on to /dashboard or /setup-wallet.
              { path: '/' },
              { path: '/dashboard', page: dashboard },
              { path: '/home', page: dashboard },
              {
                path: '/notifications',
                page: () => import('../../features/notifications/routes/notifications-route'),
              },
              {
                path: '/help-support',
                page: () => import('../../features/help/routes/help-route'),
              },
              {
                path: '/setup-wallet',
                page: () => import('../../features/wallet-setup/routes/setup-wallet-layout'),
                children: [
                  {
                    index: true,
                    page: () => import('../../features/wallet-setup/routes/setup-wallet-route'),
                  },
                  {
                    path: 'wallet-passcode',
                    page: () => import('../../features/wallet-setup/routes/wallet-passcode-route'),
                  },
                  {
                    path: 'wallet-mnemonic',
                    page: () => import('../../features/wallet-setup/routes/wallet-mnemonic-route'),
                  },
                  {
                    path: 'confirm-wallet-create',
                    page: () => import('../../features/wallet-setup/routes/confirm-wallet-route'),
                  },
                ],
              },
              {
                path: '/my-assets',
                page: () => import('../../features/assets/routes/assets-route'),
              },
              {
                path: '/my-assets/:chainId/:symbol',
                page: () => import('../../features/assets/routes/token-detail-route'),
              },
              {
                path: '/my-assets/stake/:chainId/:symbol',
                page: () => import('../../features/staking/routes/stake-route'),
              },
              {
                path: '/send-receive',
                page: () => import('../../features/transfer/routes/send-receive-route'),
              },
              // A payment link (Receive's "Payment link"): the prefilled send for the payer.
              {
                path: '/pay/:username',
                page: () => import('../../features/transfer/routes/pay-route'),
              },
              {
                path: '/requests',
                page: () => import('../../features/requests/routes/requests-route'),
              },
              { path: '/profile/:value?', page: profile },
              { path: '/followers', page: profile },
              { path: '/network', redirect: '/network/following' },
              {
                path: '/network/:tab',
                page: () => import('../../features/network/routes/network-route'),
              },
              {
                path: '/distribution',
                page: () => import('../../features/distribution/routes/distribution-route'),
              },
              { path: '/admin', page: () => import('../../features/admin/routes/admin-route') },
              {
                path: '/create-validator',
                page: () => import('../../features/validators/routes/create-validator-route'),
              },
              {
                path: '/settings',
                page: () => import('../../features/settings/routes/settings-route'),
              },
              {
                path: '/permissions',
                page: () => import('../../features/permissions/routes/permissions-route'),
              },
              {
                path: '/settings/wallet-key',
                page: () => import('../../features/settings/routes/wallet-key-route'),
              },
              {
                path: '/settings/profile',
                page: () => import('../../features/settings/routes/edit-profile-route'),
              },
              // /c/{code} signed in: that user's profile, at the referral path itself, so the
              // referral semantics of product §4 hold (a logout from here goes to signup with the code).
              { path: '/c/:value', page: profile },
            ],
          },
        ],
      },
      { path: '*', redirect: '/' },
    ],
  },
];
