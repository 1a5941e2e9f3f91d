import { mkdirSync } from 'node:fs';
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

/** PGlite in `dir` (created on first start), or in memory without one. */
export async function openPglite(dir: string | undefined): Promise<Db> {
  if (dir) mkdirSync(path.dirname(dir), { recursive: true });
  const client = dir ? new PGlite(dir) : new PGlite();
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
