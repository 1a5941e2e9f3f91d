import { setTimeout as sleep } from 'node:timers/promises';
import { StargateClient } from '@cosmjs/stargate';
import { afterAll, describe, expect, it } from 'vitest';
import {
  type OptSend,
  type Person,
  Resources,
  displayOpt,
  expectedOptBalances,
  fundedPeople,
  optBalance,
  optHistory,
  replicaEnv,
  sendOpt,
  showSend,
  startApi,
  until,
} from '../support/api-process';
import {
  type OptchainProcess,
  freePort,
  nodeApiEnv,
  startOptchain,
} from '../support/optchain-node';

/**
 * kill -9 of the OptChain node (its own process) while the API sends OPT, then a restart on the
 * same data directory and ports, the API left running. The node loses at most its open block (the
 * transactions it accepted but had not committed, as a node loses its mempool). Afterwards, read
 * on the node with cosmjs: every send the API answered 200 is a transaction of its sender exactly
 * once (what the node lost, the API's reconcile broadcast again with the same bytes), every other
 * send was answered a clear error (a 4xx or 503 with a message, never a 500) and is not on the
 * chain, balances on the node are exact, and the API — not restarted — shows them, settles every
 * history row once, and takes a new send.
 */

const PEOPLE = 4;
const OPT = 1_000_000n;
/** Sends answered before the kill. */
const KILL_AFTER = 8;

const resources = new Resources();
afterAll(() => resources.release());

async function transfer(url: string, people: Person[], send: OptSend): Promise<void> {
  Object.assign(send, await sendOpt(url, people, send));
}

describe('OPT sends through the API across a kill -9 of the node', () => {
  it('answered sends are on the chain once after the restart, the others a clear error; the API recovers without a restart', async () => {
    const dataDir = resources.tempDir('api-optchain-crash-');
    const ports = { dataDir, rpcPort: await freePort(), restPort: await freePort() };
    let chain: OptchainProcess = resources.process(await startOptchain('optchain-1', 250, ports));
    const apiDir = resources.tempDir('optwallet-node-crash-');
    const api = resources.process(
      await startApi(replicaEnv({ DATA_DIR: apiDir, ...nodeApiEnv(chain.config) })),
    );
    const people = await fundedPeople([api.url], PEOPLE, 'node-crash');

    // One worker per sender, one send after another, until the node has been down a while.
    const sends: OptSend[] = [];
    let stop = false;
    const worker = async (from: number) => {
      for (let k = 0; !stop; k += 1) {
        const send: OptSend = {
          from,
          key: `node-crash-${from}-${k}`,
          amount: BigInt(from + 1) * OPT + BigInt(k) * 10_000n,
        };
        sends.push(send);
        await transfer(api.url, people, send);
        if (send.status !== 200) await sleep(200);
      }
    };
    const workers = Promise.all(Array.from({ length: PEOPLE }, (_, i) => worker(i)));
    await until(
      () => Promise.resolve(sends.filter((s) => s.status === 200).length),
      (n) => n >= KILL_AFTER,
      120_000,
    );
    await chain.kill9();
    await sleep(1_500);
    const beforeKill = sends.filter((s) => s.status === 200);
    chain = resources.process(await startOptchain('optchain-1', 250, ports));
    // What the node lost with its open block: answered sends it does not have after the restart.
    const reader = await StargateClient.connect(chain.config.rpcUrl);
    const lost = [];
    for (const s of beforeKill) if ((await reader.getTx(s.hash ?? '')) === null) lost.push(s);
    reader.disconnect();
    // A few sends more against the restarted node, then stop.
    const answered = sends.filter((s) => s.status === 200).length;
    await until(
      () => Promise.resolve(sends.filter((s) => s.status === 200).length),
      (n) => n >= answered + PEOPLE,
      60_000,
    );
    stop = true;
    await workers;

    // Answers: 200, or a clear error (never a 500) that leaves nothing on the chain.
    expect(sends.filter((s) => (s.status ?? 500) >= 500 && s.status !== 503).map(showSend)).toEqual(
      [],
    );
    const refused = sends.filter((s) => s.status !== 200);
    for (const s of refused) expect(s.message, showSend(s)).toMatch(/\w/);
    const accepted = sends.filter((s) => s.status === 200);
    expect(new Set(accepted.map((s) => s.hash)).size).toBe(accepted.length);

    // The node: each sender's transactions are exactly its answered sends; balances exact.
    const node = await StargateClient.connect(chain.config.rpcUrl);
    resources.later(() => node.disconnect());
    for (const [i, person] of people.entries()) {
      const mine = accepted.filter((s) => s.from === i);
      const onChain = await until(
        () =>
          node.searchTx(
            `message.sender='${person.native}' AND message.action='/cosmos.bank.v1beta1.MsgSend'`,
          ),
        (txs) => txs.length >= mine.length,
        60_000,
      );
      expect(onChain.map((t) => t.hash).sort(), `person ${i}`).toEqual(
        mine.map((s) => s.hash).sort(),
      );
    }
    const expected = expectedOptBalances(PEOPLE, accepted);
    for (const [i, person] of people.entries()) {
      expect(BigInt((await node.getBalance(person.native, 'uopt')).amount), `person ${i}`).toBe(
        expected[i],
      );
    }

    // The API, never restarted: the node's balances, one settled row per answered send.
    for (const [i, person] of people.entries()) {
      const want = displayOpt(expected[i] ?? 0n);
      expect(
        await until(
          () => optBalance(api.url, person),
          (b) => b === want,
          60_000,
        ),
      ).toBe(want);
      const mine = accepted.filter((s) => s.from === i).map((s) => s.hash);
      const rows = await until(
        () => optHistory(api.url, person),
        (list) =>
          list.filter((r) => r.type === 'send' && r.status === 'success').length >= mine.length,
        60_000,
      );
      const sent = rows.filter((r) => r.type === 'send');
      expect(sent.map((r) => r.hash).sort(), `person ${i}`).toEqual(mine.sort());
      expect(sent.every((r) => r.status === 'success')).toBe(true);
    }
    // And it takes a new send, settled on the node.
    const after: OptSend = { from: 0, key: 'node-crash-after', amount: OPT };
    await transfer(api.url, people, after);
    expect(after.status, showSend(after)).toBe(200);
    expect(
      await until(
        () => node.getTx(after.hash ?? ''),
        (tx) => tx !== null,
        30_000,
      ),
    ).toMatchObject({ code: 0 });
    console.log(
      `node crash: ${sends.length} sends, ${accepted.length} answered 200 (${lost.length} of them lost by the node with its open block and broadcast again), ${refused.length} refused (${[...new Set(refused.map((s) => `${s.status} ${s.message}`))].join('; ')})`,
    );
  }, 600_000);
});
