import { existsSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { SQL } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { preparePglite, preparePostgres } from './prepared';
import * as schema from './schema';

import type { Db } from './types';

export type { Db };

export interface Database {
  db: Db;
  engine: 'pglite' | 'postgres';
  close(): Promise<void>;
  /** PGlite only: the data directory as a tarball (tests start from a migrated snapshot). */
  dump?: () => Promise<Blob | File>;
  /**
   * Statements sent to the database so far by this process, BEGIN and COMMIT included (tests and
   * the bench count what one request costs).
   */
  statements(): number;
  /**
   * A connection of its own for session-level advisory locks (the settler's leadership): they
   * last as long as the session, and end with it when a replica dies. PGlite has one session.
   */
  session(): Promise<DatabaseSession>;
  /**
   * LISTEN on channels (NOTIFY, delivered at the notifier's commit): on Postgres a connection of
   * its own, opened again with backoff when it drops (`reconnected` then says that messages may
   * have been missed); PGlite delivers within its one process.
   */
  listen(channels: readonly string[], handlers: ListenHandlers): Promise<Listening>;
}

interface ListenHandlers {
  message(channel: string, payload: string): void;
  reconnected?(): void;
}

interface Listening {
  close(): Promise<void>;
}

interface DatabaseSession {
  /** One statement on this session's own connection; rows as objects. */
  query<T>(text: string, params?: unknown[]): Promise<T[]>;
  release(): Promise<void>;
}

/** drizzle/ beside src/ or dist/: walk up from this module until the journal is found. */
export function migrationsFolder(): string {
  let dir = path.dirname(fileURLToPath(import.meta.url));
  for (let i = 0; i < 5; i += 1) {
    const candidate = path.join(dir, 'drizzle');
    if (existsSync(path.join(candidate, 'meta', '_journal.json'))) return candidate;
    dir = path.dirname(dir);
  }
  throw new Error('Migrations folder (drizzle/) not found next to the server');
}

/**
 * Counts what PGlite runs: its queries and execs, the prepared statements' protocol exchanges,
 * and the BEGIN and COMMIT (or ROLLBACK) of each transaction, which PGlite sends itself.
 */
function countPglite(client: PGlite): () => number {
  let count = 0;
  const wrap = (target: Pick<PGlite, 'query' | 'exec'>) => {
    const query = target.query.bind(target);
    const exec = target.exec.bind(target);
    target.query = ((...args: Parameters<PGlite['query']>) => {
      count += 1;
      return query(...args);
    }) as PGlite['query'];
    target.exec = (...args: Parameters<PGlite['exec']>) => {
      count += 1;
      return exec(...args);
    };
  };
  wrap(client);
  // The prepared statements (db/prepared.ts): one protocol exchange each.
  const execProtocol = client.execProtocol.bind(client);
  client.execProtocol = (...args: Parameters<PGlite['execProtocol']>) => {
    count += 1;
    return execProtocol(...args);
  };
  const transaction = client.transaction.bind(client);
  client.transaction = ((work: Parameters<PGlite['transaction']>[0]) => {
    count += 2;
    return transaction((tx) => {
      wrap(tx);
      return work(tx);
    });
  }) as PGlite['transaction'];
  return () => count;
}

/** The extensions the migrations create, which PGlite loads from its own bundles. */
export const PGLITE_EXTENSIONS = { pg_trgm };

/**
 * PGlite's Postgres with 32 MB of shared buffers instead of Postgres's default 128 MB: the
 * buffers live in the process's own memory (WebAssembly), not in a server's, and an idle API
 * kept them resident (RSS 426-431 MB idle after a restart, 283-300 MB with these). Reads past the buffers
 * come from the operating system's page cache.
 */
const PGLITE_START_PARAMS = [...PGlite.defaultStartParams, '-c', 'shared_buffers=32MB'];

/** Opens PGlite: in memory without a directory, else a data directory created on first start. */
export async function openPglite(dataDir?: string, snapshot?: Blob): Promise<Database> {
  if (dataDir) mkdirSync(dataDir, { recursive: true });
  const options = { extensions: PGLITE_EXTENSIONS, startParams: PGLITE_START_PARAMS };
  const client = dataDir
    ? new PGlite(dataDir, options)
    : new PGlite(snapshot ? { loadDataDir: snapshot, ...options } : options);
  await client.waitReady;
  const db = drizzlePglite(client, { schema });
  await migratePglite(db, { migrationsFolder: migrationsFolder() });
  const statements = countPglite(client);
  preparePglite(db, client);
  return {
    db: db as unknown as Db,
    engine: 'pglite',
    close: () => client.close(),
    dump: () => client.dumpDataDir('none'),
    statements,
    async listen(channels, handlers) {
      const stops = await Promise.all(
        channels.map((channel) =>
          client.listen(channel, (payload) => handlers.message(channel, payload)),
        ),
      );
      return { close: async () => void (await Promise.all(stops.map((stop) => stop()))) };
    },
    session: () =>
      Promise.resolve({
        query: async <T>(text: string, params?: unknown[]) =>
          (await client.query<T>(text, params)).rows,
        release: () => Promise.resolve(),
      }),
  };
}

/** Postgres connections per replica (each request holds one for a statement or a transaction). */
const POOL_SIZE = 10;

export async function openPostgres(url: string): Promise<Database> {
  const pool = new pg.Pool({ connectionString: url, max: POOL_SIZE });
  // An idle connection the server dropped must not crash the process; the pool replaces it.
  pool.on('error', () => undefined);
  let count = 0;
  pool.on('connect', (client) => {
    const query = client.query.bind(client) as (...args: unknown[]) => unknown;
    (client as { query: unknown }).query = (...args: unknown[]) => {
      count += 1;
      return query(...args);
    };
  });
  const db = drizzlePg(pool, { schema });
  await migratePg(db, { migrationsFolder: migrationsFolder() });
  preparePostgres(db, pool);
  return {
    db: db as unknown as Db,
    engine: 'postgres',
    close: () => pool.end(),
    statements: () => count,
    listen: (channels, handlers) => listenPostgres(url, channels, handlers),
    async session() {
      const client = new pg.Client({ connectionString: url });
      await client.connect();
      // A dead peer must end the session (and its locks) instead of hanging on it.
      client.on('error', () => undefined);
      return {
        query: async <T>(text: string, params?: unknown[]) =>
          (await client.query(text, params)).rows as T[],
        release: () => client.end(),
      };
    },
  };
}

const LISTEN_RETRY_MS = [250, 500, 1000, 2000, 5000];

/** A LISTEN connection of its own that comes back after the server or the network dropped it. */
async function listenPostgres(
  url: string,
  channels: readonly string[],
  handlers: ListenHandlers,
): Promise<Listening> {
  let closed = false;
  let current: pg.Client | undefined;
  let timer: NodeJS.Timeout | undefined;
  const connect = async () => {
    const client = new pg.Client({ connectionString: url });
    client.on('notification', (m) => handlers.message(m.channel, m.payload ?? ''));
    client.on('error', () => undefined);
    await client.connect();
    // Channel names are the server's own constants, never input.
    for (const channel of channels) await client.query(`LISTEN "${channel}"`);
    client.on('end', () => {
      if (!closed) retry(0);
    });
    current = client;
  };
  const retry = (attempt: number) => {
    current = undefined;
    const delay = LISTEN_RETRY_MS[Math.min(attempt, LISTEN_RETRY_MS.length - 1)] ?? 5000;
    timer = setTimeout(() => {
      if (closed) return;
      connect().then(
        () => handlers.reconnected?.(),
        () => retry(attempt + 1),
      );
    }, delay);
    timer.unref();
  };
  await connect();
  return {
    async close() {
      closed = true;
      clearTimeout(timer);
      await current?.end().catch(() => undefined);
    },
  };
}

export function openDatabase(options: {
  databaseUrl: string | undefined;
  dataDir: string;
}): Promise<Database> {
  return options.databaseUrl
    ? openPostgres(options.databaseUrl)
    : openPglite(path.join(options.dataDir, 'pglite'));
}

/** Runs a raw statement and answers its rows as objects (both drivers put them in `rows`). */
export async function queryRows<T>(db: Db, statement: SQL): Promise<T[]> {
  const result = (await db.execute(statement)) as { rows: T[] };
  return result.rows;
}
