import react from '@vitejs/plugin-react';
import { loadEnv } from 'vite';
import { appHtml } from './app-html.js';
import { bootSplash } from './boot-splash.js';
import { earlyEntry } from './early-entry.js';
import { apiProxy, apiUrl, chromiumBrowserTest, securityHeaders, sourceResolve } from './index.js';
import { routeBudgets } from './route-budgets.js';

/*
 * The chunks a first load fetches, by name, highest priority first (a module joins the first
 * group whose patterns match it; everything else Rolldown splits per screen as it sees fit):
 * every request is a round trip on HTTP/1.1, and twenty small files compress worse than one.
 * Here: the files of the workspace's packages and of the shared dependencies; an app adds its own
 * files to a group (`chunks` of webApp()). A group none of whose modules an app uses is no file.
 */
const sep = String.raw`[\\/]`;

/**
 * The modules under `src/` of a workspace member whose path there matches `paths` (a regular
 * expression's source, `/` for either separator): `sourceFiles('apps/wallet-web', 'lib/api\\.')`.
 */
export function sourceFiles(member, paths) {
  const folder = member.replaceAll('/', sep);
  return new RegExp(`${folder}${sep}src${sep}${paths.replaceAll('/', sep)}`);
}
const inPackage = (name, paths) => sourceFiles(`packages/${name}`, paths);
const inModules = (paths) => new RegExp(`node_modules${sep}${paths.replaceAll('/', sep)}`);

const SHARED_CHUNKS = {
  /** What the early entry (src/preload.ts) needs: kept apart, so it runs without waiting. */
  boot: [
    /vite[\\/]preload-helper/,
    inModules('regexparam/'),
    inPackage('api-client', String.raw`session-store\.`),
    inPackage('domain', String.raw`constants\.`),
    inPackage('auth-web', String.raw`lib/session-store\.`),
  ],
  /** React and the router come on every first load: one file compresses better than four. */
  react: [inModules('(react|react-dom|scheduler|wouter)/')],
  /** The app's own start: session, splash, bootstrap (no stylesheet: nothing may block the splash). */
  base: [
    inPackage('api-client', String.raw`end-session\.`),
    inPackage('domain', String.raw`guards/(decision|session-routes|magic-login)\.`),
    inPackage(
      'auth-web',
      String.raw`(lib/(app-session|logout-reason|zod-jitless)|components/(start-web-app|splash|deferred-toaster))\.`,
    ),
  ],
  /** What the sign-in screens show: the kit's form basics, the card page, texts, validators. */
  kit: [
    inPackage(
      'ui',
      '(styles|button|form-field|text-field|password-field|icon-button|spinner|card-page|store-badges|internal)/',
    ),
    inModules('clsx/'),
    inModules('lucide-react/dist/esm/(createLucideIcon|defaultAttributes|Icon|shared/)'),
    inPackage(
      'domain',
      '(catalogue/(interpolate|validation-texts)|validation/(field-error|required|contact-info)|platform)',
    ),
    inPackage('auth-web', String.raw`(config/env|components/card-screen)\.`),
  ],
  /**
   * The sign-in screen (@optwallet/auth-web) with its reCAPTCHA: a file of its own, which the
   * signed-in screens never load.
   */
  'sign-in': [
    inPackage(
      'auth-web',
      String.raw`(components/app-link|lib/(pending-sign-in|remember-tokens|use-web-recaptcha)|features/sign-in/(login-screen|use-sign-in|sign-out-notice|texts))\.`,
    ),
    inPackage('ui', String.raw`recaptcha/(use-recaptcha|recaptcha)\.`),
    inPackage('domain', String.raw`session/recaptcha\.`),
  ],
  /** Small pieces every screen past the first may use: Radix's common internals, toasts, texts. */
  shared: [
    inModules(
      '@radix-ui/(primitive|react-(primitive|slot|compose-refs|context|presence|id|use-[a-z-]+))/',
    ),
    inModules('(react-hot-toast|goober)/'),
    // The checkbox's icons, which the signed-in screens use too (else they would pull that chunk).
    inModules(String.raw`lucide-react/dist/esm/icons/(check|minus)\.mjs$`),
    inPackage('domain', String.raw`catalogue/catalogue\.`),
    inPackage('auth-web', String.raw`lib/failure-text\.`),
  ],
  /** The API client, loaded by the sign-in screens when used and by every signed-in screen. */
  api: [
    inPackage(
      'api-client',
      String.raw`(client|client-core|errors|response-checks|endpoints/[a-z]+)\.`,
    ),
    // The contract's zod-free entry: the route table the client sends with.
    inPackage('contract', String.raw`(routes|wire|wire-entry)\.`),
    inModules('ky/'),
    inPackage('auth-web', String.raw`lib/web-api\.`),
  ],
  /** What signed-in screens load up front: server state and the kit's shell and lists. */
  'signed-in': [
    inModules('@tanstack/'),
    inPackage(
      'ui',
      '(app-shell|avatar|breadcrumb|toaster|skeleton|empty-state|card|token-row|transaction-row|status-badge|copy-button|session-expiry-dialog|modal)/',
    ),
    inPackage('auth-web', String.raw`(lib/query-client|components/app-session-watch)\.`),
  ],
};

