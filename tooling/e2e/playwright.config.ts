import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '@optwallet/vite-config';
import {
  API_PORT,
  API_URL,
  CONSENT_PORT,
  CONSENT_URL,
  EVM_NODE_PORT,
  OPTCHAIN_PORTS,
  OPT_NODE_ENV,
  PARTNER_URL,
  WEB_PORT,
  WEB_URL,
} from './support/servers';

const dataDir = mkdtempSync(join(tmpdir(), 'optwallet-e2e-'));

export default defineConfig({
  testDir: 'tests',
  outputDir: 'test-results',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  // Journeys walk several screens against a real server on a shared 2-core machine.
  timeout: 90_000,
  reporter: [['list'], ['html', { open: 'never', outputFolder: 'playwright-report' }]],
  use: {
    baseURL: WEB_URL,
    launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS },
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
  webServer: [
    {
      // The devnet OptChain nodes (optchain-1 and optchain-testnet-1), their chains in dataDir.
      command: 'pnpm --filter @optwallet/optchain start',
      url: `${OPT_NODE_ENV.OPT_TESTNET_RPC_URL}/health`,
      env: {
        ...Object.fromEntries(Object.entries(OPTCHAIN_PORTS).map(([k, v]) => [k, String(v)])),
        OPTCHAIN_DATA_DIR: join(dataDir, 'optchain'),
      },
      reuseExistingServer: false,
      timeout: 120_000,
    },
    {
      command: 'pnpm --filter @optwallet/api start',
      url: `${API_URL}/api/health`,
      // WEB_URL: links in mails (magic link, reset link) lead to the app under test;
      // CONSENT_URL: the consent app may ask for magic links back to its own origin.
      env: {
        PORT: String(API_PORT),
        // The journeys sign up dozens of people from this machine: per-address limits would stop them.
        TRUSTED_IPS: '127.0.0.1,::1,::ffff:127.0.0.1',
        DATA_DIR: dataDir,
        EVM_DEVNET_PORT: String(EVM_NODE_PORT),
        // OPT on the devnet OptChain nodes above, as `npm start` runs the product.
        ...OPT_NODE_ENV,
        NODE_ENV: 'test',
        WEB_URL,
        CONSENT_URL,
        // Links to the API itself (explorer pages, profile photos) use the address the journeys reach.
        API_PUBLIC_URL: API_URL,
      },
      reuseExistingServer: false,
      timeout: 60_000,
    },
    {
      command: `pnpm --filter @optwallet/wallet-web exec vite preview --port ${WEB_PORT} --strictPort`,
      url: `${WEB_URL}/login`,
      env: { API_URL },
      reuseExistingServer: false,
      timeout: 60_000,
    },
    {
      command: `pnpm --filter @optwallet/oauth-consent exec vite preview --port ${CONSENT_PORT} --strictPort`,
      url: `${CONSENT_URL}/oauth`,
      env: { API_URL },
      reuseExistingServer: false,
      timeout: 60_000,
    },
    {
      command: 'pnpm --filter @optwallet/partner-app start',
      url: PARTNER_URL,
      env: { API_URL, CONSENT_URL, PARTNER_URL },
      reuseExistingServer: false,
      timeout: 60_000,
    },
  ],
});
