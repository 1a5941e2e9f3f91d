import { sourceResolve } from '@optwallet/vite-config';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  ...sourceResolve,
  test: {
    include: ['src/**/*.test.ts'],
    // Property tests run hundreds of cases; CI shares 2 cores with other suites, so allow for load.
    testTimeout: 30_000,
    coverage: {
      provider: 'v8',
      include: ['src/**/*.ts'],
      exclude: ['src/**/*.test.ts', 'src/index.ts'],
      thresholds: { lines: 95 },
    },
  },
});
