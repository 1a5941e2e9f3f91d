import { setTimeout as sleep } from 'node:timers/promises';
import { translate } from '@optwallet/domain';
import { type LedgerError, isLedgerError } from '@optwallet/ledger';
import type { Db } from '../db/client';
import type { Deps } from '../deps';
import { HttpError } from '../lib/errors';

/**
 * What every chain family shares around a call: refusals answered as HTTP errors, and database
 * transactions retried when Postgres broke a deadlock.
 */

/** Ledger field -> the request field a client shows the error under. */
const REQUEST_FIELD: Record<string, string> = {
  validator: 'to',
  toValidator: 'to',
  fromValidator: 'from',
  delegator: 'from',
  commission: 'fee',
};

/** LedgerError -> 422 `{ message, errors: { field: [message] } }` (a taken moniker is 409). */
export function ledgerHttpError(error: LedgerError): HttpError {
  const message =
    error.code === 'insufficient_funds'
      ? translate('validation.balance_insufficient')
      : error.message;
  const field = error.field ? (REQUEST_FIELD[error.field] ?? error.field) : 'body';
  if (error.code === 'moniker_taken' || error.code === 'validator_exists') {
    return new HttpError(409, message, { errors: { [field]: [message] } });
  }
  return new HttpError(422, message, { errors: { [field]: [message] } });
}

/** Runs a chain call, answering the chain rules' refusals (LedgerError) as HTTP errors. */
export async function chainCall<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (isLedgerError(error)) throw ledgerHttpError(error);
    throw error;
  }
}

/** Deadlock or serialization failure: the transaction did nothing and may simply run again. */
function isRetryable(error: unknown): boolean {
  for (let e: unknown = error; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    const code = (e as { code?: unknown }).code;
    if (code === '40P01' || code === '40001') return true;
  }
  return false;
}

const ATTEMPTS = 5;

/** Runs `work` again (a few times, with jitter) when Postgres aborted it to break a deadlock. */
async function withRetry<T>(work: () => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await work();
    } catch (error) {
      if (attempt >= ATTEMPTS || !isRetryable(error)) throw error;
      await sleep(5 + Math.random() * 20 * attempt);
    }
  }
}

/** One database transaction, retried on deadlock. */
export function inTransaction<T>(
  deps: Pick<Deps, 'db'>,
  work: (trx: Db) => Promise<T>,
): Promise<T> {
  return withRetry(() => deps.db.transaction((tx) => work(tx as unknown as Db)));
}
