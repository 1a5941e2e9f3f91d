import { sourceResolve } from '@optwallet/vite-config';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  ...sourceResolve,
  test: {
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    // Node processes with PGlite (WASM Postgres) start slowly on a busy 2-core machine.
    hookTimeout: 120_000,
    testTimeout: 120_000,
    // The process tests start nodes on ports of their own; one file at a time keeps the machine calm.
    fileParallelism: false,
  },
});
