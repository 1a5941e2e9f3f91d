import pino from 'pino';
import { StatementError } from '../db/prepared';

export type Logger = pino.Logger;

/**
 * Structured JSON logs. Bodies are never logged; these paths are redacted in case a secret
 * reaches a log call through an object anyway.
 */
const REDACT_PATHS = [
  'password',
  'password_confirmation',
  'current_password',
  'token',
  'access_token',
  'refresh_token',
  'remember_token',
  'authCode',
  'code',
  'code_verifier',
  'mnemonic',
  'walletPasscode',
  'req.headers.authorization',
  'req.headers.cookie',
  'res.headers["set-cookie"]',
  '*.password',
  '*.token',
  '*.code',
  '*.authCode',
  '*.mnemonic',
  '*.refresh_token',
  '*.access_token',
];

/** What a database error may say in a log: where it failed, never the values it was given. */
const DATABASE_ERROR_FIELDS = ['code', 'severity', 'routine', 'constraint', 'table', 'column'];

interface LoggedError {
  type: string;
  message: string;
  stack?: string | undefined;
  code?: unknown;
  query?: string;
  cause?: unknown;
}

function isDatabaseError(value: object): boolean {
  const code = (value as { code?: unknown }).code;
  return typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code) && 'routine' in value;
}

/**
 * Errors as the logs keep them. A failed query (drizzle's DrizzleQueryError) carries every bound
 * parameter in `params`, in its message and so in its stack, and the database's own message can
 * repeat one ('invalid input syntax for type integer: "<value>"'), and its `detail` names the
 * duplicate key: emails, password hashes, tokens. The log keeps the SQL text with its $n
 * placeholders, the SQLSTATE and where it failed; values never reach it.
 */
function errorForLog(error: unknown): unknown {
  if (!(error instanceof Error)) return error;
  if (error instanceof StatementError) {
    // A prepared statement (db/prepared.ts): its name and SQLSTATE; the driver's error, which
    // can quote a value, stays out.
    return {
      type: error.name,
      message: error.message,
      stack: error.stack,
      statement: error.statement,
      // Not `code`: the redaction of one-time codes (`*.code`) would hide it.
      sqlState: error.sqlState,
    };
  }
  const query = 'query' in error && typeof error.query === 'string' ? error.query : undefined;
  const message = query === undefined ? error.message : `Failed query: ${query}`;
  const logged: LoggedError = {
    type: error.constructor.name,
    message,
    stack: error.stack?.replace(error.message, message),
  };
  const code = (error as { code?: unknown }).code;
  if (typeof code === 'string' || typeof code === 'number') logged.code = code;
  if (query !== undefined) logged.query = query;
  if (error.cause !== undefined) logged.cause = causeForLog(error.cause);
  return logged;
}

function causeForLog(cause: unknown): unknown {
  if (cause === null || typeof cause !== 'object') return undefined;
  if (!isDatabaseError(cause)) return errorForLog(cause);
  const fields: Record<string, unknown> = { type: 'DatabaseError' };
  for (const key of DATABASE_ERROR_FIELDS) {
    const value = (cause as Record<string, unknown>)[key];
    if (value !== undefined) fields[key] = value;
  }
  return fields;
}

export function createLogger(level: string, destination?: pino.DestinationStream): Logger {
  return pino(
    {
      level,
      redact: { paths: REDACT_PATHS, censor: '[redacted]' },
      base: { service: 'api' },
      serializers: { err: errorForLog },
    },
    destination,
  );
}
