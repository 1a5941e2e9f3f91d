import { checkLedgerStateConformance } from '@optwallet/ledger';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabaseUrl } from '../../config/env';
import type { Database } from '../../db/client';
import { openTestDatabase } from '../../db/test-database';
import { PgLedgerState } from './pg-ledger-state';

let database: Database;
beforeAll(async () => {
  database = await openTestDatabase(testDatabaseUrl());
});
afterAll(() => database.close());

describe('PgLedgerState', () => {
  it('replays the ledger conformance scenario exactly like the in-memory state, with every invariant kept', async () => {
    const problems = await database.db.transaction((trx) =>
      checkLedgerStateConformance(new PgLedgerState(trx)),
    );
    expect(problems).toEqual([]);
  }, 60_000);

  it('refuses a negative balance on an ordinary account at the database level', async () => {
    const attempt = database.db.transaction(async (trx) => {
      const state = new PgLedgerState(trx);
      await state.putTransaction({
        hash: 'NEG',
        chainId: 'optchain-1',
        height: 1,
        time: 0,
        type: 'send',
        from: 'opt1a',
        to: 'opt1b',
        amount: 5n,
        denom: 'uopt',
        symbol: 'OPT',
        fee: 0n,
        feeDenom: 'uopt',
        memo: '',
        status: 'success',
        completedOn: null,
      });
      await state.appendEntry({
        id: 'NEG:0',
        txHash: 'NEG',
        chainId: 'optchain-1',
        height: 1,
        time: 0,
        postings: [
          { chainId: 'optchain-1', account: 'opt1a', denom: 'uopt', amount: -5n },
          { chainId: 'optchain-1', account: 'opt1b', denom: 'uopt', amount: 5n },
        ],
      });
      await state.flush();
    });
    await expect(attempt).rejects.toThrow();
    const state = new PgLedgerState(database.db);
    expect(await state.getBalance('optchain-1', 'opt1b', 'uopt')).toBe(0n);
    expect(await state.getTransaction('NEG')).toBeUndefined();
  });
});
