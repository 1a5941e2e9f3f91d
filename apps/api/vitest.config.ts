import { sourceResolve } from '@optwallet/vite-config';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  ...sourceResolve,
  test: {
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    setupFiles: ['test/setup.ts'],
    // Each file starts its own PGlite (WASM Postgres): slow on a busy 2-core machine.
    hookTimeout: 120_000,
    testTimeout: 30_000,
  },
});
