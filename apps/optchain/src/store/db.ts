import { createHash, randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';

export type Query = <T = Record<string, unknown>>(text: string, params?: unknown[]) => Promise<T[]>;

/** The node's database, the same SQL on either engine: PGlite (embedded) or a Postgres server. */
export interface Db {
  engine: 'pglite' | 'postgres';
  query: Query;
  /** Runs `work` in one transaction: all of it commits, or none. */
  transaction<T>(work: (query: Query) => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

/**
 * A fresh PGlite in memory, started from a tarball of an empty one: PGlite's initdb takes ~3 s on
 * a quiet 2-core machine (17 s on a busy one), its tarball ~0.5 s (3 s). Throwaway nodes (tests)
 * start many. The tarball is keyed by the PGlite package and written once, atomically.
 */
async function freshInMemory(): Promise<PGlite> {
  const file = path.join(tmpdir(), `optchain-pglite-${PGLITE_VERSION}.tar`);
  if (existsSync(file)) return new PGlite({ loadDataDir: new Blob([readFileSync(file)]) });
  const client = new PGlite();
  await client.waitReady;
  const dump = await client.dumpDataDir('none');
  const partial = `${file}.${process.pid}.${randomBytes(4).toString('hex')}`;
  writeFileSync(partial, Buffer.from(await dump.arrayBuffer()));
  renameSync(partial, file);
  return client;
}

/** Which PGlite this is: its resolved location names its version (pnpm's store path). */
const PGLITE_VERSION = createHash('sha256')
  .update(import.meta.resolve('@electric-sql/pglite'))
  .digest('hex')
  .slice(0, 16);

/** PGlite in `dir` (created on first start), or in memory without one. */
export async function openPglite(dir: string | undefined): Promise<Db> {
  if (dir) mkdirSync(path.dirname(dir), { recursive: true });
  const client = dir ? new PGlite(dir) : await freshInMemory();
  await client.waitReady;
  const query: Query = async (text, params) => (await client.query<never>(text, params)).rows;
  return {
    engine: 'pglite',
    query,
    transaction: (work) =>
      client.transaction((tx) =>
        work(async (text, params) => (await tx.query<never>(text, params)).rows),
      ),
    close: () => client.close(),
  };
}

export function openPostgres(url: string): Db {
  const pool = new pg.Pool({ connectionString: url, max: 4 });
  const query: Query = async <T>(text: string, params?: unknown[]) =>
    (await pool.query(text, params)).rows as T[];
  return {
    engine: 'postgres',
    query,
    async transaction(work) {
      const client = await pool.connect();
      try {
        await client.query('BEGIN');
        const result = await work(
          async <T>(text: string, params?: unknown[]) =>
            (await client.query(text, params)).rows as T[],
        );
        await client.query('COMMIT');
        return result;
      } catch (error) {
        await client.query('ROLLBACK').catch(() => undefined);
        throw error;
      } finally {
        client.release();
      }
    },
    close: () => pool.end(),
  };
}
