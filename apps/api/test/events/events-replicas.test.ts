import { afterAll, describe, expect, it } from 'vitest';
import { testDatabaseUrl } from '../../src/config/env';
import {
  type Person,
  Resources,
  WALLET_KEY,
  client,
  fundedPeople,
  replicaDatabase,
  startApi,
} from '../support/api-process';
import { kind, readStream } from '../support/event-stream';
import { nodeApiEnv, startOptchain } from '../support/optchain-node';

/**
 * Live updates across replicas: two API processes on one Postgres, a transfer written through
 * A reaches the receiver's stream on B (LISTEN/NOTIFY), and a stream cut by B's restart resumes
 * with Last-Event-ID and gets what it missed. Needs TEST_DATABASE_URL (CI's Postgres pass).
 */
const serverUrl = testDatabaseUrl();
const resources = new Resources();
afterAll(() => resources.release());

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
      // OPT is the node's: both replicas index one node (the follower runs on one of them).
      const chain = resources.process(await startOptchain('optchain-1'));
      const { env: replica } = await replicaDatabase(resources, 'optwallet-live', serverUrl);
      const env = replica(nodeApiEnv(chain.config));
      const a = resources.process(await startApi(env));
      let b = resources.process(await startApi(env));
      // Ana signs up on A, Ben on B, each with the faucet's drip indexed.
      const [ana, ben] = (await fundedPeople([a.url, b.url], 2, 'live')) as [Person, Person];

      const onB = readStream(await openStream(b.url, ben.token));
      await onB.next(kind('ready'));
      expect((await sendOpt(a.url, ana, ben, '2')).status).toBe(200);
      const balance = await onB.next(
        (m) => m.event === 'balance' && m.data.walletId === ben.walletId,
      );
      await onB.next(kind('notification'));

      // B restarts: its streams end; meanwhile A writes another transfer to Ben.
      await b.stop();
      await onB.ended;
      const lastId = onB.messages.at(-1)?.id ?? balance.id;
      expect((await sendOpt(a.url, ana, ben, '3')).status).toBe(200);
      b = resources.process(await startApi(env));
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
