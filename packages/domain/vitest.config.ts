import { sourceResolve } from '@optwallet/vite-config';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  ...sourceResolve,
  test: {
    include: ['src/**/*.test.ts'],
    coverage: {
      provider: 'v8',
      include: ['src/**/*.ts'],
      exclude: ['src/**/*.test.ts', 'src/index.ts'],
      thresholds: { lines: 95 },
    },
  },
});
