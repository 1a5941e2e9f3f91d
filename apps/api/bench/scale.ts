/**
 * `pnpm bench:scale`: the reads on the small seeded database and again on a big one, in the same
 * run, through the built API (dist/main.js, a child process) over HTTP; on embedded PGlite and —
 * when BENCH_DATABASE_URL or TEST_DATABASE_URL names a Postgres server — on a fresh database
 * there too.
 *
 * Per engine: the API starts on an empty database (the devnet seed makes the demo user and its
 * wallet) and each read is called as the demo user, BENCH_SCALE_CALLS sequential calls (40)
 * after 2 warm-up ones, p50 kept; a read slower than the budget (BENCH_SCALE_BUDGET_S, 5 s per
 * read) stops early, at 5 calls at least (the table says how many). The API stops; this process
 * adds the bulk in plain SQL (generate_series: bench/scale-social.ts, bench/scale-chain.ts),
 * VACUUM ANALYZEs (autovacuum's work on a server; PGlite has none), and runs each read once
 * in-process with the drivers watched, to EXPLAIN every statement it sends; then the API
 * starts again on the big database and the reads are measured again. The CSV export of the
 * demo wallet is timed while the API's RSS is sampled (every 20 ms).
 *
 * Prints one table per engine; nothing is asserted. Targets (issue 30): at scale, a read's p50
 * within 2x of its seeded p50, no plan that scans a big table sequentially, and the CSV export's
 * RSS growth under 50 MB.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { createApp } from '../src/app';
import { testConfig } from '../src/config/env';
import { type Database, openPglite, openPostgres, queryRows } from '../src/db/client';
import { DEMO_EMAIL, SEED_PASSWORD } from '../src/modules/devnet/seed';
import { freshPostgres } from '../test/support/api-process';
import { BENCH_JWT_SECRET, type ApiChild, startBuiltApi } from './api-child';
import { HEADERS, benchDeps, listen } from './kit';
import { CHAIN_SCALE, chainStatements } from './scale-chain';
import {
  type Explain,
  type SeqScans,
  bigSeqScans,
  sentDuring,
  watchDrivers,
} from './scale-explain';
import { COUNTED_TABLES, RECOUNT, SEARCHES, SOCIAL_SCALE, socialStatements } from './scale-social';

const CALLS = Number(process.env.BENCH_SCALE_CALLS ?? 40);
const BUDGET_MS = Number(process.env.BENCH_SCALE_BUDGET_S ?? 5) * 1000;
const MIN_CALLS = 5;
/** BENCH_SCALE_KEEP=1: keep the big databases (their location is printed) to look into. */
const KEEP = process.env.BENCH_SCALE_KEEP === '1';
const WARM_UP = 2;

interface Demo {
  token: string;
  userId: string;
  walletId: string;
  address: string;
}

interface Read {
  name: string;
  /** `cursor`: the nextCursor of page `after` (below), when the read has one. */
  path: (demo: Demo, cursor: string) => string;
  /**
   * A read after a keyset cursor: the page whose nextCursor it sends, read once by number
   * before the read is timed (a database without that page, the seeded one, skips the read).
   */
  after?: number;
}

