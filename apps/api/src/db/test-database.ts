import { createHash, randomBytes } from 'node:crypto';
import { existsSync, readFileSync, readdirSync, renameSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { type Database, migrationsFolder, openPglite, openPostgres } from './client';

/**
 * A fresh PGlite runs initdb (~15 s on a busy 2-core machine); starting from a tarball of an
 * already migrated one takes ~2 s. The tarball is keyed by the migrations' content.
 */
async function openPgliteFromSnapshot(): Promise<Database> {
  const folder = migrationsFolder();
  const hash = createHash('sha256');
  for (const file of readdirSync(folder).sort()) {
    if (file.endsWith('.sql')) hash.update(readFileSync(path.join(folder, file)));
  }
  const file = path.join(tmpdir(), `optwallet-api-pglite-${hash.digest('hex').slice(0, 16)}.tar`);
  if (existsSync(file)) return openPglite(undefined, new Blob([readFileSync(file)]));
  const database = await openPglite();
  const dump = await database.dump?.();
  if (dump) {
    const partial = `${file}.${process.pid}.${randomBytes(4).toString('hex')}`;
    writeFileSync(partial, Buffer.from(await dump.arrayBuffer()));
    renameSync(partial, file);
  }
  return database;
}

/**
 * A database of its own for one test file: in-memory PGlite, or — when TEST_DATABASE_URL is set —
 * a fresh database created on that server and dropped on close.
 */
export async function openTestDatabase(testDatabaseUrl: string | undefined): Promise<Database> {
  if (!testDatabaseUrl) return openPgliteFromSnapshot();
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
