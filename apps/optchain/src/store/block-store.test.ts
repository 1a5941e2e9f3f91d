import { describe, expect, it } from 'vitest';
import { BlockStore } from './block-store';
import { openPglite } from './db';

describe('BlockStore on a log written before payouts were summed', () => {
  it('marks its next height as the first whose block sums payouts, once', async () => {
    const db = await openPglite(undefined);
    // The tables as they were: no summed_payouts_from, two blocks written.
    await db.query(
      'CREATE TABLE optchain_meta (id integer PRIMARY KEY CHECK (id = 1), chain_id text NOT NULL, genesis_time bigint NOT NULL)',
    );
    await db.query(`INSERT INTO optchain_meta VALUES (1, 'optchain-1', 0)`);
    await db.query(
      `CREATE TABLE optchain_blocks (height bigint PRIMARY KEY, time_ms bigint NOT NULL,
        offset_ms bigint NOT NULL, hash text NOT NULL, last_hash text NOT NULL,
        data_hash text NOT NULL, app_hash text NOT NULL, num_txs integer NOT NULL, events jsonb NOT NULL)`,
    );
    const insertBlock = (height: number) =>
      db.query(
        `INSERT INTO optchain_blocks VALUES ($1, $1, 0, 'h', 'l', 'd', 'a', 0, '[]'::jsonb)`,
        [height],
      );
    await insertBlock(1);
    await insertBlock(2);

    const store = await BlockStore.open(db);
    expect(await store.meta()).toEqual({
      chainId: 'optchain-1',
      genesisTime: 0,
      summedPayoutsFrom: 3,
    });
    // Blocks written since sum their payouts: opening again keeps the mark.
    await insertBlock(3);
    await BlockStore.open(db);
    expect((await store.meta())?.summedPayoutsFrom).toBe(3);
    await store.close();
  });
});