const READS: Read[] = [
  { name: 'GET /user', path: () => '/user' },
  { name: 'own profile (follow counts)', path: () => '/user/profile' },
  {
    name: `contact search, prefix ("${SEARCHES.prefix}")`,
    path: () => `/contacts/search/${SEARCHES.prefix}`,
  },
  {
    name: `contact search, inside a name ("${SEARCHES.inside}")`,
    path: () => `/contacts/search/${SEARCHES.inside}`,
  },
  {
    name: `contact search, names sorting last ("${SEARCHES.last}")`,
    path: () => `/contacts/search/${SEARCHES.last}`,
  },
  {
    name: `contact search, no match ("${SEARCHES.none}")`,
    path: () => `/contacts/search/${SEARCHES.none}`,
  },
  { name: 'following page 1', path: () => '/user/following?page=1' },
  { name: 'followers page 1', path: () => '/user/followers?page=1' },
  { name: 'followers page 500', path: () => '/user/followers?page=500' },
  { name: 'referrals page 1', path: () => '/user/referrals?page=1' },
  { name: 'notifications page 1', path: () => '/notifications?page=1' },
  { name: 'notifications page 1,000', path: () => '/notifications?page=1000' },
  {
    name: 'history page 1',
    path: (d) => `/wallets/${d.walletId}/transactions?page=1`,
  },
  {
    name: 'history page 1,000',
    path: (d) => `/wallets/${d.walletId}/transactions?page=1000`,
  },
  {
    // The farthest page from both ends of the list: its kept position walks the most days.
    name: 'history page 5,000 (the middle)',
    path: (d) => `/wallets/${d.walletId}/transactions?page=5000`,
  },
  {
    // The big wallet's last page (100,002 rows, 10 a page): read from the end of the list.
    name: 'history last page (10,001)',
    path: (d) => `/wallets/${d.walletId}/transactions?page=10001`,
  },
  {
    name: 'history page 1,000 by cursor',
    path: (d, cursor) => `/wallets/${d.walletId}/transactions?page=1000&cursor=${cursor}`,
    after: 999,
  },
  {
    name: 'history filtered by type (send)',
    path: (d) => `/wallets/${d.walletId}/transactions?page=1&type=send`,
  },
  {
    name: 'history, rewards grouped',
    path: (d) => `/wallets/${d.walletId}/transactions?page=1&rewards=grouped`,
  },
  {
    name: 'history, rewards grouped, page 1,000',
    path: (d) => `/wallets/${d.walletId}/transactions?page=1000&rewards=grouped`,
  },
  { name: 'GET tokens', path: (d) => `/wallets/${d.walletId}/tokens` },
  {
    name: 'token detail (OPT)',
    path: (d) => `/wallets/${d.walletId}/tokens/optchain-1/OPT`,
  },
];

/** The reads compared with another's seeded p50 (the seed has one page of each). */
const SEEDED_AS: Record<string, string> = {
  'followers page 500': 'followers page 1',
  'notifications page 1,000': 'notifications page 1',
  'history page 1,000': 'history page 1',
  'history page 1,000 by cursor': 'history page 1',
  'history last page (10,001)': 'history page 1',
  'history page 5,000 (the middle)': 'history page 1',
  'history, rewards grouped, page 1,000': 'history, rewards grouped',
};

async function json(res: Response): Promise<Record<string, unknown>> {
  const body = (await res.json()) as Record<string, unknown>;
  if (!res.ok) throw new Error(`${res.url}: ${res.status} ${JSON.stringify(body)}`);
  return body;
}

/** Signs the demo user in (password, then the 2-step code from the devnet outbox). */
async function signInDemo(api: string): Promise<Demo> {
  const post = (route: string, body: unknown) =>
    fetch(`${api}${route}`, { method: 'POST', headers: HEADERS, body: JSON.stringify(body) });
  const login = await json(
    await post('/login', {
      type: 'email',
      identifier: DEMO_EMAIL,
      password: SEED_PASSWORD,
      platform_type: 'payments',
    }),
  );
  let tokens = login;
  if (login.two_factor) {
    let code: string | undefined;
    for (let tries = 0; !code && tries < 100; tries += 1) {
      if (tries > 0) await new Promise((resolve) => setTimeout(resolve, 50));
      const outbox = await json(
        await fetch(`${api}/dev/outbox?to=${encodeURIComponent(DEMO_EMAIL)}`, { headers: HEADERS }),
      );
      code = (outbox.data as { code: string | null }[])[0]?.code ?? undefined;
    }
    tokens = await json(
      await post('/authCodeLogin', {
        identifier: DEMO_EMAIL,
        authCode: code,
        platform_type: 'payments',
      }),
    );
  }
  const token = String(tokens.access_token);
  const auth = { headers: { ...HEADERS, authorization: `Bearer ${token}` } };
  const user = await json(await fetch(`${api}/user`, auth));
  const wallets = (await (await fetch(`${api}/wallets`, auth)).json()) as {
    id: string;
    addresses: { chainId: string; address: string }[];
  }[];
  const wallet = wallets[0];
  if (!wallet) throw new Error('The demo user has no wallet');
  return {
    token,
    userId: String(user.id),
    walletId: wallet.id,
    address: wallet.addresses.find((a) => a.chainId === 'optchain-1')?.address ?? '',
  };
}

