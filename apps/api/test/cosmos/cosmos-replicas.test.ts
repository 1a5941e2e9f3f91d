import { StargateClient } from '@cosmjs/stargate';
import { afterAll, describe, expect, it } from 'vitest';
import { testDatabaseUrl } from '../../src/config/env';
import {
  type OptSend,
  type Person,
  Resources,
  displayOpt,
  expectedOptBalances,
  fundedPeople,
  optBalance,
  optHistory,
  replicaDatabase,
  sendOpt,
  showSend,
  startApi,
  until,
} from '../support/api-process';
import { nodeApiEnv, startOptchain } from '../support/optchain-node';

/**
 * Concurrency on the Cosmos path: API processes on one database in front of one devnet OptChain
 * node (its own process). Every wallet sends several OPT transfers at once, spread over the
 * replicas — the same sender's sequence contended for by both — some of them twice at the same
 * moment with one Idempotency-Key (once on each replica), one without a key, one an overdraw.
 * Afterwards, read on the node with cosmjs (not through the API): every accepted send is a
 * transaction of its sender exactly once and nothing else is; no sequence mismatch reached a
 * caller as a 500; each key answered one hash; the API's balances equal the node's and each
 * history shows every send and receive once, settled. CI runs the API suite on PGlite (one
 * process: PGlite has one writer) and on Postgres (two replicas).
 */

const PEOPLE = 4;
const SENDS = 6;
const OPT = 1_000_000n;
const serverUrl = testDatabaseUrl();

const resources = new Resources();
afterAll(() => resources.release());

interface Send extends OptSend {
  replica: number;
}

const transfer = (urls: string[], people: Person[], send: Send) =>
  sendOpt(urls[send.replica % urls.length] ?? '', people, send);

/**
 * A send the API refused because its sequence became unusable: a transaction signed before it
 * (here the overdraw, signed amid the sends) was refused by the node, and its own signing again
 * met the same gap (32 twice). A clear 422 that asks to try again.
 */
const WENT_FIRST = 'Another transaction of this wallet went first; try again';

/**
 * Every wallet's sends at once: keyed, keyed twice on both replicas, unkeyed, an overdraw. A send
 * refused with WENT_FIRST is retried as its message asks (with its key, if any), one at a time,
 * as a client would; the refusals are counted.
 */
async function burst(
  urls: string[],
  people: Person[],
): Promise<{ sends: Send[]; wentFirst: Send[] }> {
  const work: Promise<Send>[] = [];
  for (let from = 0; from < PEOPLE; from += 1) {
    for (let k = 0; k < SENDS; k += 1) {
      const send: Send = {
        from,
        amount: BigInt(from + 1) * OPT + BigInt(k) * 10_000n,
        key: k === SENDS - 1 ? undefined : `replica-${from}-${k}`,
        replica: from + k,
      };
      work.push(transfer(urls, people, send));
      if (k < 2) work.push(transfer(urls, people, { ...send, replica: send.replica + 1 }));
    }
    work.push(
      transfer(urls, people, {
        from,
        amount: 5_000n * OPT,
        key: `replica-${from}-overdraw`,
        replica: from,
      }),
    );
  }
  const sends = await Promise.all(work);
  const wentFirst = sends.filter((s) => s.status === 422 && s.message === WENT_FIRST);
  for (let round = 0; round < 5; round += 1) {
    for (const [i, s] of sends.entries()) {
      if (s.status === 422 && s.message === WENT_FIRST) sends[i] = await transfer(urls, people, s);
    }
  }
  return { sends, wentFirst };
}

