import { randomBytes } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { translate } from '@optwallet/domain';
import {
  type ChainEnv,
  type LedgerError,
  LedgerError as LedgerErrorClass,
  chainEnv,
  isLedgerError,
} from '@optwallet/ledger';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { HttpError } from '../../lib/errors';
import type { Deps } from '../../deps';
import { LEDGER_CONFIG } from '../catalogue';
import { pgError } from './transfer-statement';

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

/** A constraint the database enforced as the engine's own refusal, where it is one. */
function constraintRefusal(error: unknown): LedgerError | undefined {
  const pg = pgError(error);
  if (pg?.code === '23514' && pg.constraint === 'ledger_balances_non_negative') {
    return new LedgerErrorClass(
      'insufficient_funds',
      'Balance insufficient (amount plus gas fee)',
      'amount',
    );
  }
  if (pg?.code === '23505' && pg.constraint === 'ledger_validators_moniker_unique') {
    return new LedgerErrorClass(
      'moniker_taken',
      'A validator with this name already exists',
      'moniker',
    );
  }
  if (pg?.code === '23505' && pg.constraint === 'ledger_validators_pkey') {
    return new LedgerErrorClass('validator_exists', 'This wallet already runs a validator', 'from');
  }
  return undefined;
}

/** Runs a chain call, answering the engine's refusals as HTTP errors. */
export async function chainCall<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    const refusal = isLedgerError(error) ? error : constraintRefusal(error);
    if (refusal) throw ledgerHttpError(refusal);
    throw error;
  }
}

/** Deadlock or serialization failure: the transaction did nothing and may simply run again. */
function isRetryable(error: unknown): boolean {
  const code = pgError(error)?.code;
  return code === '40P01' || code === '40001';
}

const ATTEMPTS = 5;

/** Runs `work` again (a few times, with jitter) when Postgres aborted it to break a deadlock. */
export async function withRetry<T>(work: () => Promise<T>): Promise<T> {
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
export function inTransaction<T>(deps: Deps, work: (trx: Db) => Promise<T>): Promise<T> {
  return withRetry(() => deps.db.transaction((tx) => work(tx as unknown as Db)));
}

/** Transaction hashes: the chain, 128 random bits and the content (unique across replicas). */
export const randomNonce = (): string => randomBytes(16).toString('hex');

/** The engine's view of a chain for one call at the server's clock. */
export function ledgerEnv(deps: Deps, chainId: string): ChainEnv {
  return chainEnv(LEDGER_CONFIG, chainId, deps.clock().getTime(), randomNonce);
}

const headsReady = new WeakMap<Db, Promise<void>>();

/**
 * Every chain's head exists (genesis at the first start), written once per database and
 * process: a transfer then only reads it, inside its own statement.
 */
export function ensureHeads(deps: Deps): Promise<void> {
  let ready = headsReady.get(deps.db);
  if (!ready) {
    const genesis = deps.clock().getTime();
    const rows = sql.join(
      LEDGER_CONFIG.chains.map((c) => sql`(${c.chainId}, ${genesis}::bigint, 0::bigint)`),
      sql`, `,
    );
    ready = deps.db
      .execute(
        sql`INSERT INTO ledger_heads (chain_id, genesis_time, offset_ms) VALUES ${rows} ON CONFLICT DO NOTHING`,
      )
      .then(() => undefined);
    ready.catch(() => headsReady.delete(deps.db));
    headsReady.set(deps.db, ready);
  }
  return ready;
}
