import react from '@vitejs/plugin-react';
import {
  apiProxy,
  chromiumBrowserTest,
  securityHeaders,
  sourceResolve,
} from '@optwallet/vite-config';
import { defineConfig } from 'vitest/config';

export default defineConfig(async ({ mode }) => ({
  ...sourceResolve,
  plugins: [react(), securityHeaders()],
  server: { port: 5174, strictPort: true, proxy: apiProxy() },
  preview: { port: 5174, strictPort: true, proxy: apiProxy() },
  test: {
    include: ['src/**/*.test.tsx', 'src/**/*.test.ts'],
    browser: mode === 'test' ? await chromiumBrowserTest() : undefined,
  },
}));