/**
 * A read's path on the API at `api` (ending in the API's prefix): with a cursor, page
 * `read.after` is read first for its nextCursor; undefined when that page has none.
 */
async function pathOf(api: string, demo: Demo, read: Read): Promise<string | undefined> {
  if (read.after === undefined) return read.path(demo, '');
  const init = { headers: { ...HEADERS, authorization: `Bearer ${demo.token}` } };
  const before = await json(
    await fetch(`${api}/wallets/${demo.walletId}/transactions?page=${read.after}`, init),
  );
  const cursor = before.nextCursor;
  return typeof cursor === 'string' ? read.path(demo, cursor) : undefined;
}

const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? NaN;

/** A read's p50 over sequential calls (see the header for the count). */
async function p50(api: string, demo: Demo, read: Read, route: string) {
  const url = `${api}${route}`;
  const init = { headers: { ...HEADERS, authorization: `Bearer ${demo.token}` } };
  const call = async () => {
    const started = performance.now();
    const res = await fetch(url, init);
    const body = await res.text();
    if (!res.ok) throw new Error(`${read.name}: ${res.status} ${body.slice(0, 300)}`);
    return { ms: performance.now() - started, body };
  };
  let last = '';
  for (let i = 0; i < WARM_UP; i += 1) last = (await call()).body;
  const times: number[] = [];
  const began = performance.now();
  while (
    times.length < CALLS &&
    (times.length < MIN_CALLS || performance.now() - began < BUDGET_MS)
  ) {
    times.push((await call()).ms);
  }
  return { ms: median(times), calls: times.length, body: last };
}

/** What a read's answer holds, to show the big database is really read. */
function summary(body: string): string {
  const data = JSON.parse(body) as unknown;
  if (Array.isArray(data)) return `${data.length} found`;
  if (typeof data === 'string') return data;
  const o = data as Record<string, unknown>;
  if (typeof o.total === 'number') return `total ${o.total.toLocaleString('en')}`;
  if (typeof o.totalPages === 'number') return `${o.totalPages.toLocaleString('en')} pages`;
  if (Array.isArray(o.transactions)) return `${o.transactions.length} transactions`;
  if (typeof o.followers_count === 'number')
    return `${o.followers_count.toLocaleString('en')} followers, ${Number(o.following_count).toLocaleString('en')} following`;
  return '';
}

/** The CSV export of the demo wallet: its time, rows, and the API's RSS growth meanwhile. */
async function csvExport(child: ApiChild, demo: Demo) {
  const before = child.rss();
  let peak = before;
  const sampler = setInterval(() => {
    peak = Math.max(peak, child.rss());
  }, 20);
  const started = performance.now();
  const res = await fetch(`${child.url}/wallets/${demo.walletId}/transactions.csv`, {
    headers: { ...HEADERS, authorization: `Bearer ${demo.token}` },
  });
  if (!res.ok || !res.body) throw new Error(`CSV export: ${res.status}`);
  let lines = 0;
  const decoder = new TextDecoder();
  for await (const chunk of res.body) {
    lines += decoder.decode(chunk as Uint8Array, { stream: true }).split('\n').length - 1;
  }
  const ms = performance.now() - started;
  clearInterval(sampler);
  peak = Math.max(peak, child.rss());
  return { ms, rows: lines - 1, growthMb: (peak - before) / 2 ** 20 };
}

interface Measured {
  reads: Map<string, { ms: number; calls: number; summary: string }>;
  csv: { ms: number; rows: number; growthMb: number };
}

