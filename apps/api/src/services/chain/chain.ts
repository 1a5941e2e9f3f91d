import {
  DevnetChain,
  type JournalEntry,
  type LedgerError,
  type TxRecord,
  isLedgerError,
} from '@optwallet/ledger';
import { translate } from '@optwallet/domain';
import type { Db } from '../../db/client';
import { HttpError } from '../../lib/errors';
import type { Deps } from '../../lib/http';
import { notifySettled } from './chain-notifications';
import { LEDGER_CONFIG } from './ledger-config';
import { PgLedgerState } from './pg-ledger-state';

/** Remembers every transaction the engine wrote during one call (for notifications). */
class RecordingLedgerState extends PgLedgerState {
  readonly written: TxRecord[] = [];
  readonly entries: JournalEntry[] = [];
  override async putTransaction(tx: TxRecord): Promise<void> {
    this.written.push(tx);
    await super.putTransaction(tx);
  }
  override async appendEntry(entry: JournalEntry): Promise<void> {
    this.entries.push(entry);
    await super.appendEntry(entry);
  }
}

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

/**
 * Runs `work` against a DevnetChain bound to one database transaction: the chain settles what
 * fell due (unbondings, moves, reward payouts), then `work` reads or writes; postings, records,
 * staking rows, the head and the notifications of what settled commit together, or nothing does.
 * Chain time is deps.clock plus the devnet offset the ledger keeps in its head. `written` lists
 * the transactions the engine wrote so far in this call. `ledger` is the chain's state, for the
 * reads the gateway has no call for (a page of transactions in SQL).
 */
export async function runChain<T>(
  deps: Deps,
  work: (
    chain: DevnetChain,
    trx: Db,
    written: readonly TxRecord[],
    ledger: PgLedgerState,
  ) => Promise<T>,
): Promise<T> {
  try {
    return await deps.db.transaction(async (tx) => {
      const trx = tx as unknown as Db;
      const state = new RecordingLedgerState(trx);
      const chain = new DevnetChain({
        state,
        clock: () => deps.clock().getTime(),
        config: LEDGER_CONFIG,
      });
      const result = await work(chain, trx, state.written, state);
      await state.flush();
      await notifySettled(deps, trx, state.written, state.entries);
      return result;
    });
  } catch (error) {
    if (isLedgerError(error)) throw ledgerHttpError(error);
    throw error;
  }
}
