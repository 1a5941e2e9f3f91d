import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '@optwallet/vite-config';

// The suite owns its servers on ports of its own, so it never meets a running `pnpm start`.
const API_PORT = 18787;
const WEB_PORT = 15173;
const dataDir = mkdtempSync(join(tmpdir(), 'optwallet-e2e-'));
const apiUrl = `http://127.0.0.1:${API_PORT}`;

export default defineConfig({
  testDir: 'tests',
  outputDir: 'test-results',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  reporter: [['list'], ['html', { open: 'never', outputFolder: 'playwright-report' }]],
  use: {
    baseURL: `http://127.0.0.1:${WEB_PORT}`,
    launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS },
    trace: 'retain-on-failure',
  },
  webServer: [
    {
      command: 'pnpm --filter @optwallet/api start',
      url: `${apiUrl}/api/health`,
      env: { PORT: String(API_PORT), DATA_DIR: dataDir, NODE_ENV: 'test' },
      reuseExistingServer: false,
      timeout: 60_000,
    },
    {
      command: `pnpm --filter @optwallet/wallet-web exec vite preview --port ${WEB_PORT} --strictPort`,
      url: `http://127.0.0.1:${WEB_PORT}/login`,
      env: { API_URL: apiUrl },
      reuseExistingServer: false,
      timeout: 60_000,
    },
  ],
});
