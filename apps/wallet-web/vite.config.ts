import react from '@vitejs/plugin-react';
import {
  apiProxy,
  apiUrl,
  appPort,
  chromiumBrowserTest,
  bootSplash,
  earlyEntry,
  routeBudgets,
  securityHeaders,
  sourceResolve,
} from '@optwallet/vite-config';
import { loadEnv } from 'vite';
import { defineConfig } from 'vitest/config';
import { envSchema } from './src/config/env-schema.ts';

// The admin login-by-session page is served by apps/api; /admin itself stays the app's route.
const proxy = {
  ...apiProxy(),
  '/admin/session': { target: apiUrl(), changeOrigin: true },
};

/** What src/preload.ts needs: kept apart, so the preloader runs without waiting for the rest. */
const BOOT = [
  /vite[\\/]preload-helper/,
  /node_modules[\\/]regexparam[\\/]/,
  /wallet-web[\\/]src[\\/](app[\\/]routes[\\/](sets|signed-out|signed-in)|lib[\\/](router[\\/]match|session-store))\./,
  /packages[\\/]api-client[\\/]src[\\/]session-store\./,
  /packages[\\/]domain[\\/]src[\\/]constants\./,
];

/**
 * The app's own start (no stylesheet: nothing in index.html may block the splash's first paint);
 * logout loads the API client to end the session on the server.
 */
const BASE = [
  /packages[\\/]api-client[\\/]src[\\/]end-session\./,
  /node_modules[\\/]zustand[\\/]esm[\\/](index|react|vanilla)\.mjs$/,
  /packages[\\/]domain[\\/]src[\\/]guards[\\/](decision|session-routes)\./,
  /wallet-web[\\/]src[\\/](lib[\\/](session|load-api)|app[\\/]app|components[\\/](splash|app-error-boundary)|stores[\\/]auth-store)\./,
];

/** What the sign-in screens show (the kit's form basics, the card page, texts, validators). */
const KIT = [
  /packages[\\/]ui[\\/]src[\\/](styles|button|form-field|text-field|password-field|icon-button|spinner|card-page|store-badges|internal)[\\/]/,
  /node_modules[\\/]clsx[\\/]/,
  /node_modules[\\/]lucide-react[\\/]dist[\\/]esm[\\/](createLucideIcon|defaultAttributes|Icon|shared[\\/])/,
  /packages[\\/]domain[\\/]src[\\/](catalogue[\\/](interpolate|validation-texts)|validation[\\/](field-error|required|contact-info)|platform)/,
  /wallet-web[\\/]src[\\/](lib[\\/](texts|router[\\/](index|route-tree))|components[\\/](centered-page|store-badges|page-loader|deferred-toaster)|config[\\/]env)\./,
];

/**
 * What the signed-in shell and its home screen load up front (the guards, the shell, server
 * state, the API client, the money display the dashboard shows), as one file rather than the
 * thirty or so the modules would spread over: every request is a round trip on HTTP/1.1.
 */
const SIGNED_IN = [
  /node_modules[\\/]@tanstack[\\/]/,
  /packages[\\/]ui[\\/]src[\\/](app-shell|avatar|breadcrumb|toaster|skeleton|empty-state|card|token-row|transaction-row|status-badge|copy-button|session-expiry-dialog|modal)[\\/]/,
  /wallet-web[\\/]src[\\/]app[\\/](signed-in-app|session-root|texts|guards[\\/]|shell[\\/](shell-layout|shell-nav|texts))/,
  /wallet-web[\\/]src[\\/](lib[\\/](account|query-client|money[\\/])|stores[\\/](contacts-store|money-actions-store)|components[\\/](when-visible|money[\\/](page|query-states|token-list|transaction-list|summary|price-chart|texts|use-validator-names)))/,
  /wallet-web[\\/]src[\\/]features[\\/](notifications[\\/](hooks|lib|texts|components[\\/](notifications-menu|notifications\.module))|contacts[\\/](texts|components[\\/]add-contacts-host)|transfer[\\/]components[\\/]stake-action-host|admin[\\/]lib|dashboard[\\/](routes|texts))/,
];

