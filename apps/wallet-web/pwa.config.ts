import type { Plugin } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';

/** The light and dark backgrounds of the splash and the kit (packages/ui tokens.css `--ow-color-bg`). */
const THEME = { light: '#f5f6f8', dark: '#0d1016' } as const;

/**
 * The installable app (issue 33): its web app manifest and its service worker (Workbox, through
 * vite-plugin-pwa), written by `vite build` only (`vite dev` has no worker). See README,
 * "Installable and offline".
 *
 * - Precached: the app shell (index.html) and every chunk, stylesheet and image of the build, so
 *   the app opens offline; a navigation anywhere in the app is answered with the shell
 *   (`navigateFallback`), whose router then shows the screen.
 * - Never cached: the API. `/api`, `/dev` and the admin session page are left to the network (the
 *   worker has no route for them and never answers their navigations), and the API's own origin is
 *   not the worker's at all: balances, history and sends are always the server's current answer.
 * - A new build waits (`registerType: 'prompt'`): the app shows "Update available — Reload", and
 *   only that button activates it, so a screen in use never changes its code under the user.
 * - The registration is the app's own (`injectRegister: false`): src/app/offline loads it after
 *   the first paint, outside /login's first-load budget.
 */
export function installableApp() {
  return [workerOfTheBuild(), retireWorkerInDev()];
}

function workerOfTheBuild() {
  return VitePWA({
    registerType: 'prompt',
    injectRegister: false,
    // Component tests (Vitest browser mode) serve the app's modules, not the app.
    disable: Boolean(process.env.VITEST),
    manifest: {
      id: '/',
      name: 'OptWallet',
      short_name: 'OptWallet',
      description: 'Keep, send and stake OPT, ETH, USDT, USDC and WBTC, and bring your friends.',
      start_url: '/',
      scope: '/',
      display: 'standalone',
      background_color: THEME.light,
      // The dark theme's colour is index.html's `theme-color` for prefers-color-scheme: dark.
      theme_color: THEME.light,
      categories: ['finance'],
      icons: [
        ...[48, 72, 96, 144, 192, 512].map((size) => ({
          src: `/icons/icon-${size}.png`,
          sizes: `${size}x${size}`,
          type: 'image/png',
          purpose: 'any',
        })),
        ...[192, 512].map((size) => ({
          src: `/icons/maskable-${size}.png`,
          sizes: `${size}x${size}`,
          type: 'image/png',
          purpose: 'maskable',
        })),
        { src: '/favicon.svg', sizes: 'any', type: 'image/svg+xml', purpose: 'any' },
      ],
      shortcuts: [
        {
          name: 'Send',
          short_name: 'Send',
          description: 'Send tokens to an address or a username',
          url: '/send-receive',
          icons: [{ src: '/icons/shortcut-send-96.png', sizes: '96x96', type: 'image/png' }],
        },
        {
          name: 'Receive',
          short_name: 'Receive',
          description: 'Show your address and its QR code',
          url: '/send-receive?tab=receive',
          icons: [{ src: '/icons/shortcut-receive-96.png', sizes: '96x96', type: 'image/png' }],
        },
      ],
    },
    // The browser fetches the manifest's icons when it installs; the app itself shows none of them.
    includeManifestIcons: false,
    workbox: {
      globPatterns: ['**/*.{js,css,html,svg}'],
      navigateFallback: 'index.html',
      // Workbox tests these against the path and the query together: /admin/session?code=… must
      // match too, or the admin console's one-time link opens the app's shell, not the server's page.
      navigateFallbackDenylist: [/^\/(api|dev|admin\/session)([/?]|$)/],
      // A new worker takes the pages only when the user says Reload (skipWaiting stays off); the
      // first one takes the page that installed it, so that page already works offline.
      clientsClaim: true,
      cleanupOutdatedCaches: true,
      // Builds name every chunk by its hash: the precache revisions need no second hash.
      dontCacheBustURLsMatching: /^assets\//,
    },
  });
}

/**
 * `vite dev` on the port where `npm start` served the built app: that build's worker would keep
 * answering with the built app. The browser checks /sw.js on every navigation, so the dev server
 * answers it with a worker that unregisters itself and reloads its pages, which then come from
 * the dev server.
 */
function retireWorkerInDev(): Plugin {
  const script = `self.addEventListener('install', () => self.skipWaiting());
self.addEventListener('activate', (event) => {
  event.waitUntil(
    self.registration
      .unregister()
      .then(() => self.clients.matchAll({ type: 'window' }))
      .then((pages) => Promise.all(pages.map((page) => page.navigate(page.url)))),
  );
});
`;
  return {
    name: 'optwallet:retire-worker-in-dev',
    apply: 'serve',
    configureServer(server) {
      server.middlewares.use('/sw.js', (_request, response) => {
        response.setHeader('Content-Type', 'text/javascript');
        response.setHeader('Cache-Control', 'no-cache');
        response.end(script);
      });
    },
  };
}