async function checkAfterwards(
  urls: string[],
  people: Person[],
  { sends, wentFirst }: { sends: Send[]; wentFirst: Send[] },
  rpcUrl: string,
) {
  console.log(
    `cosmos replicas (${urls.length}): ${sends.length} sends, ${wentFirst.length} refused once as "${WENT_FIRST}" and retried`,
  );
  // Answers: no 500 (a sequence mismatch included), the overdraws refused, every other send taken.
  expect(sends.filter((s) => (s.status ?? 500) >= 500)).toEqual([]);
  const overdraws = sends.filter((s) => s.amount >= 5_000n * OPT);
  for (const s of overdraws) expect(s.status, showSend(s)).toBe(422);
  const accepted = sends.filter((s) => s.amount < 5_000n * OPT);
  for (const s of accepted) {
    expect(s.status, showSend(s)).toBe(200);
    expect(s.hash).toMatch(/^[0-9A-F]{64}$/);
  }
  // A key answers one hash wherever it was sent; distinct sends are distinct transactions.
  const byKey = new Map<string, Set<string>>();
  for (const s of accepted) {
    if (s.key) byKey.set(s.key, (byKey.get(s.key) ?? new Set()).add(s.hash ?? ''));
  }
  for (const [key, hashes] of byKey) expect(hashes.size, key).toBe(1);
  const unique = [...new Map(accepted.map((s) => [s.hash ?? '', s])).values()];
  expect(unique.length).toBe(PEOPLE * SENDS);

  // The node, read with cosmjs: each sender's transactions are exactly its accepted sends.
  const node = await StargateClient.connect(rpcUrl);
  try {
    for (const [i, person] of people.entries()) {
      const mine = unique.filter((s) => s.from === i);
      const onChain = await until(
        () =>
          node.searchTx(
            `message.sender='${person.native}' AND message.action='/cosmos.bank.v1beta1.MsgSend'`,
          ),
        (txs) => txs.length >= mine.length,
        30_000,
      );
      expect(onChain.map((t) => t.hash).sort(), `person ${i}`).toEqual(
        mine.map((s) => s.hash).sort(),
      );
      expect(onChain.every((t) => t.code === 0)).toBe(true);
      expect((await node.getSequence(person.native)).sequence).toBe(mine.length);
    }
    // Balances on the node are exact; the API's (every replica) equal them once indexed.
    const balances = expectedOptBalances(PEOPLE, unique);
    for (const [i, person] of people.entries()) {
      const expected = balances[i] ?? 0n;
      expect(await node.getAllBalances(person.native), `person ${i}`).toEqual([
        { denom: 'uopt', amount: String(expected) },
      ]);
      for (const url of urls) {
        expect(
          await until(
            () => optBalance(url, person),
            (b) => b === displayOpt(expected),
            30_000,
          ),
          `person ${i} on ${url}`,
        ).toBe(displayOpt(expected));
      }
    }
  } finally {
    node.disconnect();
  }

  // Each history: every send and every receive once, settled, under the chain's hash.
  for (const [i, person] of people.entries()) {
    const out = unique.filter((s) => s.from === i).map((s) => s.hash);
    const into = unique.filter((s) => (s.from + 1) % PEOPLE === i).map((s) => s.hash);
    for (const url of urls) {
      const rows = await until(
        () => optHistory(url, person),
        // Every send and receive settled, and the faucet's drip (a receive too).
        (list) => list.filter((r) => r.status === 'success').length >= out.length + into.length + 1,
        30_000,
      );
      const sent = rows.filter((r) => r.type === 'send');
      const received = rows.filter((r) => r.type === 'receive');
      expect(sent.map((r) => r.hash).sort(), `person ${i} sent`).toEqual(out.sort());
      // The faucet's drip is a receive too.
      expect(received.length, `person ${i} received`).toBe(into.length + 1);
      expect(new Set(received.map((r) => r.hash)).size).toBe(received.length);
      for (const hash of into) expect(received.map((r) => r.hash)).toContain(hash);
      expect(rows.filter((r) => r.status !== 'success')).toEqual([]);
    }
  }
}

const people = (urls: string[]) => fundedPeople(urls, PEOPLE, 'cosmos-replica');

async function withNode() {
  return resources.process(await startOptchain('optchain-1'));
}

describe('OPT sends on the Cosmos path from replicas on one database', () => {
  it.skipIf(!serverUrl)(
    `Postgres, two API processes, one node: concurrent sends from the same wallets are each on the chain once, the index equals the node${serverUrl ? '' : ' (skipped: needs TEST_DATABASE_URL; CI runs it in its Postgres pass)'}`,
    async () => {
      const chain = await withNode();
      const { env: replica } = await replicaDatabase(
        resources,
        'optwallet-cosmos-replicas',
        serverUrl,
      );
      const env = replica(nodeApiEnv(chain.config));
      // The first replica migrates and seeds; the second joins a ready database.
      const first = resources.process(await startApi(env));
      const second = resources.process(await startApi(env));
      const urls = [first.url, second.url];
      const made = await people(urls);
      await checkAfterwards(urls, made, await burst(urls, made), chain.config.rpcUrl);
    },
    600_000,
  );

  it.skipIf(Boolean(serverUrl))(
    `PGlite, one API process, one node: the same burst${serverUrl ? ' (skipped: the PGlite pass runs it)' : ''}`,
    async () => {
      const chain = await withNode();
      const { env } = await replicaDatabase(resources, 'optwallet-cosmos-replicas');
      const api = resources.process(await startApi(env(nodeApiEnv(chain.config))));
      const urls = [api.url];
      const made = await people(urls);
      await checkAfterwards(urls, made, await burst(urls, made), chain.config.rpcUrl);
    },
    600_000,
  );
});
