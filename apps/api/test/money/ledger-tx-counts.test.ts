import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabaseUrl } from '../../src/config/env';
import { PGLITE_EXTENSIONS, migrationsFolder } from '../../src/db/client';
import { freshPostgres } from '../support/api-process';

/**
 * ledger_tx_counts and ledger_payout_groups (migration 0020) and ledger_tx_days (0025), the
 * history's kept totals, reward groups and positions, against the rows they stand for, in SQL on the engine itself: the migration applied to a database that already holds
 * transactions, then writers of every kind (rows of many addresses in one statement, updates
 * that move a row to another kind or address, deletes, a rollback) and on Postgres several at
 * once with transactions holding their rows. Each address's kept counts per chain, symbol and
 * kind (and per day) must equal a count of the rows it sees, exactly.
 */

/** The kind of a row as `address` sees it, as the history's filters read it. */
const KIND = `CASE
  WHEN t.type = 'send' AND t.to_address = a.address AND t.from_address <> a.address THEN 'receive'
  WHEN t.type = 'distribution' AND t.request_id IS NULL THEN 'payout'
  ELSE t.type END`;

/** (address, chain, symbol, kind) whose kept count differs from a count of rows (empty when exact). */
const MISMATCHES = `
  WITH truth AS (
    SELECT a.address, t.chain_id, t.symbol, ${KIND} AS kind, count(*)::int AS n
    FROM ledger_transactions t
    CROSS JOIN LATERAL (SELECT t.from_address UNION SELECT t.to_address) a(address)
    GROUP BY 1, 2, 3, 4
  ), kept AS (
    SELECT address, chain_id, symbol, kind, sum(n)::int AS n FROM ledger_tx_counts GROUP BY 1, 2, 3, 4
  )
  SELECT coalesce(t.address, k.address) AS address, coalesce(t.chain_id, k.chain_id) AS chain_id,
    coalesce(t.symbol, k.symbol) AS symbol, coalesce(t.kind, k.kind) AS kind, t.n, k.n AS kept
  FROM truth t FULL JOIN kept k USING (address, chain_id, symbol, kind)
  WHERE coalesce(t.n, 0) <> coalesce(k.n, 0)
  ORDER BY 1, 2, 3, 4`;

/** (address, chain, symbol, kind, day) whose kept count by day (ledger_tx_days) differs. */
const DAY_MISMATCHES = `
  WITH truth AS (
    SELECT a.address, t.chain_id, t.symbol, ${KIND} AS kind, t.time / 86400000 AS day,
      count(*)::int AS n
    FROM ledger_transactions t
    CROSS JOIN LATERAL (SELECT t.from_address UNION SELECT t.to_address) a(address)
    GROUP BY 1, 2, 3, 4, 5
  ), kept AS (
    SELECT address, chain_id, symbol, kind, day, sum(n)::int AS n FROM ledger_tx_days
    GROUP BY 1, 2, 3, 4, 5
  )
  SELECT coalesce(t.address, k.address) AS address, coalesce(t.chain_id, k.chain_id) AS chain_id,
    coalesce(t.symbol, k.symbol) AS symbol, coalesce(t.kind, k.kind) AS kind,
    coalesce(t.day, k.day) AS day, t.n, k.n AS kept
  FROM truth t FULL JOIN kept k USING (address, chain_id, symbol, kind, day)
  WHERE coalesce(t.n, 0) <> coalesce(k.n, 0)
  ORDER BY 1, 2, 3, 4, 5`;

/** Payout groups whose kept row differs from their payouts (empty when exact). */
const GROUP_MISMATCHES = `
  WITH truth AS (
    SELECT t.to_address AS address, t.chain_id, t.symbol, t.from_address AS validator,
      t.time / 86400000 AS day, count(*)::int AS payouts, sum(t.amount)::text AS amount,
      min(t.time) AS first_time,
      (array_agg(t.seq ORDER BY t.time DESC, t.height DESC, t.seq DESC))[1] AS seq
    FROM ledger_transactions t WHERE t.type = 'distribution' AND t.request_id IS NULL
    GROUP BY 1, 2, 3, 4, 5
  ), kept AS (
    SELECT address, chain_id, symbol, validator, day, payouts, amount::text AS amount, first_time, seq
    FROM ledger_payout_groups
  )
  SELECT * FROM (SELECT * FROM truth EXCEPT SELECT * FROM kept) missing
  UNION ALL SELECT * FROM (SELECT * FROM kept EXCEPT SELECT * FROM truth) extra`;

