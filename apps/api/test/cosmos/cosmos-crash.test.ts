import { setTimeout as sleep } from 'node:timers/promises';
import { StargateClient } from '@cosmjs/stargate';
import { afterAll, describe, expect, it } from 'vitest';
import {
  type OptSend,
  type Person,
  Resources,
  expectedOptBalances,
  fundedPeople,
  optHistory,
  replicaEnv,
  sendOpt,
  startApi,
  until,
} from '../support/api-process';
import { cometRelay } from '../support/comet-relay';
import { nodeApiEnv, startOptchain } from '../support/optchain-node';

/**
 * kill -9 of an API on the Cosmos path (OPT_RPC_URL: the devnet OptChain node, its own process)
 * in the middle of OPT sends, with sends in each window: answered and broadcast but not yet
 * settled by the follower; recorded and never broadcast; broadcast and never answered. After a
 * restart and a retry of every key with its Idempotency-Key, each send is one transaction on
 * the node (read with cosmjs, not through the API), the balances on the node are exactly the
 * faucet minus each send and its fee plus what each received, and each history shows one row
 * per send, settled.
 */

const PEOPLE = 6;
const OPT = 1_000_000n;

const resources = new Resources();
afterAll(() => resources.release());

interface Send extends OptSend {
  key: string;
}

const transfer = (url: string, people: Person[], send: Send) =>
  sendOpt(url, people, send, `cosmos crash ${send.key}`);

describe('OPT sends on the Cosmos path across a kill -9', () => {
  it('each send is applied once on the node and shown once in the history after a restart and retries', async () => {
    const chain = resources.process(await startOptchain('optchain-1'));
    const relay = await cometRelay(chain.config.rpcUrl);
    resources.later(() => relay.close());
    const dataDir = resources.tempDir('optwallet-cosmos-crash-');
    const env = replicaEnv({
      DATA_DIR: dataDir,
      ...nodeApiEnv(chain.config, { rpcUrl: relay.url }),
    });
    const first = resources.process(await startApi(env));
    const people = await fundedPeople([first.url], PEOPLE, 'cosmos-crash');

    // One worker per sender, its sends one after another; sends before arming are answered.
    const sends: Send[] = [];
    let killed = false;
    const worker = async (from: number) => {
      for (let k = 0; !killed; k += 1) {
        const send: Send = {
          from,
          key: `cosmos-crash-${from}-${k}`,
          amount: BigInt(from + 1) * OPT + BigInt(k) * 10_000n,
        };
        sends.push(send);
        try {
          const res = await transfer(first.url, people, send);
          send.status = res.status;
          send.hash = res.hash;
          if (res.status !== 200) throw new Error(`send ${send.key}: ${res.status} ${res.message}`);
        } catch (error) {
          if (!killed) throw error;
          return;
        }
        if (k === 1 && from === 0) relay.arm(2);
      }
    };
    const workers = Promise.all(Array.from({ length: PEOPLE }, (_, i) => worker(i)));
    // Until every sender waits on a held broadcast (or nothing moved for 5 s).
    let last = -1;
    let quietSince = Date.now();
    for (const started = Date.now(); Date.now() - started < 90_000;) {
      const { before, after } = relay.held;
      if (before + after >= PEOPLE) break;
      if (before + after !== last) [last, quietSince] = [before + after, Date.now()];
      else if (before >= 1 && after >= 1 && Date.now() - quietSince > 5_000) break;
      await sleep(50);
    }
    killed = true;
    await first.kill9();
    relay.disarm();
    await workers;
    const held = { ...relay.held };
    expect(held.answered).toBe(2);
    expect(held.before).toBeGreaterThanOrEqual(1);
    expect(held.afterAccepted).toBeGreaterThanOrEqual(1);
    // Held broadcasts are not one per send: a reconcile pass may send a held send's bytes again
    // (recorded, not on the node), and the relay holds that broadcast too.
    const unanswered = sends.filter((s) => s.status !== 200);
    expect(unanswered.length).toBeGreaterThanOrEqual(1);

    // Restarted: every unanswered key retried until answered; every key again answers its hash.
    const second = resources.process(await startApi(env));
    const answered = new Map(sends.filter((s) => s.status === 200).map((s) => [s.key, s.hash]));
    for (let round = 0; round < 20 && sends.some((s) => s.status !== 200); round += 1) {
      if (round > 0) await sleep(500);
      for (const send of sends.filter((s) => s.status !== 200)) {
        const res = await transfer(second.url, people, send).catch(() => undefined);
        send.status = res?.status;
        send.hash = res?.hash;
      }
    }
    expect(sends.filter((s) => s.status !== 200).map((s) => s.key)).toEqual([]);
    for (const send of sends) {
      const again = await transfer(second.url, people, send);
      expect(again.hash, send.key).toBe(send.hash);
      if (answered.has(send.key)) expect(send.hash, send.key).toBe(answered.get(send.key));
    }
    expect(new Set(sends.map((s) => s.hash)).size).toBe(sends.length);

    // The node, read with cosmjs: each send included once, balances exact.
    const node = await StargateClient.connect(chain.config.rpcUrl);
    resources.later(() => node.disconnect());
    for (const send of sends) {
      const tx = await until(
        () => node.getTx(send.hash ?? ''),
        (t) => t !== null,
        30_000,
      );
      expect(tx?.code, send.key).toBe(0);
    }
    const expected = expectedOptBalances(PEOPLE, sends);
    for (const [i, person] of people.entries()) {
      expect(BigInt((await node.getBalance(person.native, 'uopt')).amount), `person ${i}`).toBe(
        expected[i],
      );
    }

    // The history: one settled row per send, under its hash.
    for (const [i, person] of people.entries()) {
      const mine = sends.filter((s) => s.from === i);
      const rows = await until(
        () => optHistory(second.url, person),
        (list) =>
          list.filter((r) => r.type === 'send' && r.status === 'success').length >= mine.length,
        60_000,
      );
      const sent = rows.filter((r) => r.type === 'send');
      expect(sent.map((r) => r.hash).sort(), `person ${i}`).toEqual(mine.map((s) => s.hash).sort());
      expect(sent.every((r) => r.status === 'success')).toBe(true);
    }
    console.log(
      `cosmos crash: ${sends.length} sends, ${held.answered} answered and unsettled, ${held.before} recorded and not broadcast, ${held.after} broadcast and not answered (${held.afterAccepted} accepted by the node) at the kill`,
    );
  }, 600_000);
});
