import { defaultClientConditions, defaultServerConditions } from 'vite';

/**
 * Inside the workspace, packages are read from source through this export condition
 * (the TanStack pattern): no build step between editing a package and testing an app,
 * while npm consumers get `dist`.
 */
export const SOURCE_CONDITION = '@optwallet/source';

/** Resolve options that read workspace packages from source, for browser and Node alike. */
export const sourceResolve = {
  resolve: { conditions: [SOURCE_CONDITION, ...defaultClientConditions] },
  ssr: { resolve: { conditions: [SOURCE_CONDITION, ...defaultServerConditions] } },
};

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** Flags that keep Debian's Chromium quiet on a machine with no network but loopback. */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

/**
 * The API the apps talk to: the `/api` proxy's target, and where profile photos are served from.
 * `npm start` and `pnpm dev` set API_URL from PORT (tooling/scripts/product-env.mjs).
 */
export function apiUrl() {
  return process.env.API_URL ?? 'http://localhost:8787';
}

/**
 * A web app's port in dev and preview: `variable` (WEB_PORT for the wallet app, CONSENT_PORT for
 * the consent app) when set, as `npm start` sets it, else the app's default. A port given on the
 * command line (`vite preview --port`) still wins.
 */
export function appPort(variable, fallback) {
  const value = process.env[variable];
  if (value === undefined || value === '') return fallback;
  const port = Number(value);
  if (!Number.isInteger(port) || port < 1 || port > 65_535) {
    throw new Error(`${variable} must be a port number (1 to 65535), got "${value}"`);
  }
  return port;
}

/** Where the web apps send `/api` in dev and preview. */
export function apiProxy(target = apiUrl()) {
  return { '/api': { target, changeOrigin: true }, '/dev': { target, changeOrigin: true } };
}

/**
 * The headers every server of a built app sends (wallet-web, oauth-consent). The Content-Security-
 * Policy allows our own origins only: the app's (its scripts, same-origin chunks and
 * `<link rel="modulepreload">`, styles, the `/api` proxy) and the API's (profile photos, and calls
 * when the app reaches the API directly). Scripts run from files only: no inline script, no eval
 * (the apps set zod to jitless for this). Styles also allow inline ones: the index.html splash,
 * and the style elements that react-hot-toast (goober) and Radix's scroll lock insert at run time.
 * No page may frame the apps (clickjacking of Authorize): frame-ancestors 'none' and
 * X-Frame-Options DENY. `recaptcha`: the app has a reCAPTCHA site key, so Google's script and
 * its frame are allowed too (the addresses Google documents for a CSP); without a key, nothing of it.
 */
export function appSecurityHeaders(api = apiUrl(), { recaptcha = false } = {}) {
  const apiOrigin = new URL(api).origin;
  const google = recaptcha
    ? ' https://www.google.com/recaptcha/ https://www.gstatic.com/recaptcha/'
    : '';
  const csp = [
    "default-src 'self'",
    `script-src 'self'${google}`,
    ...(recaptcha
      ? ['frame-src https://www.google.com/recaptcha/ https://recaptcha.google.com/recaptcha/']
      : []),
    "style-src 'self' 'unsafe-inline'",
    `img-src 'self' data: blob: ${apiOrigin}`,
    `connect-src 'self' ${apiOrigin}`,
    "font-src 'self' data:",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
  return {
    'Content-Security-Policy': csp,
    'X-Frame-Options': 'DENY',
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'no-referrer',
    'Cross-Origin-Opener-Policy': 'same-origin',
    'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), payment=()',
  };
}

/**
 * A Vite plugin: `vite preview` (what `pnpm start` and the browser journeys serve) sends
 * appSecurityHeaders() with every answer, and `vite build` writes them to `dist/_headers`, the
 * headers file static hosts read (Netlify, Cloudflare Pages); any other server copies them from
 * there (see README). Set API_URL to the API's public origin for the build.
 */
export function securityHeaders(api = apiUrl(), options = {}) {
  const headers = appSecurityHeaders(api, options);
  return {
    name: 'optwallet-security-headers',
    config: () => ({ preview: { headers } }),
    generateBundle() {
      const lines = Object.entries(headers).map(([name, value]) => `  ${name}: ${value}`);
      this.emitFile({ type: 'asset', fileName: '_headers', source: `/*\n${lines.join('\n')}\n` });
    },
  };
}

/** Vitest browser mode in Debian's Chromium: component tests run in a real browser. */
export async function chromiumBrowserTest() {
  const { playwright } = await import('@vitest/browser-playwright');
  return {
    enabled: true,
    headless: true,
    provider: playwright({
      launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS },
    }),
    instances: [{ browser: 'chromium' }],
  };
}

export { bootSplash } from './boot-splash.js';
export { earlyEntry } from './early-entry.js';
export { routeBudgets } from './route-budgets.js';
export { appEnvDefine, sourceFiles, webApp } from './web-app.js';