/** Every check: each kept count, count by day and group as the rows say. */
async function mismatches(engine: Engine) {
  return {
    counts: await engine.query(MISMATCHES),
    days: await engine.query(DAY_MISMATCHES),
    groups: await engine.query(GROUP_MISMATCHES),
  };
}
const EXACT = { counts: [], days: [], groups: [] };

const ADDRESSES = 6;
const CHAINS = ['optchain-1', 'optchain-testnet-1'];
const TYPES = ['send', 'send', 'send', 'distribution', 'delegate', 'undelegate', 'faucet'];

/**
 * An INSERT of `rows` transactions from a seed (sends, self-sends, payouts, claims, stake), two
 * hours apart: a row every 12 on a UTC day's first millisecond.
 */
function insertRows(tag: string, rows: number, seed: number, types = TYPES): string {
  return `INSERT INTO ledger_transactions (hash, chain_id, height, time, type, from_address,
      to_address, amount, denom, symbol, fee, fee_denom, memo, status, request_id)
    SELECT '${tag}-' || i, (ARRAY['${CHAINS.join("', '")}'])[1 + (i * ${seed}) % 2], i, i * 7200000,
      (ARRAY['${types.join("', '")}'])[1 + (i * ${seed + 3}) % ${types.length}],
      'optcount' || ((i * ${seed}) % ${ADDRESSES}), 'optcount' || ((i * ${seed + 1}) % ${ADDRESSES}),
      i, 'uopt', CASE WHEN i % 5 = 0 THEN 'OPTT' ELSE 'OPT' END, 0, 'uopt', '', 'success',
      CASE WHEN i % 4 = 0 THEN '${tag}-request-' || i END
    FROM generate_series(1, ${rows}) i`;
}

/** The migrations before `_history_at_scale` (0020), as a folder of their own. */
function migrationsBeforeHistoryAtScale(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'optwallet-migrations-'));
  cpSync(migrationsFolder(), dir, { recursive: true });
  const journalFile = path.join(dir, 'meta', '_journal.json');
  const journal = JSON.parse(readFileSync(journalFile, 'utf8')) as { entries: { tag: string }[] };
  const at = journal.entries.findIndex((entry) => entry.tag.endsWith('_history_at_scale'));
  journal.entries = journal.entries.slice(0, at);
  writeFileSync(journalFile, JSON.stringify(journal));
  return dir;
}

interface Engine {
  query<T = Record<string, unknown>>(text: string): Promise<T[]>;
  /** Several statements in one round trip (one session). */
  exec(text: string): Promise<unknown>;
  /** A connection of its own (Postgres only). */
  connect?(): Promise<pg.Client>;
  close(): Promise<void>;
}

/** An engine migrated up to 0019, given transactions, then migrated to the end. */
async function openMigrated(serverUrl: string | undefined): Promise<Engine> {
  const before = migrationsBeforeHistoryAtScale();
  const existing = insertRows('old', 60, 5);
  try {
    if (!serverUrl) {
      const client = new PGlite({ extensions: PGLITE_EXTENSIONS });
      await client.waitReady;
      const db = drizzlePglite(client);
      await migratePglite(db, { migrationsFolder: before });
      await client.exec(existing);
      await migratePglite(db, { migrationsFolder: migrationsFolder() });
      return {
        query: async <T>(text: string) => (await client.query<T>(text)).rows,
        exec: (text: string) => client.exec(text),
        close: () => client.close(),
      };
    }
    const fresh = await freshPostgres(serverUrl);
    const pool = new pg.Pool({ connectionString: fresh.url, max: 2 });
    const db = drizzlePg(pool);
    await migratePg(db, { migrationsFolder: before });
    await pool.query(existing);
    await migratePg(db, { migrationsFolder: migrationsFolder() });
    return {
      query: async <T>(text: string) => (await pool.query(text)).rows as T[],
      exec: (text: string) => pool.query(text),
      async connect() {
        const client = new pg.Client({ connectionString: fresh.url });
        await client.connect();
        return client;
      },
      async close() {
        await pool.end();
        await fresh.drop();
      },
    };
  } finally {
    rmSync(before, { recursive: true, force: true });
  }
}

const serverUrl = testDatabaseUrl();

