import react from '@vitejs/plugin-react';
import { apiProxy, chromiumBrowserTest, sourceResolve } from '@optwallet/vite-config';
import { defineConfig } from 'vitest/config';

export default defineConfig(async ({ mode }) => ({
  ...sourceResolve,
  plugins: [react()],
  server: { port: 5173, strictPort: true, proxy: apiProxy() },
  preview: { port: 5173, strictPort: true, proxy: apiProxy() },
  test: {
    include: ['src/**/*.test.tsx', 'src/**/*.test.ts'],
    // Its own port, and the next free one if taken: other packages' browser suites run beside it.
    browser: mode === 'test' ? { ...(await chromiumBrowserTest()), api: { port: 63_325, strictPort: false } } : undefined,
  },
}));
