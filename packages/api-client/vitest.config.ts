import { chromiumBrowserTest, sourceResolve } from '@optwallet/vite-config';
import { defineConfig } from 'vitest/config';

// Two projects: Node (a node:http server per test file) and Debian Chromium (the browser build
// path: localStorage, fetch with CORS), whose server runs in Node through the global setup.
export default defineConfig({
  ...sourceResolve,
  test: {
    // Some tests start child processes (the built package, a server); two shared cores under
    // load have taken over 5 s for one.
    testTimeout: 30_000,
    projects: [
      {
        extends: true,
        test: {
          name: 'node',
          include: ['src/**/*.test.ts'],
          exclude: ['src/**/*.browser.test.ts'],
        },
      },
      {
        extends: true,
        test: {
          name: 'browser',
          include: ['src/**/*.browser.test.ts'],
          globalSetup: ['./vitest.global-setup.ts'],
          browser: await chromiumBrowserTest(),
        },
      },
    ],
  },
});
