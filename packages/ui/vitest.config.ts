import react from '@vitejs/plugin-react';
import { chromiumBrowserTest, sourceResolve } from '@optwallet/vite-config';
import { defineConfig } from 'vitest/config';

export default defineConfig(async () => ({
  ...sourceResolve,
  plugins: [react()],
  test: {
    include: ['src/**/*.test.tsx'],
    browser: await chromiumBrowserTest(),
  },
}));
