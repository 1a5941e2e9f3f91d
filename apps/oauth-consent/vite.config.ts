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

/** The app's own start (no stylesheet: nothing in index.html may block the splash's first paint). */
const BASE = [
  /packages[\\/]domain[\\/]src[\\/](guards[\\/]|constants)/,
  /packages[\\/]api-client[\\/]src[\\/](session-store|end-session)\./,
  /oauth-consent[\\/]src[\\/](lib[\\/](session|session-store|load-api)|components[\\/](deferred-toaster|splash)|app[\\/]app)\./,
];

/** What the login screen shows: one file instead of many small ones that gzip each pay for. */
const LOGIN = [
  /packages[\\/]ui[\\/]src[\\/](button|form-field|text-field|password-field|spinner|card-page|internal)[\\/]/,
  /node_modules[\\/]clsx[\\/]/,
  /node_modules[\\/]lucide-react[\\/]dist[\\/]esm[\\/](createLucideIcon|defaultAttributes|Icon|shared[\\/])/,
  /packages[\\/]domain[\\/]src[\\/](catalogue[\\/](interpolate|validation-texts)|validation[\\/](field-error|required|contact-info))/,
  /packages[\\/]api-client[\\/]src[\\/]errors\./,
  /oauth-consent[\\/]src[\\/](lib[\\/](texts|router|errors|return-to)|components[\\/](page|login-form)|config[\\/]env|features[\\/](oauth[\\/](oauth-route|incomplete-request)))\./,
];

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
    // Fetches the chunks of the screen being opened beside the app's script (src/preload.ts).
    earlyEntry('src/preload.ts'),
    // Issue 18's budget, checked on every build: the JavaScript a cold first load of /oauth
    // fetches, gzip -9. The wallet app's bench measures the same in Chromium.
    routeBudgets([
      { route: '/oauth', maxKiB: 90, modules: ['src/features/oauth/oauth-route.tsx'] },
    ]),
  ],
  build: {
    // Every browser the app supports knows modulepreload; the polyfill would cost every page.
    modulePreload: { polyfill: false },
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            // React and the router come on every first load: one file compresses better than five.
            {
              name: 'react',
              test: /node_modules[\\/](react|react-dom|scheduler|wouter)[\\/]/,
              priority: 2,
            },
            {
              name: 'base',
              test: (id: string) => BASE.some((pattern) => pattern.test(id)),
              priority: 2,
            },
            {
              name: 'login',
              test: (id: string) => LOGIN.some((pattern) => pattern.test(id)),
              priority: 1,
            },
            // What the preloader needs, kept apart so that it runs without waiting for the rest.
            {
              name: 'boot',
              test: /node_modules[\\/]regexparam[\\/]|vite[\\/]preload-helper|src[\\/]app[\\/]routes\./,
              priority: 3,
            },
          ],
        },
      },
    },
  },
  server: { port: appPort('CONSENT_PORT', 5174), strictPort: true, proxy: apiProxy() },
  preview: { port: appPort('CONSENT_PORT', 5174), strictPort: true, proxy: apiProxy() },
  // Known up front, so the browser tests never meet a dependency discovered (and a reload) mid-run.
  optimizeDeps: {
    include: ['wouter', 'wouter/memory-location', 'wouter/use-browser-location', 'regexparam'],
  },
  test: {
    include: ['src/**/*.test.tsx', 'src/**/*.test.ts'],
    browser: mode === 'test' ? await chromiumBrowserTest() : undefined,
  },
}));
