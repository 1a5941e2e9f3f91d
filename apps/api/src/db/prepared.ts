import { type PGlite, protocol, types } from '@electric-sql/pglite';
import { type SQL, sql } from 'drizzle-orm';
import type pg from 'pg';
import type { Db } from './types';

/**
 * Statements on the hot path (reads, a transfer, the passcode reservation) as fixed SQL text
 * with `$n` parameters, each cast to its type in the text. They are prepared once per session,
 * a named statement of the extended protocol on both engines (parsed once per Postgres
 * connection, once per PGlite instance), and their values are always bind parameters. Planning a
 * statement cost more than running it, and building it with drizzle's templates cost as much
 * again; a prepared one costs neither.
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

/**
 * A statement failed. Its message names the statement and the SQLSTATE only: the driver's error
 * (`cause`) can quote a value it could not read ('invalid input syntax for type numeric: "…"'),
 * and the logs (lib/logger.ts) keep this error's name and code, never the cause's text.
 */
export class StatementError extends Error {
  override readonly name = 'StatementError';
  constructor(
    readonly statement: string,
    readonly sqlState: string | undefined,
    cause: unknown,
  ) {
    super(`Statement ${statement} failed${sqlState ? ` (SQLSTATE ${sqlState})` : ''}`, { cause });
  }
}

/** The database's own error behind a driver's wrapping (drizzle puts it in `cause`). */
function databaseErrorOf(error: unknown): unknown {
  for (let e: unknown = error; e !== null && typeof e === 'object';) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return e;
    e = (e as { cause?: unknown }).cause;
  }
  return error;
}

function failed(statement: Prepared, error: unknown): StatementError {
  const cause = databaseErrorOf(error);
  const code = (cause as { code?: unknown } | null)?.code;
  return new StatementError(statement.name, typeof code === 'string' ? code : undefined, cause);
}

/**
 * A parameter as the text the protocol binds (each statement casts its `$n` to its type): what
 * node-postgres does with a value, written once so both engines bind the same text.
 */
function bindText(value: unknown): string | null {
  if (value === null || value === undefined) return null;
  if (typeof value === 'string') return value;
  if (typeof value === 'bigint' || typeof value === 'boolean') return String(value);
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) throw new RangeError('Not a finite number');
    return String(value);
  }
  if (value instanceof Date) return value.toISOString();
  return JSON.stringify(value);
}

/** A Postgres pool: node-postgres sends named statements and keeps them per connection. */
export function preparePostgres(db: Db, pool: pg.Pool): void {
  runners.set(db, async <T>(statement: Prepared, params: readonly unknown[]) => {
    const result = await pool.query({
      name: statement.name,
      text: statement.text,
      values: params.map(bindText),
    });
    return result.rows as T[];
  });
}

const { DatabaseError, DataRowMessage, RowDescriptionMessage } = protocol.messages;

function concat(parts: Uint8Array[]): Uint8Array {
  const out = new Uint8Array(parts.reduce((length, part) => length + part.length, 0));
  let offset = 0;
  for (const part of parts) {
    out.set(part, offset);
    offset += part.length;
  }
  return out;
}

/**
 * PGlite: the extended protocol, as node-postgres speaks it to a server. A statement is parsed
 * once under its name (in the same round trip as its first execution, so a first use costs one
 * statement too); then each call binds its parameters to the named statement and executes it.
 * Values travel as bind parameters, never inside the SQL text.
 */
export function preparePglite(db: Db, client: PGlite): void {
  const { serialize } = protocol;
  /** Statements this session has parsed (the session lives as long as the PGlite instance). */
  const parsed = new Set<string>();
  const execute = async <T>(statement: Prepared, params: readonly unknown[]): Promise<T[]> => {
    const first = !parsed.has(statement.name);
    const message = concat([
      ...(first ? [serialize.parse({ name: statement.name, text: statement.text })] : []),
      serialize.bind({ statement: statement.name, values: params.map(bindText) }),
      serialize.describe({ type: 'P' }),
      serialize.execute({}),
      serialize.sync(),
    ]);
    const { messages } = await client.execProtocol(message, { throwOnError: false });
    // A failed bind or execution may still have parsed the statement: the server said so.
    if (first && messages.some((m) => m.name === 'parseComplete')) parsed.add(statement.name);
    const error = messages.find((m) => m instanceof DatabaseError);
    if (error) throw error;
    let fields: readonly { name: string; dataTypeID: number }[] = [];
    const rows: Record<string, unknown>[] = [];
    for (const m of messages) {
      if (m instanceof RowDescriptionMessage) fields = m.fields;
      if (!(m instanceof DataRowMessage)) continue;
      const values = m.fields;
      rows.push(
        Object.fromEntries(
          fields.map((field, i) => [
            field.name,
            types.parseType(values[i] ?? null, field.dataTypeID, client.parsers) as unknown,
          ]),
        ),
      );
    }
    return rows as T[];
  };
  // As PGlite's own query(): after any open transaction, and one protocol exchange at a time.
  runners.set(db, <T>(statement: Prepared, params: readonly unknown[]) =>
    client._runExclusiveTransaction(() =>
      client._runExclusiveQuery(() => execute<T>(statement, params)),
    ),
  );
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
  try {
    const runner = runners.get(db);
    if (runner) return await runner<T>(statement, params);
    const result = (await db.execute(asSql(statement, params))) as { rows: T[] };
    return result.rows;
  } catch (error) {
    throw failed(statement, error);
  }
}
