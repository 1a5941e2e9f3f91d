import { execFile } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tokens, user, wallet } from './test-fixtures';
import { startTestServer } from './test-server';
import type { TestServer } from './test-server';

const example = fileURLToPath(new URL('../examples/quickstart.mjs', import.meta.url));
const readme = fileURLToPath(new URL('../README.md', import.meta.url));

describe('README quickstart', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
    server.handle((req) => {
      switch (`${req.method} ${req.path}`) {
        case 'POST /api/login':
          return {
            body: {
              two_factor: true,
              type: 'email',
              identifier: 'demo@optwallet.dev',
              message: 'Code sent',
            },
          };
        case 'GET /api/dev/outbox':
          return {
            body: {
              data: [
                {
                  id: 'm1',
                  channel: 'email',
                  to: 'demo@optwallet.dev',
                  subject: 'Code',
                  body: '',
                  code: '123456',
                  link: null,
                  created_at: '2026-01-01T00:00:00.000Z',
                },
              ],
            },
          };
        case 'POST /api/authCodeLogin':
          return (req.body as { authCode?: string }).authCode === '123456'
            ? { body: tokens }
            : { status: 401, body: { error: 'Invalid Auth Code' } };
        case 'GET /api/user':
          return req.headers.authorization === 'Bearer access-2'
            ? { body: user }
            : { status: 401, body: {} };
        case 'GET /api/wallets':
          return { body: [wallet] };
        case 'GET /api/wallets/w1/tokens':
          return {
            body: {
              totalBalanceUsd: '200',
              breakdownUsd: {
                spendable: '200',
                staked: '0',
                moving: '0',
                unbonding: '0',
                rewards: '0',
              },
              tokens: [],
            },
          };
        case 'GET /api/wallets/w1/transactions':
          return {
            body: { transactions: [], totalPages: 0, pageNumber: 1, limit: 10, nextCursor: null },
          };
        case 'POST /api/onboardUser':
          return {
            status: 422,
            body: {
              message: 'The given data was invalid.',
              errors: { country: ['Unknown country'] },
            },
          };
        default:
          return { status: 404, body: { message: 'Not found' } };
      }
    });
  });
  afterAll(() => server.close());

  it('is printed verbatim in README.md', () => {
    expect(readFileSync(readme, 'utf8')).toContain(readFileSync(example, 'utf8').trim());
  });

  it('runs against a server with the contract, from the built package', async () => {
    const { stdout } = await promisify(execFile)('node', [example], {
      env: { ...process.env, API_URL: server.url },
    });
    expect(stdout).toContain('Logged in as @ada');
    expect(stdout).toContain('Wallet w1: $200 in 0 tokens');
    expect(stdout).toContain('Transactions: page 1 of 0');
    expect(stdout).toContain(
      "Refused (422): The given data was invalid. { country: [ 'Unknown country' ] }",
    );
  });
});
