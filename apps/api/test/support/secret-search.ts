import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { readFile, readdir } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import type { Query } from './api-process';

/**
 * What the production-mode test needs beyond the API process: a build of the server as
 * production runs it, and a search for secrets in clear in a database, its files and a log.
 */

const API_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/**
 * Builds the server with its own tsup config (what `pnpm build` ships as dist/main.js) into a
 * folder of its own under node_modules/.cache (so its npm imports resolve, and a concurrent
 * build or `pnpm start` is left alone). Answers the bundle's main.js and its folder.
 */
export async function buildApi(): Promise<{ main: string; dir: string }> {
  const dir = path.join(
    API_DIR,
    'node_modules',
    '.cache',
    'production-test',
    randomBytes(6).toString('hex'),
  );
  const tsup = path.join(API_DIR, 'node_modules', '.bin', 'tsup');
  await promisify(execFile)(tsup, ['--out-dir', dir, '--silent'], { cwd: API_DIR });
  return { main: path.join(dir, 'main.js'), dir };
}

/**
 * A secret and how it would look in clear: `text` as it is (and, in SQL text, as bytea hex);
 * `code` (6 digits) only where no letter or digit touches it, so a timestamp or an id that
 * happens to hold the digits is not taken for it; `phrase` (a BIP39 phrase) as the whole phrase
 * or any 3 of its words in their order with up to 4 other characters between them (JSON arrays,
 * commas, quotes).
 */
export interface Secret {
  name: string;
  value: string;
  kind: 'text' | 'code' | 'phrase';
}

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** One expression per secret: every way it would show in clear. */
function pattern(secret: Secret): RegExp {
  if (secret.kind === 'code') return new RegExp(`(?<![0-9A-Za-z])${secret.value}(?![0-9A-Za-z])`);
  if (secret.kind === 'phrase') {
    const words = secret.value.split(' ');
    const runs = words.slice(0, -2).map(
      (_, i) =>
        `\\b${words
          .slice(i, i + 3)
          .map(escape)
          .join('[^a-z]{1,4}')}\\b`,
    );
    return new RegExp([escape(secret.value), ...runs].join('|'));
  }
  const hex = Buffer.from(secret.value, 'utf8').toString('hex');
  return new RegExp(`${escape(secret.value)}|${hex}`, 'i');
}

/** The names of the secrets found in `text` (a latin1 reading of raw bytes works as well). */
export function secretsIn(text: string, secrets: readonly Secret[]): string[] {
  return secrets.filter((s) => pattern(s).test(text)).map((s) => s.name);
}

/**
 * Every table of every schema but the catalogs, each row as Postgres writes it in text
 * (`row::text`, bytea as hex): what a pg_dump of the data would show.
 */
export async function dumpTables(query: Query) {
  const tables = await query<{ schema: string; name: string }>(
    `SELECT table_schema AS schema, table_name AS name FROM information_schema.tables
     WHERE table_type = 'BASE TABLE' AND table_schema NOT IN ('pg_catalog', 'information_schema')
     ORDER BY 1, 2`,
  );
  const parts: string[] = [];
  let rows = 0;
  for (const table of tables) {
    const name = `"${table.schema.replace(/"/g, '""')}"."${table.name.replace(/"/g, '""')}"`;
    const found = await query<{ row: string }>(`SELECT t::text AS row FROM ${name} t`);
    rows += found.length;
    parts.push(`-- ${name}`, ...found.map((r) => r.row));
  }
  return { tables: tables.map((t) => `${t.schema}.${t.name}`), rows, text: parts.join('\n') };
}

/** Every file under `dir`, read as bytes (latin1 text, so each byte is one character). */
export async function rawFiles(dir: string) {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  const files = entries.filter((e) => e.isFile()).map((e) => path.join(e.parentPath, e.name));
  const contents = await Promise.all(
    files.map(async (file) => ({ file, text: (await readFile(file)).toString('latin1') })),
  );
  return {
    files: contents.length,
    bytes: contents.reduce((sum, c) => sum + c.text.length, 0),
    contents,
  };
}