const GROUP_ORDER = ['boot', 'react', 'base', 'kit', 'sign-in', 'shared', 'api', 'signed-in'];

/** The Rolldown groups: the shared patterns of each group, then the app's own. */
function chunkGroups(own = {}) {
  return GROUP_ORDER.map((name, index) => {
    const patterns = [...SHARED_CHUNKS[name], ...(own[name] ?? [])];
    return {
      name,
      test: (id) => patterns.some((pattern) => pattern.test(id)),
      priority: GROUP_ORDER.length - index,
    };
  });
}

/**
 * The app's environment in a Vite mode, validated with its schema (a bad value stops Vite), as
 * the `define` that inlines it for the browser code (`__APP_ENV__`, read by the app's
 * config/env.ts and @optwallet/auth-web's): the browser parses nothing.
 */
export function appEnvDefine(envSchema, mode, root) {
  const env = envSchema.parse(loadEnv(mode, root, 'VITE_'));
  return { env, define: { __APP_ENV__: JSON.stringify(env) } };
}

/**
 * The Vite (and Vitest) configuration of a web app: React, workspace packages read from source,
 * the validated environment, the security headers, the splash and the shared parts of
 * index.html, the early entry, the first-load budgets and chunks, the dev and preview servers
 * (with the API proxy), and component tests in Chromium. The app states only what is its own.
 *
 * @param {import('./index.js').WebAppOptions} app
 */
export function webApp({
  root,
  envSchema,
  port,
  proxy = {},
  budgets,
  chunks = {},
  entry = 'src/main.tsx',
  preload = 'src/preload.ts',
  testApiPort = 63_315,
  plugins = [],
}) {
  return async ({ mode }) => {
    const { env, define } = appEnvDefine(envSchema, mode, root);
    const servers = { port, strictPort: true, proxy: { ...apiProxy(), ...proxy } };
    return {
      ...sourceResolve,
      define,
      plugins: [
        react(),
        // CSP, no framing, nosniff, no referrer: sent by `vite preview`, written to dist/_headers.
        // Google's reCAPTCHA addresses only when a site key is configured.
        securityHeaders(apiUrl(), { recaptcha: env.VITE_RECAPTCHA_SITE_KEY !== '' }),
        appHtml({ entry }),
        // The splash painted from index.html alone while the first script loads.
        bootSplash(),
        // Fetches the chunks of the route being opened beside the app's script.
        earlyEntry(preload),
        // Issue 18's budgets, checked on every build (CI builds): the JavaScript a cold first
        // load of each route fetches, gzip -9.
        routeBudgets(budgets),
        // The app's own (wallet-web: its manifest and service worker).
        ...plugins,
      ],
      build: {
        // Every browser the apps support knows modulepreload; the polyfill would cost every page.
        modulePreload: { polyfill: false },
        rolldownOptions: { output: { codeSplitting: { groups: chunkGroups(chunks) } } },
      },
      server: servers,
      preview: servers,
      // Known up front, so the browser tests never meet a dependency discovered (and a reload) mid-run.
      optimizeDeps: {
        include: ['wouter', 'wouter/memory-location', 'wouter/use-browser-location', 'regexparam'],
      },
      test: {
        include: ['src/**/*.test.tsx', 'src/**/*.test.ts'],
        // expect.poll and expect.element retry until they hold; a lazy route's chunk can take
        // over Vitest's 1 s default on a loaded 2-core machine, so they wait up to 5 s.
        expect: { poll: { timeout: 5000 } },
        browser:
          mode === 'test'
            ? {
                ...(await chromiumBrowserTest()),
                // Its own port when asked (else Vitest's 63315), and the next free one if taken:
                // other packages' browser suites run beside it.
                api: { port: testApiPort, strictPort: false },
              }
            : undefined,
      },
    };
  };
}
