import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { PGLITE_EXTENSIONS } from '../../src/db/client';

/**
 * The real server as a child process (src/main.ts under tsx, as `pnpm dev` runs it, or a build's
 * main.js as production runs it), for tests that need several replicas on one database, a kill
 * -9, or production mode. Only processes started here are stopped or killed, by their own pid.
 */

const API_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const HEADERS = { 'content-type': 'application/json', 'X-App-Version': '1.0.3' };

export interface ApiProcess {
  url: string;
  /** The server's own pid (to read its memory from /proc, never to signal another process). */
  pid: number;
  /** SIGTERM and wait for the exit (the server closes its database). */
  stop(): Promise<void>;
  /** SIGKILL: no shutdown at all. */
  kill9(): Promise<void>;
  output(): string;
}

/** Settings every replica of one test shares (their tokens must be valid on each other). */
export function replicaEnv(extra: Record<string, string>): Record<string, string> {
  return {
    NODE_ENV: 'test',
    DEVNET: 'on',
    HOST: '127.0.0.1',
    PORT: '0',
    LOG_LEVEL: 'warn',
    JWT_SECRET: 'replica-test-secret-replica-test-secret-0123',
    TRUSTED_IPS: '127.0.0.1,::1,::ffff:127.0.0.1',
    EVM_RPC_URL: 'off',
    // No native chain unless a test names its node (the devnet default is the devnet node).
    OPT_RPC_URL: 'off',
    // The wallets pay their own fees: these tests count every fee exactly, and a grant landing in
    // the middle of a burst would make some sends free (gasless-first-sends.test.ts tests those).
    OPT_FEE_PAYER_MNEMONIC: 'off',
    ...extra,
  };
}

export async function startApi(
  env: Record<string, string>,
  options: { built?: string; startTimeoutMs?: number } = {},
): Promise<ApiProcess> {
  // Node itself with tsx's loader (not the tsx binary, which would run the server as its own
  // child): the pid killed is the server's. `built`: a bundle's main.js, run by node alone.
  const args = options.built
    ? [options.built]
    : ['--conditions=@optwallet/source', '--import', 'tsx', 'src/main.ts'];
  const child: ChildProcess = spawn(process.execPath, args, {
    cwd: API_DIR,
    env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const url = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error(`API did not start:\n${output}`)),
      options.startTimeoutMs ?? 180_000,
    );
    const read = (chunk: Buffer) => {
      output += chunk.toString();
      const ready = /api ready on http:\/\/localhost:(\d+)\/api/.exec(output);
      if (ready) {
        clearTimeout(timer);
        resolve(`http://127.0.0.1:${ready[1]}/api`);
      }
    };
    child.stdout?.on('data', read);
    child.stderr?.on('data', read);
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`API exited (${code}) before it was ready:\n${output}`));
    });
  });
  const end = async (signal: NodeJS.Signals) => {
    if (child.exitCode === null && child.signalCode === null) child.kill(signal);
    await exited;
  };
  return {
    url,
    pid: child.pid ?? 0,
    stop: () => end('SIGTERM'),
    kill9: () => end('SIGKILL'),
    output: () => output,
  };
}

