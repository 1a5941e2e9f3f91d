import type { TestProject } from 'vitest/node';
import { tokens, user } from './src/test-fixtures';
import { startTestServer } from './src/test-server';

declare module 'vitest' {
  export interface ProvidedContext {
    apiUrl: string;
  }
}

const detail = {
  transactions: [],
  unbondingDetails: { balanceToken: '0', balanceUsd: '0', entries: [] },
  delegationDetails: { balanceToken: '0', balanceUsd: '0' },
  delegations: [],
  balanceToken: '1',
  balanceUsd: '2',
  address: 'opt1me',
};

/** The browser tests' API: a real HTTP server in the Node process, with CORS. */
export default async function setup(project: TestProject) {
  const server = await startTestServer({ cors: true });
  // 'shared-refresh' is rotated once, slowly, and refused after: a server without a grace window.
  let sharedSpent = false;
  server.handle((req) => {
    if (req.headers['x-app-version'] !== '1.0.3')
      return { status: 400, body: { message: 'App version header missing' } };
    switch (`${req.method} ${req.path}`) {
      case 'POST /api/login':
        return { body: { ...tokens, two_factor: false } };
      case 'POST /api/refreshToken': {
        const presented = (req.body as { refresh_token?: string }).refresh_token;
        if (presented === 'stale-refresh') return { body: tokens };
        if (presented === 'shared-refresh' && !sharedSpent) {
          sharedSpent = true;
          return { delayMs: 200, body: tokens };
        }
        return { status: 401, body: { message: 'Invalid refresh token' } };
      }
      case 'GET /api/user':
        return req.headers.authorization === `Bearer ${tokens.access_token}`
          ? { body: user }
          : { status: 401, body: { message: 'Unauthenticated.' } };
      case 'GET /api/wallets/w1/tokens/optchain-1/OPT':
        return { delayMs: 300, body: detail };
      case 'GET /api/wallets/w1/tokens/1/ETH':
        return { body: detail };
      default:
        return { status: 404, body: { message: 'Not found' } };
    }
  });
  project.provide('apiUrl', server.url);
  return () => server.close();
}
