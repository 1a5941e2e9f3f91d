import { sourceResolve } from '@optwallet/vite-config';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  ...sourceResolve,
  test: {
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    setupFiles: ['test/setup.ts'],
    // Each file starts its own PGlite (WASM Postgres): slow on a busy 2-core machine.
    hookTimeout: 120_000,
    // Two files at once even on 2 cores (vitest's default there is one): most files wait on
    // child processes (API replicas, chain nodes, blocks), so a second file fills that time.
    // On this 2-core machine: PGlite 17.6 -> 12.2 min, Postgres 19.7 -> 10.2 min, every file passing.
    maxWorkers: 2,
    testTimeout: 30_000,
  },
});
