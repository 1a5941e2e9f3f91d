import { afterAll, describe, expect, it } from 'vitest';
import { testDatabaseUrl } from '../src/config/env';
import {
  type Person,
  Resources,
  WALLET_KEY,
  auditLedger,
  client,
  personOn,
  replicaDatabase,
  startApi,
} from './api-process';

/**
 * kill -9 during a burst of transfers, then a restart on the same database: every transfer the
 * server acknowledged is there, none is half written, and a retry of one it never answered is
 * applied at most once. On Postgres when TEST_DATABASE_URL names one, else on PGlite.
 */

const serverUrl = testDatabaseUrl();
const resources = new Resources();
afterAll(() => resources.release());

const PEOPLE = 6;
const BURST = 120;

describe('a crash in the middle of a burst', () => {
  it(`kill -9 after some of ${BURST} transfers were answered, then a restart: each acknowledged one is whole, nothing is partial (${serverUrl ? 'Postgres' : 'PGlite'})`, async () => {
    const { env: replica, inspect } = await replicaDatabase(
      resources,
      'optwallet-crash',
      serverUrl,
    );
    const env = replica();

    const first = resources.process(await startApi(env));
    const people: Person[] = [];
    for (let i = 0; i < PEOPLE; i += 1)
      people.push(await personOn(first.url, `crash${i}@example.com`));

    const body = (n: number) => ({
      chainId: 'optchain-1',
      symbol: 'OPT',
      amount: String(1 + (n % 7)),
      to: people[(n + 1) % PEOPLE]?.native,
      transferType: 'send',
      description: `crash ${n}`,
      walletPasscode: WALLET_KEY,
    });
    const transfer = (url: string, n: number) => {
      const sender = people[n % PEOPLE] as Person;
      return client(url, sender.token).call(
        'POST',
        `/wallets/${sender.walletId}/transfer`,
        body(n),
        { 'Idempotency-Key': `crash-${n}` },
      );
    };

    const acknowledged = new Map<number, string>();
    let answered = 0;
    const killed = new Promise<void>((resolve) => {
      for (let n = 0; n < BURST; n += 1) {
        transfer(first.url, n).then(
          ({ status, json }) => {
            answered += 1;
            if (status === 200) acknowledged.set(n, String(json.transactionHash));
            if (answered === 25) resolve();
          },
          () => undefined, // the connection died with the server
        );
      }
    });
    await killed;
    await first.kill9();
    expect(acknowledged.size).toBeGreaterThan(10);
    expect(acknowledged.size).toBeLessThan(BURST);

    const second = resources.process(await startApi(env));
    // Retried with the same keys: an acknowledged one answers its first hash, the rest apply once.
    const retried = await Promise.all(
      Array.from({ length: BURST }, (_, n) => transfer(second.url, n)),
    );
    for (const [n, hash] of acknowledged) expect(retried[n]?.json.transactionHash).toBe(hash);
    expect(retried.filter((r) => r.status >= 500)).toEqual([]);
    await second.stop();

    await inspect(async (query) => {
      const rows = await query<{ hash: string; request_id: string; note: string | null }>(
        `SELECT t.hash, t.request_id, n.description AS note FROM ledger_transactions t
         LEFT JOIN transaction_notes n ON n.tx_hash = t.hash WHERE t.request_id IS NOT NULL`,
      );
      const byHash = new Map(rows.map((row) => [row.hash, row]));
      for (const [n, hash] of acknowledged) {
        // Its record, its entry (audited below) and its note: written together or not at all.
        expect(byHash.get(hash)?.note).toBe(`crash ${n}`);
      }
      expect(new Set(rows.map((row) => row.request_id)).size).toBe(rows.length);
      expect(await auditLedger(query)).toEqual([]);
    });
  }, 600_000);
});
