import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { type Database, openPglite, openPostgres } from './client';

/**
 * A database of its own for one test file: in-memory PGlite, or — when TEST_DATABASE_URL is set —
 * a fresh database created on that server and dropped on close.
 */
export async function openTestDatabase(testDatabaseUrl: string | undefined): Promise<Database> {
  if (!testDatabaseUrl) return openPglite();
  const name = `optwallet_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: testDatabaseUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(testDatabaseUrl);
  url.pathname = `/${name}`;
  const database = await openPostgres(url.toString());
  return {
    ...database,
    async close() {
      await database.close();
      const cleanup = new pg.Client({ connectionString: testDatabaseUrl });
      await cleanup.connect();
      await cleanup.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await cleanup.end();
    },
  };
}
