/**
 * `pnpm --filter @optwallet/api bench`: the API's throughput as ratios against floors measured in
 * the same process and the same minute, on embedded PGlite and — when BENCH_DATABASE_URL or
 * TEST_DATABASE_URL names a Postgres server — on a fresh database there too, with the product's
 * background work running as `npm start` runs it: OPT on an OptChain node process with the
 * follower indexing its blocks, the EVM network on anvil with its indexer.
 *
 * Reads, two floors on the same engine (the same PGlite instance, the same Postgres pool): the
 * minimal one, bare Hono on @hono/node-server answering the least SQL that returns the same data
 * (one plain SELECT: the user row, the wallet's balances with the kept EVM ones, ten
 * transactions, the validators), as JSON; and the own-statement one, bare Hono running the
 * read's own statement (the prepared statement the API runs, with the parameters the API gives
 * it, the reader's session among them; its rows as JSON), so `ratio` shows what users pay
 * against what the data needs and `own ratio` what the app adds around its statement.
 * autocannon, BENCH_DURATION_S seconds per measurement (default 3); a floor and its call are
 * measured back to back BENCH_ROUNDS times (default 3) and the table shows the medians, so the
 * load of a shared machine moves both sides of a ratio alike. Prints one table; nothing is
 * asserted. Sends: the EVM rows (sends against anvil next to viem, the indexer's lag) are
 * bench/evm-sends.ts (`BENCH_ONLY=EVM`), the OPT rows (sends through the API on the OptChain node
 * next to cosmjs, the follower's lag) bench/cosmos-sends.ts (`BENCH_ONLY=OPT`).
 */
import autocannon from 'autocannon';
import { sql } from 'drizzle-orm';
import { Hono } from 'hono';
import { decodeJwt } from 'jose';
import { createApp } from '../src/app';
import { type Database, openPglite, queryRows } from '../src/db/client';
import { openTestDatabase } from '../src/db/test-database';
import { runPrepared } from '../src/db/prepared';
import { findUserWithRoles } from '../src/modules/identity/users';
import { DETAIL_NATIVE, PAGE, TOKENS, VALIDATORS } from '../src/modules/money/read-statements';
import { filterParams } from '../src/modules/money/wallet-reads';
import { BEFORE_NEWEST, positionParams } from '../src/modules/money/transactions-cursor';
import { startEvmNode } from '../test/support/evm-node';
import { connectCosmosNode } from '../src/chains/cosmos';
import { chainJobs } from '../src/chains/registry';
import { startJobs } from '../src/jobs/job-list';
import { startOptchain } from '../test/support/optchain-node';
import { HEADERS, type Sender, benchDeps, caller, listen, signUpWallet } from './kit';
import { type EvmRow, evmRows } from './evm-sends';
import { type CosmosRow, cosmosRows } from './cosmos-sends';

const DURATION_S = Number(process.env.BENCH_DURATION_S ?? 3);
/** Floor and call are measured back to back this many times; the table shows the medians. */
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const READ_CONNECTIONS = 50;
/** Wallets of the reader's history. */
const SENDERS = 40;
const PASSCODE = 'Bench#wallet1';
const TARGET = { read: 0.6 };
/** A read against its own statement run bare (the second floor). */
const OWN_TARGET = 0.9;
/** BENCH_ONLY: a pattern naming the rows to measure (e.g. `token detail|transfer`); all by default. */
const ONLY = new RegExp(process.env.BENCH_ONLY ?? '', 'i');
/** The read rows `run` measures (it is skipped when BENCH_ONLY names none of them). */
const LEDGER_ROWS = [
  'GET /user',
  'GET tokens',
  'token detail',
  'transactions page 1',
  'validators',
];
const EVM_ROW = 'EVM sends/s end to end against anvil, EVM indexer lag';
const OPT_ROW = 'OPT sends/s on the OptChain node, OPT follower lag';