/** Small pieces every screen past the first may use: Radix's common internals, toasts, texts. */
const SHARED = [
  /node_modules[\\/]@radix-ui[\\/](primitive|react-(primitive|slot|compose-refs|context|presence|id|use-[a-z-]+))[\\/]/,
  /node_modules[\\/](react-hot-toast|goober)[\\/]/,
  // The checkbox's icons, which the signed-in screens use too (else they would pull that chunk).
  /node_modules[\\/]lucide-react[\\/]dist[\\/]esm[\\/]icons[\\/](check|minus)\.mjs$/,
  /packages[\\/]domain[\\/]src[\\/]catalogue[\\/]catalogue\./,
  /wallet-web[\\/]src[\\/](lib[\\/]form-errors|components[\\/]texts)\./,
];

/** The API client, shared by the sign-in screens (loaded when used) and the signed-in app. */
const API = [
  /packages[\\/]api-client[\\/]src[\\/](client|client-core|errors|response-checks|endpoints[\\/][a-z]+)\./,
  // The contract's zod-free entry: the route table the client sends with.
  /packages[\\/]contract[\\/]src[\\/](routes|wire|wire-entry)\./,
  /node_modules[\\/]ky[\\/]/,
  /wallet-web[\\/]src[\\/]lib[\\/]api\./,
];

const matches = (patterns: readonly RegExp[]) => (id: string) =>
  patterns.some((pattern) => pattern.test(id));

/** The app's environment in a Vite mode, validated: a bad value stops Vite. */
const appEnvOf = (mode: string) => envSchema.parse(loadEnv(mode, import.meta.dirname, 'VITE_'));

export default defineConfig(async ({ mode }) => ({
  ...sourceResolve,
  // The app's environment, validated here once (a bad value stops Vite) and inlined for
  // src/config/env.ts: the browser parses nothing.
  define: {
    __APP_ENV__: JSON.stringify(appEnvOf(mode)),
  },
  plugins: [
    react(),
    // CSP, no framing, nosniff, no referrer: sent by `vite preview`, written to dist/_headers.
    // Google's reCAPTCHA addresses only when a site key is configured.
    securityHeaders(apiUrl(), { recaptcha: appEnvOf(mode).VITE_RECAPTCHA_SITE_KEY !== '' }),
    // The splash painted from index.html alone while the first script loads.
    bootSplash(),
    // Fetches the chunks of the route being opened beside the app's script (src/preload.ts).
    earlyEntry('src/preload.ts'),
    // Issue 18's budgets, checked on every build (CI builds): the JavaScript a cold first load
    // of each route fetches, gzip -9. The bench measures the same in Chromium.
    routeBudgets([
      {
        route: '/login',
        maxKiB: 90,
        modules: ['src/app/signed-out-app.tsx', 'src/features/auth/routes/login-route.tsx'],
      },
      {
        route: '/dashboard',
        maxKiB: 150,
        modules: ['src/app/signed-in-app.tsx', 'src/features/dashboard/routes/dashboard-route.tsx'],
      },
    ]),
  ],
  build: {
    // Every browser the app supports knows modulepreload; the polyfill would cost every page.
    modulePreload: { polyfill: false },
    rolldownOptions: {
      output: {
        // The chunks a first load fetches, named (see the lists above): a higher priority takes
        // a module first. Everything else is split by Rolldown per screen, as it sees fit.
        codeSplitting: {
          groups: [
            { name: 'boot', test: matches(BOOT), priority: 7 },
            {
              name: 'react',
              test: /node_modules[\\/](react|react-dom|scheduler|wouter)[\\/]/,
              priority: 6,
            },
            { name: 'base', test: matches(BASE), priority: 5 },
            { name: 'kit', test: matches(KIT), priority: 4 },
            { name: 'shared', test: matches(SHARED), priority: 3 },
            { name: 'api', test: matches(API), priority: 2 },
            { name: 'signed-in', test: matches(SIGNED_IN), priority: 1 },
          ],
        },
      },
    },
  },
  server: { port: appPort('WEB_PORT', 5173), strictPort: true, proxy },
  preview: { port: appPort('WEB_PORT', 5173), strictPort: true, proxy },
  // Known up front, so the browser tests never meet a dependency discovered (and a reload) mid-run.
  optimizeDeps: {
    include: ['wouter', 'wouter/memory-location', 'wouter/use-browser-location', 'regexparam'],
  },
  test: {
    include: ['src/**/*.test.tsx', 'src/**/*.test.ts'],
    // Its own port, and the next free one if taken: other packages' browser suites run beside it.
    browser:
      mode === 'test'
        ? { ...(await chromiumBrowserTest()), api: { port: 63_325, strictPort: false } }
        : undefined,
  },
}));
