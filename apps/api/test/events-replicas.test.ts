import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { testDatabaseUrl } from '../src/config/env';
import {
  type ApiProcess,
  type Person,
  WALLET_KEY,
  client,
  freshPostgres,
  personOn,
  replicaEnv,
  startApi,
} from './api-process';
import { kind, readStream } from './event-stream';

/**
 * Live updates across replicas: two API processes on one Postgres, a transfer written through
 * A reaches the receiver's stream on B (LISTEN/NOTIFY), and a stream cut by B's restart resumes
 * with Last-Event-ID and gets what it missed. Needs TEST_DATABASE_URL (CI's Postgres pass).
 */
const serverUrl = testDatabaseUrl();
const running: ApiProcess[] = [];
const cleanups: (() => Promise<void>)[] = [];
afterAll(async () => {
  for (const api of running) await api.stop();
  for (const cleanup of cleanups) await cleanup();
});

function openStream(url: string, token: string, lastEventId?: string) {
  return fetch(`${url}/events`, {
    headers: {
      authorization: `Bearer ${token}`,
      'X-App-Version': '1.0.3',
      ...(lastEventId ? { 'Last-Event-ID': lastEventId } : {}),
    },
  });
}

function sendOpt(url: string, from: Person, to: Person, amount: string) {
  return client(url, from.token).call('POST', `/wallets/${from.walletId}/transfer`, {
    chainId: 'optchain-1',
    symbol: 'OPT',
    amount,
    to: to.native,
    transferType: 'send',
    description: '',
    walletPasscode: WALLET_KEY,
  });
}

describe('live updates across replicas', () => {
  it.skipIf(!serverUrl)(
    `Postgres, two API processes: a transfer written by A is on the receiver's stream on B; after B restarts, the stream resumes and catches up${serverUrl ? '' : ' (skipped: needs TEST_DATABASE_URL; CI runs it in its Postgres pass)'}`,
    async () => {
      const database = await freshPostgres(serverUrl ?? '', 'optwallet_live');
      cleanups.push(database.drop);
      const dataDir = mkdtempSync(path.join(tmpdir(), 'optwallet-live-'));
      cleanups.push(() => Promise.resolve(rmSync(dataDir, { recursive: true, force: true })));
      const env = replicaEnv({ DATABASE_URL: database.url, DATA_DIR: dataDir });
      const a = await startApi(env);
      running.push(a);
      let b = await startApi(env);
      running.push(b);
      const ana = await personOn(a.url, 'ana-live@example.com');
      const ben = await personOn(b.url, 'ben-live@example.com');

      const onB = readStream(await openStream(b.url, ben.token));
      await onB.next(kind('ready'));
      expect((await sendOpt(a.url, ana, ben, '2')).status).toBe(200);
      const balance = await onB.next(
        (m) => m.event === 'balance' && m.data.walletId === ben.walletId,
      );
      await onB.next(kind('notification'));

      // B restarts: its streams end; meanwhile A writes another transfer to Ben.
      await b.stop();
      running.splice(running.indexOf(b), 1);
      await onB.ended;
      const lastId = onB.messages.at(-1)?.id ?? balance.id;
      expect((await sendOpt(a.url, ana, ben, '3')).status).toBe(200);
      b = await startApi(env);
      running.push(b);
      const resumed = readStream(await openStream(b.url, ben.token, lastId));
      const missed = await resumed.next(kind('balance'));
      expect(missed.data.walletId).toBe(ben.walletId);
      expect(Number(missed.id)).toBeGreaterThan(Number(lastId));
      await resumed.next(kind('ready'));
      await resumed.close();
    },
    600_000,
  );
});
