import type { PGlite } from '@electric-sql/pglite';
import { type SQL, sql } from 'drizzle-orm';
import type pg from 'pg';
import type { Db } from './client';

/**
 * Statements on the hot path (reads, a transfer, the passcode reservation) as fixed SQL text
 * with `$n` parameters, each cast to its type in the text. They are prepared once per session:
 * a named statement on Postgres (parsed and planned once per connection), PREPARE/EXECUTE on
 * PGlite. Planning a statement cost more than running it, and building it with drizzle's
 * templates cost as much again; a prepared one costs neither.
 */
export interface Prepared {
  name: string;
  text: string;
}

/** A statement prepared on first use; `name` must be unique in the process. */
export function prepared(name: string, text: string): Prepared {
  return { name, text };
}

type Runner = <T>(statement: Prepared, params: readonly unknown[]) => Promise<T[]>;
const runners = new WeakMap<Db, Runner>();

/** A Postgres pool: node-postgres sends named statements and keeps them per connection. */
export function preparePostgres(db: Db, pool: pg.Pool): void {
  runners.set(db, async <T>(statement: Prepared, params: readonly unknown[]) => {
    const result = await pool.query({
      name: statement.name,
      text: statement.text,
      values: [...params],
    });
    return result.rows as T[];
  });
}

/**
 * A value as an SQL literal for EXECUTE (PGlite prepares with SQL, and EXECUTE takes no bound
 * parameters). Strings are quoted with '' for ' — exact when standard_conforming_strings is on,
 * which the caller checked — and a NUL, which would cut the statement short, is refused.
 */
function literal(value: unknown): string {
  if (value === null || value === undefined) return 'NULL';
  if (typeof value === 'boolean') return value ? 'TRUE' : 'FALSE';
  if (typeof value === 'bigint') return `'${value.toString()}'`;
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) throw new RangeError(`Not a finite number: ${value}`);
    return `'${String(value)}'`;
  }
  const text =
    value instanceof Date
      ? value.toISOString()
      : typeof value === 'string'
        ? value
        : JSON.stringify(value);
  if (text.includes('\u0000')) throw new RangeError('A NUL character cannot be stored');
  return `'${text.replaceAll("'", "''")}'`;
}

/** PGlite: PREPARE once (in the same call as the first EXECUTE), then EXECUTE with literals. */
export async function preparePglite(db: Db, client: PGlite): Promise<void> {
  const [setting] = (
    await client.query<{ standard_conforming_strings: string }>('SHOW standard_conforming_strings')
  ).rows;
  if (setting?.standard_conforming_strings !== 'on') return;
  /** Per statement: prepared, or being prepared by the call that first ran it. */
  const ready = new Map<string, Promise<boolean>>();
  const isPrepared = async (name: string) =>
    (
      await client.query('SELECT 1 FROM pg_prepared_statements WHERE name = $1', [
        name.toLowerCase(),
      ])
    ).rows.length > 0;
  runners.set(db, async <T>(statement: Prepared, params: readonly unknown[]) => {
    const execute = `EXECUTE ${statement.name}(${params.map(literal).join(', ')})`;
    const preparing = ready.get(statement.name);
    if (preparing && (await preparing)) return (await client.query<T>(execute)).rows;
    // One call prepares and runs (so a first use costs one statement too).
    const first = client.exec(`PREPARE ${statement.name} AS ${statement.text}; ${execute}`);
    // A failed EXECUTE may still have left the statement prepared: the catalogue says.
    ready.set(
      statement.name,
      first.then(
        () => true,
        () => isPrepared(statement.name),
      ),
    );
    return ((await first).at(-1)?.rows ?? []) as T[];
  });
}

/** The same statement through drizzle (a transaction, or a database opened elsewhere). */
function asSql(statement: Prepared, params: readonly unknown[]): SQL {
  const chunks = statement.text.split(/\$(\d+)/);
  const parts: SQL[] = [];
  chunks.forEach((chunk, i) => {
    if (i % 2 === 0) parts.push(sql.raw(chunk));
    else parts.push(sql`${params[Number(chunk) - 1] ?? null}`);
  });
  return sql.join(parts, sql``);
}

/** Runs a prepared statement; rows as the driver gives them (callers convert int8 and numeric). */
export async function runPrepared<T>(
  db: Db,
  statement: Prepared,
  params: readonly unknown[],
): Promise<T[]> {
  const runner = runners.get(db);
  if (runner) return runner<T>(statement, params);
  const result = (await db.execute(asSql(statement, params))) as { rows: T[] };
  return result.rows;
}