async function measure(child: ApiChild, demo: Demo): Promise<Measured> {
  const routes = new Map<Read, string>();
  for (const read of READS) {
    const route = await pathOf(child.url, demo, read);
    if (route) routes.set(read, route);
  }
  // A fresh process: its code and the database's caches warm up on a round of every read.
  for (const route of routes.values()) {
    const res = await fetch(`${child.url}${route}`, {
      headers: { ...HEADERS, authorization: `Bearer ${demo.token}` },
    });
    await res.arrayBuffer();
  }
  const reads = new Map<string, { ms: number; calls: number; summary: string }>();
  for (const [read, route] of routes) {
    const { ms, calls, body } = await p50(child.url, demo, read, route);
    reads.set(read.name, { ms, calls, summary: summary(body) });
    process.stdout.write('.');
  }
  const csv = await csvExport(child, demo);
  process.stdout.write('\n');
  return { reads, csv };
}

/** The demo user's ids and the chain's facts the chain generator needs, read in SQL. */
async function chainContext(database: Database, demo: Demo) {
  const validators = await queryRows<{ operator_address: string }>(
    database.db,
    sql`SELECT operator_address FROM ledger_validators WHERE chain_id = 'optchain-1' ORDER BY seq`,
  );
  const [head] = await queryRows<{ genesis_time: string; offset_ms: string }>(
    database.db,
    sql`SELECT genesis_time, offset_ms FROM ledger_heads WHERE chain_id = 'optchain-1'`,
  );
  return {
    demoAddress: demo.address,
    demoWalletId: demo.walletId,
    validators: validators.map((v) => v.operator_address),
    now: Date.now() + Number(head?.offset_ms ?? 0),
  };
}

/** Adds the bulk, with a timing per statement. */
async function grow(database: Database, demo: Demo) {
  const statements = [
    ...socialStatements(demo.userId),
    ...chainStatements(await chainContext(database, demo)),
  ];
  const timings: string[] = [];
  const timed = async (label: string, work: () => Promise<unknown>) => {
    const started = performance.now();
    await work();
    const line = `  ${label}: ${((performance.now() - started) / 1000).toFixed(1)} s`;
    timings.push(line);
    console.log(line);
  };
  // Indexes are built once after the bulk rather than row by row (primary keys stay).
  const indexes = await queryRows<{ indexname: string; indexdef: string }>(
    database.db,
    sql`SELECT indexname, indexdef FROM pg_indexes WHERE schemaname = 'public'
      AND tablename IN ('users', 'contact_search', 'follows', 'notifications', 'ledger_transactions')
      AND indexname NOT IN (SELECT conname FROM pg_constraint)`,
  );
  await timed(`dropping ${indexes.length} indexes`, async () => {
    for (const { indexname } of indexes)
      await database.db.execute(sql.raw(`DROP INDEX "${indexname}"`));
  });
  // The count triggers are off while the bulk goes in; user_counts is then counted in one
  // statement (test/identity/user-counts.test.ts proves the triggers on writes of every kind).
  for (const table of COUNTED_TABLES)
    await database.db.execute(sql.raw(`ALTER TABLE ${table} DISABLE TRIGGER USER`));
  try {
    for (const { label, sql: text } of statements) {
      await timed(label, () => database.db.execute(sql.raw(text)));
    }
  } finally {
    for (const table of COUNTED_TABLES)
      await database.db.execute(sql.raw(`ALTER TABLE ${table} ENABLE TRIGGER USER`));
  }
  await timed('counting user_counts again', async () => {
    for (const text of RECOUNT) await database.db.execute(sql.raw(text));
  });
  await timed(`building the ${indexes.length} indexes again`, () =>
    database.db.transaction(async (trx) => {
      await trx.execute(sql.raw(`SET LOCAL maintenance_work_mem = '256MB'`));
      for (const { indexdef } of indexes) await trx.execute(sql.raw(indexdef));
    }),
  );
  const started = performance.now();
  for (const table of [
    'users',
    'contact_search',
    'follows',
    'notifications',
    'user_counts',
    'wallets',
    'ledger_transactions',
    'ledger_tx_counts',
    'ledger_tx_days',
    'ledger_payout_groups',
  ]) {
    await database.db.execute(sql.raw(`VACUUM (ANALYZE) ${table}`));
  }
  const line = `  VACUUM ANALYZE: ${((performance.now() - started) / 1000).toFixed(1)} s`;
  timings.push(line);
  console.log(line);
  return timings;
}

