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
    // A worker keeps the modules it loaded from one file to the next: each file built the app
    // and its libraries anew (viem, cosmjs, PGlite's WASM): PGlite 12.2 -> 9.0 min, Postgres
    // 10.2 -> 8.0 min, every file passing (import 229 s -> 19 s in all). No file leans on
    // module state (each builds its own harness, database and processes; no vi.mock), and the
    // setup file's check of documented statuses still sees every file's answers.
    isolate: false,
    // A test that makes wallets waits for the node's blocks (the faucet's) on a busy machine.
    testTimeout: 90_000,
  },
});
