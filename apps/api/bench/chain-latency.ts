/**
 * `pnpm bench` (second part): the chain under autocannon — transferPreview, transfer and
 * GET /wallets/{id}/tokens — on embedded PGlite and, when BENCH_DATABASE_URL or TEST_DATABASE_URL
 * names a Postgres server, on a fresh database there too. A real listening server on an
 * ephemeral port, the four seed validators, SENDERS users with funded wallets.
 * Transfers pass the wallet passcode, so each one pays the argon2id unlock (by design).
 */
import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import autocannon from 'autocannon';
import { createApp } from '../src/app';
import { testConfig } from '../src/config/env';
import { type Database, openPglite } from '../src/db/client';
import { openTestDatabase } from '../src/db/test-database';
import type { Deps } from '../src/lib/http';
import { createBackground } from '../src/lib/background';
import { createLogger } from '../src/lib/logger';
import { seedChain } from '../src/services/chain/wallet-chain';
import { listOutbox } from '../src/services/outbox';

const CONNECTIONS = 10;
const DURATION_S = 8;
const SENDERS = 10;
const PASSCODE = 'Bench#wallet1';
const HEADERS = { 'content-type': 'application/json', 'X-App-Version': '1.0.3' };

interface Sender {
  token: string;
  walletId: string;
  native: string;
}

interface Row {
  database: string;
  call: string;
  'requests/s': number;
  'p50 (ms)': number;
  'p99 (ms)': number;
  requests: number;
  'non-2xx': number;
}

async function run(engine: string, database: Database): Promise<Row[]> {
  const logger = createLogger('silent');
  const config = testConfig({ logLevel: 'silent' });
  const deps: Deps = {
    config,
    db: database.db,
    logger,
    clock: () => new Date(),
    mailer: { deliver: () => Promise.resolve('stored') },
    background: createBackground(logger),
  };
  await seedChain(deps);
  const app = createApp(deps);
  const server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' });
  await new Promise((resolve) => server.once('listening', resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api`;

  const call = async (method: string, path: string, token?: string, body?: unknown) => {
    const res = await fetch(`${base}${path}`, {
      method,
      headers: token ? { ...HEADERS, authorization: `Bearer ${token}` } : HEADERS,
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    return (await res.json()) as Record<string, unknown>;
  };

  const senders: Sender[] = [];
  for (let i = 0; i < SENDERS; i += 1) {
    const email = `bench${i}@example.com`;
    await call('POST', '/register', undefined, {
      type: 'email',
      identifier: email,
      password: 'Bench#pass1',
      password_confirmation: 'Bench#pass1',
      age_consent: true,
      terms_consent: true,
      platform_type: 'payments',
    });
    await deps.background.settled(); // the sign-up code is mailed after the answer
    const [mail] = await listOutbox(database.db, email, 1);
    const tokens = await call('POST', '/authCodeLogin', undefined, {
      identifier: email,
      authCode: mail?.code,
      platform_type: 'payments',
    });
    const token = String(tokens.access_token);
    const { mnemonic } = await call('GET', '/wallets/mnemonic', token);
    const wallet = (await call('POST', '/wallets', token, {
      walletPasscode: PASSCODE,
      mnemonic,
    })) as { id: string; addresses: { chainId: string; address: string }[] };
    const native = wallet.addresses.find((a) => a.chainId === 'optchain-1')?.address ?? '';
    senders.push({ token, walletId: wallet.id, native });
  }

  const transferBody = (from: number) => ({
    chainId: 'optchain-1',
    symbol: 'OPT',
    amount: '0.001',
    to: (senders[(from + 1) % SENDERS] as Sender).native,
    transferType: 'send',
    memo: 'bench',
  });
  let counter = 0;
  /** Each request comes from the next sender (its own token, wallet and receiver). */
  const rotating = (path: string, withBody: (i: number) => Record<string, unknown>) =>
    autocannon({
      url: base,
      connections: CONNECTIONS,
      duration: DURATION_S,
      requests: [
        {
          method: 'POST',
          setupRequest: (req) => {
            counter += 1;
            const i = counter % SENDERS;
            const sender = senders[i] as Sender;
            return {
              ...req,
              path: `/api/wallets/${sender.walletId}/${path}`,
              headers: {
                ...HEADERS,
                authorization: `Bearer ${sender.token}`,
                'Idempotency-Key': `bench-${engine}-${counter}`,
              },
              body: JSON.stringify(withBody(i)),
            };
          },
        },
      ],
    });

  const first = senders[0] as Sender;
  const results: [string, autocannon.Result][] = [];
  results.push(['transferPreview', await rotating('transferPreview', transferBody)]);
  results.push([
    'transfer (send OPT)',
    await rotating('transfer', (i) => ({
      ...transferBody(i),
      description: '',
      walletPasscode: PASSCODE,
    })),
  ]);
  results.push([
    'GET tokens',
    await autocannon({
      url: `${base}/wallets/${first.walletId}/tokens`,
      connections: CONNECTIONS,
      duration: DURATION_S,
      headers: { ...HEADERS, authorization: `Bearer ${first.token}` },
    }),
  ]);
  server.close();
  return results.map(([name, r]) => ({
    database: engine,
    call: name,
    'requests/s': Math.round(r.requests.average * 10) / 10,
    'p50 (ms)': r.latency.p50,
    'p99 (ms)': r.latency.p99,
    requests: r.requests.total,
    'non-2xx': r.non2xx + r.errors,
  }));
}

async function main() {
  const rows: Row[] = [];
  const pglite = await openPglite();
  rows.push(...(await run('PGlite', pglite)));
  await pglite.close();
  const url = process.env.BENCH_DATABASE_URL || process.env.TEST_DATABASE_URL;
  if (url) {
    const postgres = await openTestDatabase(url);
    try {
      rows.push(...(await run('Postgres', postgres)));
    } finally {
      await postgres.close();
    }
  }
  console.log(
    `\nChain calls — autocannon -c ${CONNECTIONS} -d ${DURATION_S}, ${SENDERS} senders` +
      `${url ? '' : ' (set BENCH_DATABASE_URL for Postgres too)'}\n`,
  );
  console.table(rows);
  if (rows.some((r) => r['non-2xx'] > 0)) process.exitCode = 1;
}

void main();
