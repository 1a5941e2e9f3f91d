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

/** Where the web apps send `/api` in dev and preview. */
export function apiProxy(target = process.env.API_URL ?? 'http://localhost:8787') {
  return { '/api': { target, changeOrigin: true }, '/dev': { target, changeOrigin: true } };
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
