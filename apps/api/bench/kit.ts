import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import { sql } from 'drizzle-orm';
import { type Database, queryRows } from '../src/db/client';
import { testConfig } from '../src/config/env';
import { createBackground } from '../src/lib/background';
import type { Deps } from '../src/deps';
import { createLogger } from '../src/lib/logger';
import { listOutbox } from '../src/lib/outbox';

/**
 * The API's dependencies on a bench database: mail stored, not sent, and this machine trusted,
 * since many sign-ups from one address would meet the per-address limits.
 */
export function benchDeps(
  database: Database,
  extra: Partial<Deps> = {},
  logLevel = 'silent',
): Deps {
  const logger = createLogger(logLevel);
  return {
    config: testConfig({
      logLevel: 'silent',
      trustedIps: ['127.0.0.1', '::1', '::ffff:127.0.0.1'],
    }),
    db: database.db,
    logger,
    clock: () => new Date(),
    mailer: { deliver: () => Promise.resolve('stored') },
    background: createBackground(logger),
    ...extra,
  };
}

/** What the bench's request helpers send with every call. */
export const HEADERS = { 'content-type': 'application/json', 'X-App-Version': '1.0.3' };

type Fetch = Parameters<typeof serve>[0]['fetch'];

/** A server on an ephemeral port (the peer address reaches the app, for its trusted IPs). */
export async function listen(fetch: Fetch) {
  const server = serve({ fetch, port: 0, hostname: '127.0.0.1' });
  await new Promise((resolve) => server.once('listening', resolve));
  return { server, base: `http://127.0.0.1:${(server.address() as AddressInfo).port}` };
}

/** A JSON call to the API at `api` (…/api), with a bearer token when given. */
export function caller(api: string) {
  return async (method: string, path: string, token?: string, body?: unknown) => {
    const res = await fetch(`${api}${path}`, {
      method,
      headers: token ? { ...HEADERS, authorization: `Bearer ${token}` } : HEADERS,
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    return (await res.json()) as Record<string, unknown>;
  };
}

/** A bench user with a wallet, made through the API as the app makes one. */
export interface Sender {
  token: string;
  walletId: string;
  native: string;
  evm: string;
  sealed: string;
  mnemonic: string;
}

/** Signs up `email` (code login), makes its wallet with `passcode` and answers its keys. */
export async function signUpWallet(
  call: ReturnType<typeof caller>,
  deps: Deps,
  database: Database,
  email: string,
  passcode: string,
): Promise<Sender> {
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
    walletPasscode: passcode,
    mnemonic,
  })) as { id?: string; addresses: { chainId: string; address: string }[] };
  if (!wallet.id) throw new Error(`bench wallet ${email}: ${JSON.stringify(wallet)}`);
  const [row] = await queryRows<{ sealed_mnemonic: string }>(
    database.db,
    sql`SELECT sealed_mnemonic FROM wallets WHERE id = ${wallet.id}`,
  );
  const at = (chainId: string) => wallet.addresses.find((a) => a.chainId === chainId)?.address;
  return {
    token,
    walletId: wallet.id,
    native: at('optchain-1') ?? '',
    evm: at('1') ?? '',
    sealed: row?.sealed_mnemonic ?? '',
    mnemonic: String(mnemonic),
  };
}

export const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? NaN;
export const percentile = (values: number[], p: number) =>
  [...values].sort((a, b) => a - b)[
    Math.min(values.length - 1, Math.ceil(values.length * p) - 1)
  ] ?? NaN;

/** `workers` sequential streams for `seconds`: the hashes answered, per second. */
export async function pump<H extends string>(
  workers: number,
  seconds: number,
  work: (worker: number) => Promise<H | undefined>,
): Promise<{ perSecond: number; hashes: H[]; failures: number }> {
  const hashes: H[] = [];
  let failures = 0;
  const started = performance.now();
  const until = started + seconds * 1000;
  await Promise.all(
    Array.from({ length: workers }, async (_, worker) => {
      while (performance.now() < until) {
        const hash = await work(worker).catch(() => undefined);
        if (hash) hashes.push(hash);
        else failures += 1;
      }
    }),
  );
  const elapsed = (performance.now() - started) / 1000;
  return { perSecond: Math.round((hashes.length / elapsed) * 10) / 10, hashes, failures };
}

/**
 * Sends through the API next to its floors, back to back, `rounds` times: each stream (in the
 * order given, the API's last) runs `workers` sequential streams for `seconds`. Answers each
 * round's sends/s by stream, every answered hash (to be checked on the chain) and the failures.
 */
export async function sendRounds<K extends string, H extends string>(
  options: { rounds: number; seconds: number; workers: number },
  streams: Record<K, (worker: number) => Promise<H | undefined>>,
) {
  const runs: Record<K, number>[] = [];
  const answered: H[] = [];
  let failures = 0;
  for (let round = 0; round < options.rounds; round += 1) {
    const run = {} as Record<K, number>;
    for (const [name, work] of Object.entries(streams) as [K, (w: number) => Promise<H>][]) {
      const pumped = await pump(options.workers, options.seconds, work);
      answered.push(...pumped.hashes);
      failures += pumped.failures;
      run[name] = pumped.perSecond;
    }
    runs.push(run);
  }
  /** The median of the rounds' sends/s of one stream. */
  const rate = (name: K) => median(runs.map((r) => r[name]));
  /** The median of the rounds' ratios `ours / floor` (each round's pair measured back to back). */
  const ratio = (ours: K, floor: K) =>
    Math.round(median(runs.map((r) => r[ours] / Math.max(0.1, r[floor]))) * 100) / 100;
  return { runs, answered, failures, rate, ratio };
}

/**
 * Indexer lag: `samples` transfers from outside the product to product addresses, spread over the
 * poll's phase; `sendCommitted(i)` sends one and answers its hash once its block is committed
 * (or mined); the lag is from then to the receiver's 'funds_received' notification row.
 */
export async function fundsReceivedLags(
  database: Database,
  options: { samples: number; pollMs: number },
  sendCommitted: (sample: number) => Promise<string>,
): Promise<number[]> {
  const lags: number[] = [];
  for (let i = 0; i < options.samples; i += 1) {
    await new Promise((r) => setTimeout(r, Math.random() * options.pollMs));
    const hash = await sendCommitted(i);
    const committedAt = performance.now();
    for (;;) {
      const [row] = await queryRows(
        database.db,
        sql`SELECT 1 AS ok FROM notifications WHERE type = 'funds_received'
          AND data->>'transaction_hash' = ${hash}`,
      );
      if (row) break;
      if (performance.now() - committedAt > 30_000) throw new Error('no funds_received in 30 s');
      await new Promise((r) => setTimeout(r, 5));
    }
    lags.push(performance.now() - committedAt);
  }
  return lags;
}