/** Each read once through the in-process app, its statements EXPLAINed. */
async function explainReads(database: Database, demo: Demo, explain: Explain) {
  const deps = benchDeps(database, {
    config: testConfig({
      jwtSecret: BENCH_JWT_SECRET,
      logLevel: 'silent',
      trustedIps: ['127.0.0.1', '::1', '::ffff:127.0.0.1'],
    }),
  });
  const app = createApp(deps);
  const server = await listen(app.fetch);
  const init = { headers: { ...HEADERS, authorization: `Bearer ${demo.token}` } };
  const scans = new Map<string, SeqScans>();
  try {
    for (const read of READS) {
      const route = await pathOf(`${server.base}/api`, demo, read);
      if (!route) continue;
      const sent = await sentDuring(async () => {
        const res = await fetch(`${server.base}/api${route}`, init);
        await res.arrayBuffer();
      });
      scans.set(read.name, await bigSeqScans(explain, sent));
    }
    // The export: its first chunks (the keyset statement with and without a cursor).
    const sent = await sentDuring(async () => {
      const res = await fetch(`${server.base}/api/wallets/${demo.walletId}/transactions.csv`, init);
      const reader = res.body?.getReader() as ReadableStreamDefaultReader<Uint8Array> | undefined;
      let bytes = 0;
      while (reader && bytes < 200_000) {
        const { done, value } = await reader.read();
        if (done) break;
        bytes += value.length;
      }
      await reader?.cancel();
    });
    scans.set('CSV export', await bigSeqScans(explain, sent));
  } finally {
    server.server.close();
  }
  return scans;
}

interface Engine {
  name: string;
  /** Where the child API finds the database. */
  target: { dataDir?: string; url?: string };
  open(): Promise<{ database: Database; explain: Explain; close(): Promise<void> }>;
  drop(): Promise<void>;
}

function pgliteEngine(): Engine {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'optwallet-bench-scale-'));
  return {
    name: 'PGlite',
    target: { dataDir },
    async open() {
      const database = await openPglite(path.join(dataDir, 'pglite'));
      return {
        database,
        explain: async (text, params) =>
          Object.values(
            (await queryRows<Record<string, unknown>>(database.db, pgliteSql(text, params)))[0] ??
              {},
          )[0],
        close: () => database.close(),
      };
    },
    drop: () => Promise.resolve(rmSync(dataDir, { recursive: true, force: true })),
  };
}

/** A text with $n parameters as drizzle SQL (EXPLAIN through the database's own session). */
function pgliteSql(text: string, params: unknown[]) {
  const parts = text.split(/\$(\d+)\b/);
  return sql.join(
    parts.map((part, i) => (i % 2 === 0 ? sql.raw(part) : sql`${params[Number(part) - 1]}`)),
    sql``,
  );
}

async function postgresEngine(serverUrl: string): Promise<Engine> {
  const { url, drop } = await freshPostgres(serverUrl, 'optwallet_scale');
  return {
    name: 'Postgres',
    target: { url },
    async open() {
      const database = await openPostgres(url);
      const client = new pg.Client({ connectionString: url });
      await client.connect();
      return {
        database,
        explain: async (text, params) =>
          Object.values(
            (await client.query<Record<string, unknown>>(text, params)).rows[0] ?? {},
          )[0],
        async close() {
          await client.end();
          await database.close();
        },
      };
    },
    drop,
  };
}

interface Row {
  read: string;
  'seeded p50 ms': number | string;
  'at scale p50 ms': number | string;
  ratio: number | string;
  target: string;
  calls: string;
  'seq scan on a big table': string;
  'at scale': string;
}

const round = (ms: number) => Math.round(ms * 10) / 10;

/** "no" or "yes (tables)", with how many statements were explained. */
function seqScanCell(seq: SeqScans | undefined): string {
  if (!seq) return '?';
  // PGlite's prepared statements go as protocol messages (Parse/Bind), which the watch does
  // not see: those reads are explained on Postgres.
  if (seq.explained === 0) return 'not seen (prepared)';
  const found = seq.tables.length > 0 ? `yes: ${seq.tables.join(', ')}` : 'no';
  return `${found} (${seq.explained} explained)`;
}

