import { readFileSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import type { Address } from 'viem';
import { describe, expect, it } from 'vitest';
import { freePort } from '../../src/chains/evm/anvil';
import { startApi } from '../support/api-process';
import {
  BURST,
  type CrashSetup,
  IN_FLIGHT,
  alive,
  burst,
  engine,
  finish,
  nodeView,
  peopleOn,
  recovered,
  retryUnanswered,
  sender,
  settled,
  setUp,
  until,
  useCleanup,
} from '../support/evm-crash';

/**
 * kill -9 in the middle of a burst of EVM sends on the devnet's own anvil (started by the API
 * under its guard), of the API or of anvil itself. Afterwards every key answered 200 is one
 * transaction on the node and one row in the history, the node's balances are the history's
 * sums to the wei (fees included), and no anvil outlives its API.
 */

const { running, cleanups } = useCleanup();
const KILL_AFTER = 12;

/** The devnet's tokens, as the API recorded them at its node's first start. */
function devnetTokens(dataDir: string) {
  const file = path.join(dataDir, 'anvil', 'tokens-31337.json');
  const list = JSON.parse(readFileSync(file, 'utf8')) as { symbol: string; address: Address }[];
  return new Map(list.map((t) => [t.symbol, t.address]));
}

/** The processes of the API's node, from the lock file its guard keeps beside the state. */
function nodeOf(dataDir: string): { guardPid: number; anvilPid: number } {
  return JSON.parse(readFileSync(path.join(dataDir, 'anvil', 'node.json'), 'utf8')) as {
    guardPid: number;
    anvilPid: number;
  };
}

async function devnetSetUp(name: string) {
  const port = await freePort();
  const setup = await setUp(
    name,
    cleanups,
    `http://127.0.0.1:${port}`,
    { EVM_DEVNET_PORT: String(port) },
    devnetTokens,
  );
  return { ...setup, nodePort: port };
}

describe('EVM sends across a crash', () => {
  it(`kill -9 of the API mid-burst: every acknowledged send found once, the node and the history agree, its anvil gone (${engine})`, async () => {
    const setup = await devnetSetUp('api');
    const first = await startApi(setup.env);
    running.push(first);
    const people = await peopleOn(first.url, 'api');
    const send = sender(people);
    const { guardPid, anvilPid: nodePid } = nodeOf(setup.dataDir);
    expect(alive(nodePid)).toBe(true);

    const answers = await burst(
      (n) => send(first.url, n),
      KILL_AFTER,
      () => first.kill9(),
      true,
    );
    const acknowledged = new Map([...answers].filter(([, a]) => a.status === 200));
    expect(acknowledged.size).toBeGreaterThanOrEqual(KILL_AFTER - IN_FLIGHT);
    expect(acknowledged.size).toBeLessThan(BURST);

    // The node of the dead API does not outlive it.
    const early: string[] = [];
    await until(
      () => Promise.resolve(alive(nodePid) || alive(guardPid)),
      (up) => !up,
      15_000,
    );
    if (alive(nodePid)) early.push(`the dead API's anvil (pid ${nodePid}) still runs`);
    if (alive(guardPid)) early.push(`the dead API's node guard (pid ${guardPid}) still runs`);

    const second = await startApi(setup.env);
    running.push(second);
    await retryUnanswered((n) => send(second.url, n), answers);
    // Every key again: each answers the transaction it answered first.
    for (let n = 0; n < BURST; n += 1) {
      const again = await send(second.url, n);
      const first = acknowledged.get(n) ?? answers.get(n);
      if (again.hash !== first?.hash) early.push(`send ${n}: ${first?.hash} then ${again.hash}`);
    }
    await settled(second, people);
    const view = await nodeView(setup, people);
    const secondNode = nodeOf(setup.dataDir).anvilPid;
    await second.stop();
    if (alive(secondNode)) early.push('anvil outlived its API');
    const { resent, failed } = recovered(second.output());
    const figures = `, ${acknowledged.size} answered before the kill, ${resent} sent again, ${failed} failed`;
    expect(await finish(setup, 'api', people, answers, view, early, figures)).toEqual([]);
  }, 600_000);

  it(`kill -9 of anvil mid-burst: blocks it lost are sent again, the node and the history agree (${engine})`, async () => {
    const setup = await devnetSetUp('anvil');
    const api = await startApi({ ...setup.env, EVM_DEVNET_SAVE_MS: '3600000' });
    running.push(api);
    const people = await peopleOn(api.url, 'anvil');
    const send = sender(people);
    // The node's last save before the crash: everything mined after it is lost with the kill.
    await saveNodeState(setup);
    const saved = await setup.node.getBlockNumber();

    const nodePid = nodeOf(setup.dataDir).anvilPid;
    let lostFrom = 0n;
    const answers = await burst(
      (n) => send(api.url, n),
      KILL_AFTER,
      async () => {
        lostFrom = await setup.node.getBlockNumber();
        process.kill(nodePid, 'SIGKILL');
      },
      false,
    );
    // The API's node comes back (from the saved state) and the unanswered are sent again.
    const back = await until(
      () => setup.node.getBlockNumber().catch(() => -1n),
      (n) => n >= 0n,
      30_000,
    );
    expect(back).toBeGreaterThanOrEqual(0n);
    expect(lostFrom).toBeGreaterThan(saved);
    await retryUnanswered((n) => send(api.url, n), answers);
    await settled(api, people);
    const view = await nodeView(setup, people);
    const restartedPid = nodeOf(setup.dataDir).anvilPid;
    expect(restartedPid).not.toBe(nodePid);
    await api.stop();
    const early: string[] = [];
    if (alive(restartedPid)) early.push('anvil outlived its API');
    const { resent, failed } = recovered(api.output());
    const figures = `, ${lostFrom - saved} blocks lost, ${resent} sent again, ${failed} failed`;
    expect(await finish(setup, 'anvil', people, answers, view, early, figures)).toEqual([]);
  }, 600_000);

  it(`kill -9 of the API and its node at once (a power cut): the restarted API repairs the history before it answers (${engine})`, async () => {
    const setup = await devnetSetUp('both');
    const env = { ...setup.env, EVM_DEVNET_SAVE_MS: '3600000' };
    const first = await startApi(env);
    running.push(first);
    const people = await peopleOn(first.url, 'both');
    const send = sender(people);
    await saveNodeState(setup);
    const saved = await setup.node.getBlockNumber();

    const { guardPid, anvilPid } = nodeOf(setup.dataDir);
    let lostFrom = 0n;
    const answers = await burst(
      (n) => send(first.url, n),
      KILL_AFTER,
      async () => {
        lostFrom = await setup.node.getBlockNumber();
        process.kill(anvilPid, 'SIGKILL');
        process.kill(guardPid, 'SIGKILL');
        await first.kill9();
      },
      true,
    );
    const acknowledged = new Map([...answers].filter(([, a]) => a.status === 200));
    expect(lostFrom).toBeGreaterThan(saved);

    const second = await startApi(env);
    running.push(second);
    await retryUnanswered((n) => send(second.url, n), answers);
    const early: string[] = [];
    for (let n = 0; n < BURST; n += 1) {
      const again = await send(second.url, n);
      const answered = acknowledged.get(n) ?? answers.get(n);
      if (again.hash !== answered?.hash) {
        early.push(`send ${n}: ${answered?.hash} then ${again.hash}`);
      }
    }
    await settled(second, people);
    const view = await nodeView(setup, people);
    const secondNode = nodeOf(setup.dataDir).anvilPid;
    await second.stop();
    if (alive(secondNode)) early.push('anvil outlived its API');
    const { resent, failed } = recovered(second.output());
    const figures = `, ${acknowledged.size} answered before the kill, ${lostFrom - saved} blocks lost, ${resent} sent again, ${failed} failed`;
    expect(await finish(setup, 'both', people, answers, view, early, figures)).toEqual([]);
  }, 600_000);
});

/**
 * The state the node saves (anvil_dumpState, written where anvil loads it from), as its periodic
 * save would; the API under test saves once an hour, so nothing later survives a kill -9.
 */
async function saveNodeState(setup: CrashSetup) {
  const hex = await setup.node.request({ method: 'anvil_dumpState' as never });
  const json = gunzipSync(Buffer.from((hex as string).slice(2), 'hex'));
  const file = path.join(setup.dataDir, 'anvil', 'state.json');
  writeFileSync(`${file}.tmp`, json);
  renameSync(`${file}.tmp`, file);
}
