import react from '@vitejs/plugin-react';
import { appEnvDefine, chromiumBrowserTest, sourceResolve } from '@optwallet/vite-config';
import { defineConfig } from 'vitest/config';
import { webEnvSchema } from './src/config/env-schema.js';

// Component tests in Debian Chromium, with the environment an app without VITE_* variables has.
export default defineConfig(async ({ mode }) => ({
  ...sourceResolve,
  define: appEnvDefine(webEnvSchema, mode, import.meta.dirname).define,
  plugins: [react()],
  // Known up front, so the browser tests never meet a dependency discovered (and a reload) mid-run.
  optimizeDeps: { include: ['wouter', 'wouter/memory-location', 'wouter/use-browser-location'] },
  test: {
    include: ['src/**/*.test.{ts,tsx}'],
    // The first test waits for the browser and Vite's dependency optimiser on a busy CI box.
    testTimeout: 60_000,
    browser: await chromiumBrowserTest(),
  },
}));
