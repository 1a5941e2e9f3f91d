import path from 'node:path';
import react from '@vitejs/plugin-react';
import { chromiumBrowserTest, sourceResolve } from '@optwallet/vite-config';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { defineConfig } from 'vitest/config';

// Two projects in Debian Chromium: unit/component tests next to the code, and every story
// as a test (render + play function + axe, failing on any violation).
export default defineConfig({
  ...sourceResolve,
  plugins: [react()],
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: ['src/**/*.test.{ts,tsx}'],
          // The first test waits for the browser and Vite's dependency optimiser on a busy CI box.
          testTimeout: 60_000,
          browser: await chromiumBrowserTest(),
        },
      },
      {
        extends: true,
        plugins: [storybookTest({ configDir: path.join(import.meta.dirname, '.storybook') })],
        test: {
          name: 'storybook',
          testTimeout: 60_000,
          browser: await chromiumBrowserTest(),
        },
      },
    ],
  },
});
