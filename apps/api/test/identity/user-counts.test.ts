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
 * user_counts (migration 0011) against the rows it counts, in SQL on the engine itself: the
 * migration applied to a database that already holds people, follows, referrals and
 * notifications, then writers of every kind — and on Postgres many at once, with transactions
 * holding their count rows while others commit or roll back. Each user's kept counts must equal
 * a count of their rows, exactly.
 */

/** Users whose kept counts differ from a count of their rows (empty when exact). */
const MISMATCHES = `
  WITH truth AS (
    SELECT u.id,
      (SELECT count(*) FROM follows f WHERE f.followee_id = u.id)::int AS followers,
      (SELECT count(*) FROM follows f WHERE f.follower_id = u.id)::int AS following,
      (SELECT count(*) FROM users r WHERE r.referred_by = u.id
        AND (r.email IS NOT NULL OR r.phone_number IS NOT NULL))::int AS referrals,
      (SELECT count(*) FROM notifications n WHERE n.user_id = u.id)::int AS notifications
    FROM users u
  ), kept AS (
    SELECT user_id, sum(followers)::int AS followers, sum(following)::int AS following,
      sum(referrals)::int AS referrals, sum(notifications)::int AS notifications
    FROM user_counts GROUP BY user_id
  )
  SELECT t.id, t.followers, t.following, t.referrals, t.notifications,
    k.followers AS kept_followers, k.following AS kept_following,
    k.referrals AS kept_referrals, k.notifications AS kept_notifications
  FROM truth t LEFT JOIN kept k ON k.user_id = t.id
  WHERE (t.followers, t.following, t.referrals, t.notifications) IS DISTINCT FROM
    (coalesce(k.followers, 0), coalesce(k.following, 0), coalesce(k.referrals, 0),
     coalesce(k.notifications, 0))
  ORDER BY t.id`;

const PEOPLE = 8;
const person = (i: number) => `uc_${i}`;

/** People (some referred, some confirmed), follows and notifications, in plain SQL. */
const EXISTING_DATA = `
  INSERT INTO users (id, email, phone_number, referred_by, username, created_at, updated_at)
  SELECT 'uc_' || i,
    CASE WHEN i % 3 = 0 THEN 'uc' || i || '@example.com' END,
    CASE WHEN i % 3 = 1 THEN '+1555000' || i END,
    CASE WHEN i > 1 THEN 'uc_' || (i % 2) END,
    'uc' || i, now(), now()
  FROM generate_series(0, ${PEOPLE - 1}) i;
  INSERT INTO follows (follower_id, followee_id, created_at)
  SELECT 'uc_' || a, 'uc_' || b, now()
  FROM generate_series(0, ${PEOPLE - 1}) a, generate_series(0, ${PEOPLE - 1}) b
  WHERE a <> b AND (a + b) % 3 <> 0;
  INSERT INTO notifications (id, user_id, type, title, body, created_at)
  SELECT 'ucn_' || i, 'uc_' || (i % 5), 'system', 't', 'b', now()
  FROM generate_series(1, 40) i;`;

/** The migrations before 0011, as a folder of their own. */
function migrationsBefore0011(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'optwallet-migrations-'));
  cpSync(migrationsFolder(), dir, { recursive: true });
  const journalFile = path.join(dir, 'meta', '_journal.json');
  const journal = JSON.parse(readFileSync(journalFile, 'utf8')) as { entries: { idx: number }[] };
  journal.entries = journal.entries.filter((entry) => entry.idx < 11);
  writeFileSync(journalFile, JSON.stringify(journal));
  return dir;
}

interface Engine {
  query<T = Record<string, unknown>>(text: string): Promise<T[]>;
  /** A connection of its own (Postgres only). */
  connect?(): Promise<pg.Client>;
  close(): Promise<void>;
}