interface Row {
  engine: string;
  call: string;
  'floor req/s': number | string;
  'own floor req/s': number | string;
  'req/s': number;
  ratio: number | string;
  'own ratio': number | string;
  target: string;
  'p99 ms': number | string;
  'non-2xx': number;
}

/** One autocannon run: requests/s (mean), p99, non-2xx. */
async function measure(
  url: string,
  connections: number,
  options: Partial<autocannon.Options> = {},
): Promise<{ rps: number; p99: number; errors: number }> {
  const result = await autocannon({ url, connections, duration: DURATION_S, ...options });
  return {
    rps: Math.round(result.requests.average),
    p99: result.latency.p99,
    errors: result.non2xx + result.errors + result.timeouts,
  };
}

async function run(engine: string, database: Database): Promise<Row[]> {
  const evm = await startEvmNode();
  const chain = await startOptchain('optchain-1', 1_000);
  const config = { ...chain.config, pollMs: 250 };
  const node = await connectCosmosNode(config);
  const base = benchDeps(database, { evm, optNode: node });
  const deps = { ...base, config: { ...base.config, optNode: config, evmPollMs: 250 } };
  // As in the product: the indexer and the follower follow their nodes (devnet's 250 ms).
  const jobs = startJobs(deps, chainJobs(deps));
  const app = createApp(deps);
  const ours = await listen(app.fetch);
  const api = `${ours.base}/api`;

  const call = caller(api);

  const senders: Sender[] = [];
  for (let i = 0; i < SENDERS; i += 1) {
    senders.push(await signUpWallet(call, deps, database, `bench${i}@example.com`, PASSCODE));
  }
  const reader = senders[0] as Sender;
  // The reader's history: sends both ways, a stake and an unstake (token detail lists them).
  const validators = (await call('GET', '/get-validators-details', reader.token)).validatorSet as {
    address: string;
  }[];
  const transferBody = (from: number, to: Sender, extra: Record<string, unknown> = {}) => ({
    chainId: 'optchain-1',
    symbol: 'OPT',
    amount: '0.001',
    to: to.native,
    transferType: 'send',
    memo: 'bench',
    description: '',
    walletPasscode: PASSCODE,
    ...extra,
  });
  for (let i = 1; i < 40; i += 1) {
    const other = senders[i % SENDERS] as Sender;
    await call(
      'POST',
      `/wallets/${reader.walletId}/transfer`,
      reader.token,
      transferBody(0, other),
    );
    await call('POST', `/wallets/${other.walletId}/transfer`, other.token, transferBody(i, reader));
  }
  for (const transferType of ['delegate', 'undelegate']) {
    await call(
      'POST',
      `/wallets/${reader.walletId}/transfer`,
      reader.token,
      transferBody(0, reader, { to: validators[0]?.address, amount: '10', transferType }),
    );
  }

  // Floors: the same engine, the same rows, no app around them.
  const floor = new Hono();
  const json = (rows: unknown) =>
    JSON.stringify(rows, (_k, v: unknown) => (typeof v === 'bigint' ? v.toString() : v));
  const [user] = await queryRows<{ id: string }>(
    database.db,
    sql`SELECT user_id AS id FROM wallets WHERE id = ${reader.walletId}`,
  );
  const floorRead = (path: string, statement: ReturnType<typeof sql>) =>
    floor.get(path, async (c) =>
      c.body(json(await queryRows(database.db, statement)), 200, {
        'content-type': 'application/json',
      }),
    );
  floorRead('/user', sql`SELECT * FROM users WHERE id = ${user?.id}`);
  floorRead(
    '/tokens',
    sql`SELECT chain_id, account, denom, amount::text FROM ledger_balances WHERE account IN (${reader.native}, ${reader.evm})
      UNION ALL SELECT chain_id, address, denom, amount::text FROM evm_balances WHERE address = ${reader.evm}`,
  );
  const tenTransactions = (symbol?: string) =>
    sql`SELECT * FROM ledger_transactions WHERE (from_address = ${reader.native} OR to_address = ${reader.native})
      ${symbol ? sql`AND symbol = ${symbol}` : sql``} ORDER BY time DESC, seq DESC LIMIT 10`;
  floorRead('/transactions', tenTransactions());
  floorRead('/token-detail', tenTransactions('OPT'));
  floorRead('/validators', sql`SELECT * FROM ledger_validators WHERE chain_id = 'optchain-1'`);
  // The own-statement floors: the statement each read runs, bare, with the parameters the API
  // gives it: the reader's session among them, whose liveness the statement checks.
  const ownRead = (path: string, rows: () => Promise<unknown>) =>
    floor.get(`/own${path}`, async (c) =>
      c.body(json(await rows()), 200, { 'content-type': 'application/json' }),
    );
  const owner = [reader.walletId, user?.id];
  const session = String(decodeJwt(reader.token).sid);
  ownRead('/user', () => findUserWithRoles(database.db, user?.id ?? '', session));
  ownRead('/tokens', () => runPrepared(database.db, TOKENS, [...owner, session]));
  ownRead('/token-detail', () =>
    runPrepared(database.db, DETAIL_NATIVE, [...owner, 'optchain-1', 'uopt', 'OPT', 10, session]),
  );
  ownRead('/transactions', () =>
    runPrepared(database.db, PAGE, [
      ...owner,
      ...filterParams({}),
      10,
      0,
      session,
      ...positionParams(BEFORE_NEWEST),
    ]),
  );
  ownRead('/validators', () =>
    runPrepared(database.db, VALIDATORS, ['optchain-1', session, user?.id]),
  );
  const floors = await listen(floor.fetch);

  const rows: Row[] = [];
  const median = (values: number[]) =>
    [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? NaN;
  const compare = async (
    call: string,
    kind: keyof typeof TARGET,
    floorRun: () => ReturnType<typeof measure>,
    ourRun: () => ReturnType<typeof measure>,
    ownRun?: () => ReturnType<typeof measure>,
  ) => {
    if (!ONLY.test(call)) return;
    const runs: { f: number; s: number; o: number; p99: number; errors: number }[] = [];
    for (let round = 0; round < ROUNDS; round += 1) {
      const f = await floorRun();
      const s = ownRun ? (await ownRun()).rps : NaN;
      const o = await ourRun();
      runs.push({ f: f.rps, s, o: o.rps, p99: o.p99, errors: o.errors });
    }
    const ratioOf = (floorOf: (r: (typeof runs)[number]) => number) =>
      Math.round(median(runs.map((r) => r.o / Math.max(1, floorOf(r)))) * 100) / 100;
    rows.push({
      engine,
      call,
      'floor req/s': median(runs.map((r) => r.f)),
      'own floor req/s': ownRun ? median(runs.map((r) => r.s)) : '',
      'req/s': median(runs.map((r) => r.o)),
      ratio: ratioOf((r) => r.f),
      'own ratio': ownRun ? ratioOf((r) => r.s) : '',
      target: `>= ${TARGET[kind]}x${ownRun ? `, own >= ${OWN_TARGET}x` : ''}`,
      'p99 ms': median(runs.map((r) => r.p99)),
      'non-2xx': runs.reduce((sum, r) => sum + r.errors, 0),
    });
  };
  const auth = { headers: { ...HEADERS, authorization: `Bearer ${reader.token}` } };
  const reads: [string, string, string][] = [
    ['GET /user', '/user', '/user'],
    ['GET tokens', '/tokens', `/wallets/${reader.walletId}/tokens`],
    ['token detail (OPT)', '/token-detail', `/wallets/${reader.walletId}/tokens/optchain-1/OPT`],
    ['transactions page 1', '/transactions', `/wallets/${reader.walletId}/transactions?page=1`],
    ['validators', '/validators', '/get-validators-details'],
  ];
  for (const [name, floorPath, path] of reads) {
    await compare(
      `${name} @${READ_CONNECTIONS}`,
      'read',
      () => measure(`${floors.base}${floorPath}`, READ_CONNECTIONS),
      () => measure(`${api}${path}`, READ_CONNECTIONS, auth),
      () => measure(`${floors.base}/own${floorPath}`, READ_CONNECTIONS),
    );
  }
  // Statements per request, counted at the driver (BEGIN and COMMIT included), one at a time,
  // once the requests autocannon left behind have finished (the least of three tries).
  await new Promise((resolve) => setTimeout(resolve, 3_000));
  const counted = async (work: () => Promise<unknown>) => {
    const counts: number[] = [];
    for (let i = 0; i < 3; i += 1) {
      const before = database.statements();
      await work();
      counts.push(database.statements() - before);
    }
    return Math.min(...counts);
  };
  const perRead: number[] = [];
  for (const [, , path] of reads)
    perRead.push(await counted(() => call('GET', path, reader.token)));
  rows.push(
    statementsRow(engine, `statements per read (${perRead.join(', ')})`, Math.max(...perRead), 3),
  );
  ours.server.close();
  floors.server.close();
  await jobs.stop();
  node.disconnect();
  await chain.stop();
  await evm.stop();
  return rows;
}

function statementsRow(engine: string, call: string, value: number, most: number): Row {
  return {
    engine,
    call,
    'floor req/s': '',
    'own floor req/s': '',
    'req/s': value,
    ratio: '',
    'own ratio': '',
    target: `<= ${most}`,
    'p99 ms': '',
    'non-2xx': 0,
  };
}

/** The read rows and, when BENCH_ONLY names them, the EVM and OPT send rows of one engine. */
async function runEngine(
  engine: string,
  database: Database,
  rows: Row[],
  evm: EvmRow[],
  opt: CosmosRow[],
) {
  const ledger = LEDGER_ROWS.map((r) => `${r} @${READ_CONNECTIONS}`);
  if (ledger.some((name) => ONLY.test(name))) rows.push(...(await run(engine, database)));
  if (ONLY.test(EVM_ROW)) {
    evm.push(...(await evmRows(engine, database, { seconds: DURATION_S, rounds: ROUNDS })));
  }
  if (ONLY.test(OPT_ROW)) {
    opt.push(...(await cosmosRows(engine, database, { seconds: DURATION_S, rounds: ROUNDS })));
  }
}

async function main() {
  const rows: Row[] = [];
  const evm: EvmRow[] = [];
  const opt: CosmosRow[] = [];
  const engines = (process.env.BENCH_ENGINES ?? 'pglite,postgres').split(',');
  if (engines.includes('pglite')) {
    const pglite = await openPglite();
    await runEngine('PGlite', pglite, rows, evm, opt);
    await pglite.close();
  }
  const url = process.env.BENCH_DATABASE_URL || process.env.TEST_DATABASE_URL;
  if (url && engines.includes('postgres')) {
    const postgres = await openTestDatabase(url);
    try {
      await runEngine('Postgres', postgres, rows, evm, opt);
    } finally {
      await postgres.close();
    }
  }
  console.log(
    `\nAPI throughput against floors — autocannon -d ${DURATION_S}, reads at ${READ_CONNECTIONS} connections, ${SENDERS} senders` +
      `${url ? '' : ' (set BENCH_DATABASE_URL for Postgres too)'}\n` +
      'statement rows: req/s holds the count\n',
  );
  if (rows.length > 0) console.table(rows);
  if (evm.length > 0) {
    console.log(
      `\nEVM on a real node (anvil on a free port), ${DURATION_S} s per measurement, medians of ${ROUNDS} rounds\n`,
    );
    console.table(evm);
  }
  if (opt.length > 0) {
    console.log(
      `\nOPT on the devnet OptChain node (its own process, free ports), ${DURATION_S} s per measurement, medians of ${ROUNDS} rounds\n`,
    );
    console.table(opt);
  }
}

void main();