async function runEngine(engine: Engine): Promise<{ rows: Row[]; timings: string[] }> {
  console.log(`\n${engine.name}: the seeded database`);
  let child = await startBuiltApi(engine.target);
  let demo: Demo;
  let seeded: Measured;
  try {
    demo = await signInDemo(child.url);
    seeded = await measure(child, demo);
  } finally {
    await child.stop();
  }
  console.log(`${engine.name}: adding the bulk`);
  const opened = await engine.open();
  let timings: string[];
  let scans: Map<string, SeqScans>;
  try {
    timings = await grow(opened.database, demo);
    scans = await explainReads(opened.database, demo, opened.explain);
  } finally {
    await opened.close();
  }
  console.log(`${engine.name}: the big database`);
  child = await startBuiltApi(engine.target);
  let big: Measured;
  try {
    big = await measure(child, demo);
  } finally {
    await child.stop();
  }
  const rows: Row[] = READS.map((read) => {
    const base = seeded.reads.get(SEEDED_AS[read.name] ?? read.name);
    const grown = big.reads.get(read.name);
    const seq = scans.get(read.name);
    return {
      read: SEEDED_AS[read.name] ? `${read.name} (seeded: page 1)` : read.name,
      'seeded p50 ms': round(base?.ms ?? NaN),
      'at scale p50 ms': round(grown?.ms ?? NaN),
      ratio: `${round((grown?.ms ?? NaN) / (base?.ms ?? NaN))}x`,
      target: '<= 2x',
      calls: `${base?.calls}/${grown?.calls}`,
      'seq scan on a big table': seqScanCell(seq),
      'at scale': grown?.summary ?? '',
    };
  });
  const csvSeq = scans.get('CSV export');
  rows.push({
    read: `CSV export (${seeded.csv.rows} / ${big.csv.rows.toLocaleString('en')} rows)`,
    'seeded p50 ms': round(seeded.csv.ms),
    'at scale p50 ms': round(big.csv.ms),
    ratio: `${round(big.csv.ms / seeded.csv.ms)}x`,
    target: 'RSS < 50 MB',
    calls: '1/1',
    'seq scan on a big table': seqScanCell(csvSeq),
    'at scale': `RSS +${round(seeded.csv.growthMb)} MB / +${round(big.csv.growthMb)} MB`,
  });
  return { rows, timings };
}

async function main() {
  watchDrivers();
  const engines = (process.env.BENCH_ENGINES ?? 'pglite,postgres').split(',');
  const serverUrl = process.env.BENCH_DATABASE_URL || process.env.TEST_DATABASE_URL;
  const results: { name: string; rows: Row[]; timings: string[] }[] = [];
  const plan: Engine[] = [];
  if (engines.includes('pglite')) plan.push(pgliteEngine());
  if (serverUrl && engines.includes('postgres')) plan.push(await postgresEngine(serverUrl));
  for (const engine of plan) {
    const started = performance.now();
    try {
      results.push({ name: engine.name, ...(await runEngine(engine)) });
    } finally {
      if (KEEP) console.log(`${engine.name}: kept at ${JSON.stringify(engine.target)}`);
      else await engine.drop();
    }
    console.log(`${engine.name}: ${((performance.now() - started) / 60_000).toFixed(1)} min`);
  }
  const s = SOCIAL_SCALE;
  console.log(
    `\nReads on the seeded database and at scale — ${s.users.toLocaleString('en')} people, ` +
      `${s.follows.toLocaleString('en')} follow edges, ${s.notifications.toLocaleString('en')} notifications ` +
      `(${s.demoNotifications.toLocaleString('en')} the demo user's), ${CHAIN_SCALE.transactions.toLocaleString('en')} ` +
      `transactions (${CHAIN_SCALE.demoTransactions.toLocaleString('en')} in the demo wallet). p50 of up to ${CALLS} ` +
      `sequential calls through the built API over HTTP (calls: seeded/at scale). ` +
      `${serverUrl ? '' : '(Set BENCH_DATABASE_URL for Postgres too.)'}`,
  );
  for (const result of results) {
    console.log(`\n${result.name} (bulk added in:)\n${result.timings.join('\n')}`);
    console.table(result.rows);
  }
}

void main();
