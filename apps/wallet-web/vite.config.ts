import react from '@vitejs/plugin-react';
import {
  apiProxy,
  apiUrl,
  chromiumBrowserTest,
  securityHeaders,
  sourceResolve,
} from '@optwallet/vite-config';
import { defineConfig } from 'vitest/config';

// The admin login-by-session page is served by apps/api; /admin itself stays the app's route.
const proxy = {
  ...apiProxy(),
  '/admin/session': { target: apiUrl(), changeOrigin: true },
};

export default defineConfig(async ({ mode }) => ({
  ...sourceResolve,
  plugins: [react(), securityHeaders()],
  server: { port: 5173, strictPort: true, proxy },
  preview: { port: 5173, strictPort: true, proxy },
  test: {
    include: ['src/**/*.test.tsx', 'src/**/*.test.ts'],
    // Its own port, and the next free one if taken: other packages' browser suites run beside it.
    browser:
      mode === 'test'
        ? { ...(await chromiumBrowserTest()), api: { port: 63_325, strictPort: false } }
        : undefined,
  },
}));
