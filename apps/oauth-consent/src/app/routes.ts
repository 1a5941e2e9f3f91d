import type { ComponentType } from 'react';

/** A screen, loaded on demand (its own chunk). */
export type LoadPage = () => Promise<{ Component: ComponentType }>;

/**
 * The consent app's screens (product §2), each its own chunk: the route table both the app (app.tsx)
 * and the preloader (src/preload.ts) read, so /oauth fetches only what /oauth shows.
 */
export const routes: readonly { path: string; page: LoadPage }[] = [
  {
    path: '/oauth',
    page: () => import('../features/oauth/oauth-route').then((m) => ({ Component: m.OAuthRoute })),
  },
  {
    path: '/oauth-consent',
    page: () =>
      import('../features/oauth/consent-route').then((m) => ({ Component: m.ConsentRoute })),
  },
  {
    path: '/verify-otp',
    page: () =>
      import('../features/auth/verify-otp-route').then((m) => ({ Component: m.VerifyOtpRoute })),
  },
  {
    path: '/magicLogin',
    page: () =>
      import('../features/auth/magic-login-route').then((m) => ({
        Component: m.MagicLoginRoute,
      })),
  },
  {
    path: '/connected-apps',
    page: () =>
      import('../features/connected-apps/connected-apps-route').then((m) => ({
        Component: m.ConnectedAppsRoute,
      })),
  },
  // Anything else: signed in, the Connected apps page (this app's `/`); signed out, "This
  // request is incomplete".
  {
    path: '/*',
    page: () =>
      import('../features/oauth/incomplete-request').then((m) => ({
        Component: m.IncompleteRequestRoute,
      })),
  },
];