describe(`ledger_tx_counts on ${serverUrl ? 'Postgres' : 'PGlite'}`, () => {
  let engine: Engine;
  beforeAll(async () => {
    engine = await openMigrated(serverUrl);
  });
  afterAll(async () => {
    await engine?.close();
  });

  it('counts what the database held before the migration', async () => {
    expect(await mismatches(engine)).toEqual(EXACT);
    const [kept] = await engine.query<{ n: number }>(
      'SELECT sum(n)::int AS n FROM ledger_tx_counts',
    );
    // Each row once per distinct address: 60 rows, some of them to their own sender.
    const [rows] = await engine.query<{ n: number }>(
      `SELECT sum(CASE WHEN from_address = to_address THEN 1 ELSE 2 END)::int AS n
       FROM ledger_transactions`,
    );
    expect(kept?.n).toBe(rows?.n);
    expect(rows?.n).toBeGreaterThan(60);
    const [groups] = await engine.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM ledger_payout_groups',
    );
    expect(groups?.n).toBeGreaterThan(0);
  });

  it('stays exact through inserts, updates that change a row’s kind or address, deletes and a rollback', async () => {
    await engine.query(insertRows('many', 200, 7));
    expect(await mismatches(engine)).toEqual(EXACT);
    // Settled in place (the follower's update): nothing moves.
    await engine.query(`UPDATE ledger_transactions SET status = 'failed', height = height + 1
      WHERE hash LIKE 'many-%' AND status = 'success' AND amount % 3 = 0`);
    // A claim's request dropped (a payout now), a faucet drip counted as a send, a row moved.
    await engine.query(`UPDATE ledger_transactions SET request_id = NULL
      WHERE type = 'distribution' AND request_id IS NOT NULL`);
    await engine.query(`UPDATE ledger_transactions SET type = 'send' WHERE type = 'faucet'`);
    await engine.query(`UPDATE ledger_transactions SET to_address = 'optcount-moved'
      WHERE hash IN ('many-1', 'many-2', 'old-3')`);
    // Moved to the next day, and to the last millisecond of its own.
    await engine.query(`UPDATE ledger_transactions SET time = time + 86400000
      WHERE hash IN ('many-3', 'many-12', 'old-4')`);
    await engine.query(`UPDATE ledger_transactions SET time = time - 1 WHERE hash = 'many-24'`);
    expect(await mismatches(engine)).toEqual(EXACT);
    // A refused send goes (cosmos-sends), and many rows at once.
    await engine.query(`DELETE FROM ledger_transactions WHERE hash = 'many-10'`);
    await engine.query(
      `DELETE FROM ledger_transactions WHERE hash LIKE 'old-%' AND amount % 2 = 0`,
    );
    expect(await mismatches(engine)).toEqual(EXACT);
    await engine.exec(`BEGIN; ${insertRows('rolled', 30, 11)}; ROLLBACK`);
    expect(await mismatches(engine)).toEqual(EXACT);
    // An address keeps about one row per chain, symbol and kind (changes are folded in).
    const [most] = await engine.query<{ rows: number }>(
      `SELECT max(c)::int AS rows FROM (SELECT count(*) AS c FROM ledger_tx_counts
       GROUP BY address, chain_id, symbol, kind) x`,
    );
    expect(most?.rows).toBeLessThanOrEqual(2);
    const [mostByDay] = await engine.query<{ rows: number }>(
      `SELECT max(c)::int AS rows FROM (SELECT count(*) AS c FROM ledger_tx_days
       GROUP BY address, chain_id, symbol, kind, day) x`,
    );
    expect(mostByDay?.rows).toBeLessThanOrEqual(2);
  });

  it.runIf(serverUrl)(
    'stays exact with 6 connections writing at once while transactions hold their rows',
    async () => {
      const clients = await Promise.all(Array.from({ length: 6 }, () => engine.connect!()));
      try {
        // A transaction holds count rows of every address (its insert folded them) until the
        // end: the others count past it. (Payout writers of one address take turns: the holder
        // writes none.)
        const holder = clients[0]!;
        await holder.query('BEGIN');
        await holder.query(insertRows('held', 12, 5, ['send', 'delegate']));
        await Promise.all(
          clients.slice(1).map(async (client, c) => {
            for (let i = 0; i < 15; i += 1) {
              await client.query('BEGIN');
              await client.query(insertRows(`c${c}-${i}`, 5, 3 + c));
              if (i % 4 === 3)
                await client.query(`DELETE FROM ledger_transactions WHERE hash = 'c${c}-${i}-1'`);
              await client.query(i % 5 === 4 ? 'ROLLBACK' : 'COMMIT');
            }
          }),
        );
        await holder.query('COMMIT');
      } finally {
        await Promise.all(clients.map((client) => client.end()));
      }
      expect(await mismatches(engine)).toEqual(EXACT);
    },
    60_000,
  );
});
