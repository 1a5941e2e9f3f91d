/**
 * `pnpm bench`: latency of GET /api/user on embedded PGlite under autocannon (-c 20 -d 10).
 * A real listening server on an ephemeral port, a fresh in-memory database, one signed-in user.
 */
import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import autocannon from 'autocannon';
import { createApp } from '../src/app';
import { testConfig } from '../src/config/env';
import { openPglite } from '../src/db/client';
import { createBackground } from '../src/lib/background';
import { createLogger } from '../src/lib/logger';
import { listOutbox } from '../src/services/outbox';

const CONNECTIONS = 20;
const DURATION_S = 10;

async function main() {
  const database = await openPglite();
  const config = testConfig({ logLevel: 'silent' });
  const logger = createLogger('silent');
  const background = createBackground(logger);
  const app = createApp({
    config,
    db: database.db,
    logger,
    mailer: { deliver: () => Promise.resolve('stored') },
    background,
  });
  const server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' });
  await new Promise((resolve) => server.once('listening', resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api`;

  const post = async (path: string, body: unknown) => {
    const res = await fetch(`${base}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    return (await res.json()) as Record<string, unknown>;
  };
  const email = 'bench@example.com';
  await post('/register', {
    type: 'email',
    identifier: email,
    password: 'Bench#pass1',
    password_confirmation: 'Bench#pass1',
    age_consent: true,
    terms_consent: true,
    platform_type: 'payments',
  });
  await background.settled(); // the sign-up code is mailed after the answer
  const [mail] = await listOutbox(database.db, email, 1);
  const tokens = await post('/authCodeLogin', {
    identifier: email,
    authCode: mail?.code,
    platform_type: 'payments',
  });
  const token = String(tokens.access_token);

  const result = await autocannon({
    url: `${base}/user`,
    connections: CONNECTIONS,
    duration: DURATION_S,
    headers: { authorization: `Bearer ${token}`, 'X-App-Version': '1.0.3' },
  });
  server.close();
  await database.close();

  const ok = result.non2xx === 0 && result.errors === 0;
  console.log(`\nGET /api/user on PGlite — autocannon -c ${CONNECTIONS} -d ${DURATION_S}\n`);
  console.table({
    'p50 latency (ms)': result.latency.p50,
    'p99 latency (ms)': result.latency.p99,
    'avg latency (ms)': Math.round(result.latency.average * 100) / 100,
    'requests/s (avg)': Math.round(result.requests.average),
    'requests total': result.requests.total,
    'non-2xx': result.non2xx,
    errors: result.errors,
  });
  if (!ok) process.exitCode = 1;
}

void main();