/** A fresh database on the Postgres server of TEST_DATABASE_URL, dropped by `drop`. */
export async function freshPostgres(
  serverUrl: string,
  prefix = 'optwallet_replicas',
): Promise<{ url: string; drop: (this: void) => Promise<void> }> {
  const name = `${prefix}_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const cleanup = new pg.Client({ connectionString: serverUrl });
      await cleanup.connect();
      await cleanup.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await cleanup.end();
    },
  };
}

export type Query = <T = Record<string, unknown>>(text: string) => Promise<T[]>;

/** Runs `work` with SQL on a Postgres database. */
export async function withPostgres<T>(url: string, work: (query: Query) => Promise<T>) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await work(async <R>(text: string) => (await client.query(text)).rows as R[]);
  } finally {
    await client.end();
  }
}

/** Runs `work` with SQL on a PGlite data directory (its server must be stopped). */
export async function withPglite<T>(dataDir: string, work: (query: Query) => Promise<T>) {
  const client = new PGlite(path.join(dataDir, 'pglite'), { extensions: PGLITE_EXTENSIONS });
  await client.waitReady;
  try {
    return await work(async <R>(text: string) => (await client.query<R>(text)).rows);
  } finally {
    await client.close();
  }
}

export interface Client {
  call(
    method: string,
    path: string,
    body?: unknown,
    headers?: Record<string, string>,
  ): Promise<{
    status: number;
    json: Record<string, unknown>;
  }>;
}

/** HTTP to one replica, with a bearer token when given. */
export function client(url: string, token?: string): Client {
  return {
    async call(method, route, body, headers = {}) {
      const res = await fetch(`${url}${route}`, {
        method,
        headers: { ...HEADERS, ...(token ? { authorization: `Bearer ${token}` } : {}), ...headers },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      const text = await res.text();
      try {
        return { status: res.status, json: JSON.parse(text) as Record<string, unknown> };
      } catch {
        return { status: res.status, json: { text } };
      }
    },
  };
}

export const WALLET_KEY = 'Replica#key1';

export interface Person {
  token: string;
  walletId: string;
  native: string;
  evm: string;
}

/** Signs up on a replica (the code from its devnet outbox) and makes a funded wallet. */
export async function personOn(url: string, email: string): Promise<Person> {
  const open = client(url);
  const password = 'Replica#pass1';
  const reg = await open.call('POST', '/register', {
    type: 'email',
    identifier: email,
    password,
    password_confirmation: password,
    age_consent: true,
    terms_consent: true,
    platform_type: 'payments',
  });
  if (reg.status !== 200) throw new Error(`register ${reg.status} ${JSON.stringify(reg.json)}`);
  // The sign-up code is mailed after the answer: the outbox has it a moment later.
  let code: string | null | undefined;
  for (let tries = 0; !code && tries < 100; tries += 1) {
    if (tries > 0) await new Promise((resolve) => setTimeout(resolve, 50));
    const outbox = await open.call('GET', `/dev/outbox?to=${encodeURIComponent(email)}`);
    code = (outbox.json.data as { code: string | null }[] | undefined)?.[0]?.code;
  }
  const login = await open.call('POST', '/authCodeLogin', {
    identifier: email,
    authCode: code,
    platform_type: 'payments',
  });
  const token = String(login.json.access_token);
  const signed = client(url, token);
  const { json: phrase } = await signed.call('GET', '/wallets/mnemonic');
  const created = await signed.call('POST', '/wallets', {
    walletPasscode: WALLET_KEY,
    mnemonic: phrase.mnemonic,
  });
  if (created.status !== 200)
    throw new Error(`wallet ${created.status} ${JSON.stringify(created.json)}`);
  const addresses = created.json.addresses as { chainId: string; address: string }[];
  const at = (chainId: string) => addresses.find((a) => a.chainId === chainId)?.address ?? '';
  return { token, walletId: String(created.json.id), native: at('optchain-1'), evm: at('1') };
}

/** Reads until `done` says so or `ms` passed; answers the last value read. */
export async function until<T>(read: () => Promise<T>, done: (value: T) => boolean, ms: number) {
  const started = Date.now();
  for (;;) {
    const value = await read();
    if (done(value) || Date.now() - started > ms) return value;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

export interface HistoryRow {
  hash: string;
  type: string;
  status: string;
  amount: string;
}

/** A wallet's whole OPT history on a replica (every page of 100). */
export async function optHistory(url: string, person: Person): Promise<HistoryRow[]> {
  const rows: HistoryRow[] = [];
  for (let page = 1; ; page += 1) {
    const res = await client(url, person.token).call(
      'GET',
      `/wallets/${person.walletId}/transactions?page=${page}&limit=100&chainId=optchain-1`,
    );
    const batch = (res.json.transactions ?? []) as HistoryRow[];
    rows.push(...batch);
    if (batch.length < 100) return rows;
  }
}

/** A wallet's OPT balance as a replica shows it (decimal OPT). */
export async function optBalance(url: string, person: Person): Promise<string | undefined> {
  const res = await client(url, person.token).call('GET', `/wallets/${person.walletId}/tokens`);
  const tokens = (res.json.tokens ?? []) as { chainId: string; symbol: string; balance: string }[];
  return tokens.find((t) => t.chainId === 'optchain-1' && t.symbol === 'OPT')?.balance;
}

const UOPT_PER_OPT = 1_000_000n;

/** uopt as the API's decimal OPT string (no trailing zeros). */
export const displayOpt = (uopt: bigint) =>
  `${uopt / UOPT_PER_OPT}.${(uopt % UOPT_PER_OPT).toString().padStart(6, '0')}`.replace(
    /\.?0+$/,
    '',
  );

/**
 * What one test file started or made (processes, temporary directories, databases), released
 * in reverse order by `release()` in its afterAll: a process stops before its directory goes.
 */
export class Resources {
  private readonly releases: (() => Promise<void>)[] = [];

  /** Runs `release` at the end (last added, first run). */
  later(release: () => Promise<void> | void): void {
    this.releases.push(async () => release());
  }

  /** A started process (an API, a node), stopped at the end. */
  process<T extends { stop(): Promise<void> }>(started: T): T {
    this.later(() => started.stop());
    return started;
  }

  /** A new temporary directory, removed at the end. */
  tempDir(prefix: string): string {
    const dir = mkdtempSync(path.join(tmpdir(), prefix));
    this.later(() => rmSync(dir, { recursive: true, force: true }));
    return dir;
  }

  async release(): Promise<void> {
    for (const release of this.releases.splice(0).reverse()) await release();
  }
}

/** One OPT send of a test: from person `from` to the next one, with its answer once sent. */
export interface OptSend {
  from: number;
  amount: bigint;
  key?: string;
  status?: number;
  hash?: string;
  message?: string;
}

/** Sends `send` through the replica at `url` (to the next person, in a ring); its answer. */
export async function sendOpt<T extends OptSend>(
  url: string,
  people: Person[],
  send: T,
  description = '',
): Promise<T> {
  const from = people[send.from] as Person;
  const res = await client(url, from.token).call(
    'POST',
    `/wallets/${from.walletId}/transfer`,
    {
      chainId: 'optchain-1',
      symbol: 'OPT',
      amount: displayOpt(send.amount),
      to: people[(send.from + 1) % people.length]?.native,
      transferType: 'send',
      memo: '',
      description,
      walletPasscode: WALLET_KEY,
    },
    send.key ? { 'Idempotency-Key': send.key } : {},
  );
  return {
    ...send,
    status: res.status,
    hash: res.json.transactionHash as string | undefined,
    message: res.json.message as string | undefined,
  };
}

/** A send as text for an assertion's message (its bigint as a string). */
export const showSend = (send: OptSend) => JSON.stringify({ ...send, amount: String(send.amount) });

/**
 * Each person's uopt after the node faucet's 1 000 OPT and the ring of sends that took place
 * (each send's amount and the devnet's 5 000 uopt fee out, the amount into the next person).
 */
export function expectedOptBalances(people: number, applied: readonly OptSend[]): bigint[] {
  const balances = Array.from({ length: people }, () => 1000n * UOPT_PER_OPT);
  for (const send of applied) {
    const to = (send.from + 1) % people;
    balances[send.from] = (balances[send.from] ?? 0n) - send.amount - 5_000n;
    balances[to] = (balances[to] ?? 0n) + send.amount;
  }
  return balances;
}

/**
 * The database of a test of API processes: a fresh database on the Postgres server of
 * `serverUrl` (TEST_DATABASE_URL: CI's Postgres pass) when given, else PGlite in the temporary
 * data directory; the replicas' environment on it, and SQL on it (PGlite: once its server stopped).
 */
export async function replicaDatabase(resources: Resources, prefix: string, serverUrl?: string) {
  const dataDir = resources.tempDir(`${prefix}-`);
  const database = serverUrl
    ? await freshPostgres(serverUrl, prefix.replace(/-/g, '_'))
    : undefined;
  if (database) resources.later(database.drop);
  return {
    dataDir,
    database,
    env: (extra: Record<string, string> = {}) =>
      replicaEnv({
        DATA_DIR: dataDir,
        ...(database ? { DATABASE_URL: database.url } : {}),
        ...extra,
      }),
    inspect: <T>(work: (query: Query) => Promise<T>) =>
      database ? withPostgres(database.url, work) : withPglite(dataDir, work),
  };
}

/**
 * `count` people signed up across the replicas at `urls`, each with a wallet the node faucet's
 * drip reached (indexed: a settled row in its OPT history), or an error after two minutes.
 */
export async function fundedPeople(urls: string[], count: number, prefix: string) {
  const people: Person[] = [];
  for (let i = 0; i < count; i += 1) {
    people.push(await personOn(urls[i % urls.length] ?? '', `${prefix}-${i}@example.com`));
  }
  for (const person of people) {
    const rows = await until(
      () => optHistory(urls[0] ?? '', person),
      (list) => list.some((r) => r.status === 'success'),
      120_000,
    );
    if (!rows.some((r) => r.status === 'success')) {
      throw new Error(`the faucet's drip to ${person.native} was not indexed`);
    }
  }
  return people;
}