/** An engine migrated up to 0010, given the data above, then migrated to the end. */
async function openMigrated(serverUrl: string | undefined): Promise<Engine> {
  const before = migrationsBefore0011();
  try {
    if (!serverUrl) {
      const client = new PGlite({ extensions: PGLITE_EXTENSIONS });
      await client.waitReady;
      const db = drizzlePglite(client);
      await migratePglite(db, { migrationsFolder: before });
      await client.exec(EXISTING_DATA);
      await migratePglite(db, { migrationsFolder: migrationsFolder() });
      return {
        query: async <T>(text: string) => (await client.query<T>(text)).rows,
        close: () => client.close(),
      };
    }
    const fresh = await freshPostgres(serverUrl);
    const pool = new pg.Pool({ connectionString: fresh.url, max: 2 });
    const db = drizzlePg(pool);
    await migratePg(db, { migrationsFolder: before });
    await pool.query(EXISTING_DATA);
    await migratePg(db, { migrationsFolder: migrationsFolder() });
    return {
      query: async <T>(text: string) => (await pool.query(text)).rows as T[],
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

/** A small deterministic PRNG (mulberry32), so a failing run can be replayed. */
function random(seed: number) {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

/** One write of any kind the product makes, on random people. */
function randomWrite(next: () => number, tag: string): string {
  const a = person(Math.floor(next() * PEOPLE));
  let b = person(Math.floor(next() * PEOPLE));
  if (a === b) b = person((Number(a.slice(3)) + 1) % PEOPLE);
  const kind = Math.floor(next() * 6);
  switch (kind) {
    case 0:
    case 1:
      return `INSERT INTO follows (follower_id, followee_id, created_at)
        VALUES ('${a}', '${b}', now()) ON CONFLICT DO NOTHING`;
    case 2:
      return `DELETE FROM follows WHERE follower_id = '${a}' OR followee_id = '${a}' AND follower_id = '${b}'`;
    case 3:
      return `INSERT INTO notifications (id, user_id, type, title, body, created_at)
        VALUES ('ucn_${tag}', '${a}', 'system', 't', 'b', now())`;
    case 4:
      return `DELETE FROM notifications WHERE id IN (
        SELECT id FROM notifications WHERE user_id = '${a}' ORDER BY id LIMIT 2)`;
    default:
      // A referral confirmed or unconfirmed (its phone number verified or dropped).
      return `UPDATE users SET phone_number = CASE WHEN phone_number IS NULL
        THEN '+1666000' || substr(id, 4) END WHERE id = '${a}'`;
  }
}

const serverUrl = testDatabaseUrl();

describe(`user_counts on ${serverUrl ? 'Postgres' : 'PGlite'}`, () => {
  let engine: Engine;
  beforeAll(async () => {
    engine = await openMigrated(serverUrl);
  });
  afterAll(async () => {
    await engine?.close();
  });

  it('counts what the database held before the migration', async () => {
    expect(await engine.query(MISMATCHES)).toEqual([]);
    const [kept] = await engine.query<{ followers: number; notifications: number }>(
      'SELECT sum(followers)::int AS followers, sum(notifications)::int AS notifications FROM user_counts',
    );
    expect(kept).toEqual({ followers: 38, notifications: 40 });
  });

  it('stays exact through writes of every kind, many rows at once, and a deleted account', async () => {
    const next = random(7);
    for (let i = 0; i < 120; i += 1) await engine.query(randomWrite(next, `serial_${i}`));
    expect(await engine.query(MISMATCHES)).toEqual([]);
    // Many rows in one statement, of several users at once.
    await engine.query(`DELETE FROM follows WHERE follower_id IN ('uc_2', 'uc_3')`);
    await engine.query(`INSERT INTO follows (follower_id, followee_id, created_at)
      SELECT 'uc_' || a, 'uc_' || b, now() FROM generate_series(0, 7) a, generate_series(0, 7) b
      WHERE a <> b ON CONFLICT DO NOTHING`);
    expect(await engine.query(MISMATCHES)).toEqual([]);
    // An account goes: its follows and notifications go by cascade or by its service.
    await engine.query(`DELETE FROM follows WHERE follower_id = 'uc_7' OR followee_id = 'uc_7'`);
    await engine.query(`DELETE FROM notifications WHERE user_id = 'uc_7'`);
    await engine.query(`UPDATE users SET referred_by = NULL WHERE referred_by = 'uc_7'`);
    await engine.query(`DELETE FROM users WHERE id = 'uc_7'`);
    expect(await engine.query(MISMATCHES)).toEqual([]);
    expect(await engine.query(`SELECT * FROM user_counts WHERE user_id = 'uc_7'`)).toEqual([]);
    // Back for the next test.
    await engine.query(`INSERT INTO users (id, username, created_at, updated_at)
      VALUES ('uc_7', 'uc7', now(), now())`);
  });

  it.skipIf(!serverUrl)(
    'stays exact with 8 connections writing at once, transactions holding their rows while others commit or roll back',
    async () => {
      const clients = await Promise.all(
        Array.from({ length: 8 }, () => (engine.connect as () => Promise<pg.Client>)()),
      );
      try {
        // One transaction holds the star's count rows (SKIP LOCKED: the others pass it by).
        const [holder, other] = clients as [pg.Client, pg.Client];
        await holder.query('BEGIN');
        await holder.query(`INSERT INTO follows (follower_id, followee_id, created_at)
          VALUES ('uc_1', 'uc_0', now()), ('uc_4', 'uc_0', now()) ON CONFLICT DO NOTHING`);
        await other.query(
          `DELETE FROM follows WHERE followee_id = 'uc_0' AND follower_id = 'uc_5'`,
        );
        await other.query(`INSERT INTO notifications (id, user_id, type, title, body, created_at)
          VALUES ('ucn_held', 'uc_0', 'system', 't', 'b', now())`);
        await holder.query('COMMIT');
        expect(await engine.query(MISMATCHES)).toEqual([]);
        await holder.query('BEGIN');
        await holder.query(`DELETE FROM follows WHERE followee_id = 'uc_0'`);
        await other.query(`INSERT INTO follows (follower_id, followee_id, created_at)
          VALUES ('uc_6', 'uc_1', now()) ON CONFLICT DO NOTHING`);
        await holder.query('ROLLBACK');
        expect(await engine.query(MISMATCHES)).toEqual([]);

        // Then every connection at once: single statements and short transactions, some
        // rolled back, each holding its rows across a pause.
        let failures = 0;
        await Promise.all(
          clients.map(async (client, c) => {
            const next = random(100 + c);
            for (let i = 0; i < 60; i += 1) {
              const tag = `c${c}_${i}`;
              const inTx = next() < 0.4;
              try {
                if (!inTx) {
                  await client.query(randomWrite(next, tag));
                  continue;
                }
                await client.query('BEGIN');
                await client.query(randomWrite(next, `${tag}a`));
                await new Promise((resolve) => setTimeout(resolve, Math.floor(next() * 5)));
                await client.query(randomWrite(next, `${tag}b`));
                await client.query(next() < 0.3 ? 'ROLLBACK' : 'COMMIT');
              } catch {
                // A deadlock between two writers of the same follow rows (their own indexes,
                // not the counts): the transaction is undone, the counts must still be exact.
                failures += 1;
                await client.query('ROLLBACK').catch(() => undefined);
              }
            }
          }),
        );
        expect(await engine.query(MISMATCHES)).toEqual([]);
        // Counting never waits for another writer, and keeps about one row a user.
        const [rows] = await engine.query<{ n: number }>(
          'SELECT count(*)::int AS n FROM user_counts',
        );
        expect(rows?.n).toBeLessThanOrEqual(PEOPLE * 4);
        expect(failures).toBeLessThan(60);
      } finally {
        await Promise.all(clients.map((client) => client.end()));
      }
    },
    120_000,
  );
});
