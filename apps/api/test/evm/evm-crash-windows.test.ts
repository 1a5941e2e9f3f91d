import { type IncomingMessage, type ServerResponse, createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';
import { describe, expect, it } from 'vitest';
import { ANVIL_CHAIN_ID, freePort, startAnvil } from '../../src/chains/evm/anvil';
import { deployDevnetTokens, devnetFaucetAccount } from '../../src/chains/evm/devnet-evm';
import { EvmNodeClient } from '../../src/chains/evm/node-client';
import { startApi } from '../support/api-process';
import {
  BURST,
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
  useCleanup,
} from '../support/evm-crash';

/**
 * The two windows of an EVM send, hit on purpose: between its write and its broadcast, and
 * between its broadcast and its answer. The API talks to anvil through a JSON-RPC relay that,
 * once armed, holds the broadcasts in flight, passing some on to the node and not others; then
 * kill -9. After the restart each key answered 200 is one transaction on the node and one row
 * in the history, and the balances agree to the wei.
 */

const { running, cleanups } = useCleanup();
const ARM_AFTER = 8;

interface Call {
  method: string;
}

/**
 * A JSON-RPC relay to `target`. Once armed it answers no request that carries a broadcast
 * (eth_sendRawTransaction): of the broadcasts in them, alternately, one is passed on to the node
 * ("after": the node has it, the API never hears so) and one is not ("before": the API wrote
 * it and the node never sees it). The other calls of such a request are not passed on (viem
 * batches the calls of one tick, so they wait with it).
 */
async function relay(target: string) {
  let armed = false;
  const held = { before: 0, after: 0, last: 0 };
  const waiting: { res: ServerResponse; body: string }[] = [];
  const pass = (body: string) =>
    fetch(target, { method: 'POST', headers: { 'content-type': 'application/json' }, body });
  const answer = async (res: ServerResponse, body: string) => {
    const upstream = await pass(body);
    res.writeHead(upstream.status, { 'content-type': 'application/json' });
    res.end(await upstream.text());
  };
  const server = createServer((req: IncomingMessage, res: ServerResponse) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString()));
    req.on('end', () => {
      void (async () => {
        const parsed = JSON.parse(body) as Call | Call[];
        const broadcasts = (Array.isArray(parsed) ? parsed : [parsed]).filter(
          (call) => call.method === 'eth_sendRawTransaction',
        );
        if (armed && broadcasts.length > 0) {
          waiting.push({ res, body });
          held.last = Date.now();
          for (const call of broadcasts) {
            if (held.before <= held.after) {
              held.before += 1;
            } else {
              held.after += 1;
              await pass(JSON.stringify(call));
            }
          }
          return;
        }
        await answer(res, body);
      })().catch(() => res.destroy());
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    /**
     * Holds the next broadcasts; answers the counts once two of each are held, or once both
     * kinds are and no broadcast came for 3 s (every request left waits on a held call). Quiet
     * with one kind only, it lets everything held through (broadcasts held back reach the node
     * late, nothing is lost) and starts again; 90 s at most.
     */
    async arm(): Promise<{ before: number; after: number }> {
      armed = true;
      const started = Date.now();
      while (Date.now() - started < 90_000) {
        if (held.before >= 2 && held.after >= 2) break;
        if (held.last > 0 && Date.now() - held.last > 3_000) {
          if (held.before >= 1 && held.after >= 1) break;
          Object.assign(held, { before: 0, after: 0, last: 0 });
          await Promise.all(waiting.splice(0).map(({ res, body }) => answer(res, body)));
        }
        await sleep(20);
      }
      return { before: held.before, after: held.after };
    },
    disarm() {
      armed = false;
      for (const { res } of waiting.splice(0)) res.destroy();
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

describe('EVM sends across a crash in their windows', () => {
  it(`kill -9 with sends written and not broadcast, and sends broadcast and not answered: each found once, the node and the history agree (${engine})`, async () => {
    const node = await startAnvil({ port: await freePort() });
    cleanups.push(() => node.stop());
    const bootstrap = new EvmNodeClient({ rpcUrl: node.url, chainId: ANVIL_CHAIN_ID, tokens: [] });
    const tokens = await deployDevnetTokens(bootstrap, devnetFaucetAccount());
    const proxy = await relay(node.url);
    cleanups.push(() => proxy.close());
    const setup = await setUp(
      'windows',
      cleanups,
      node.url,
      {
        EVM_RPC_URL: proxy.url,
        EVM_CHAIN_ID: String(ANVIL_CHAIN_ID),
        EVM_TOKENS: tokens.map((t) => `${t.symbol}=${t.address}`).join(','),
      },
      () => new Map(tokens.map((t) => [t.symbol, t.address])),
    );
    const first = await startApi(setup.env);
    running.push(first);
    const people = await peopleOn(first.url, 'windows');
    const send = sender(people);

    let held = { before: 0, after: 0 };
    const answers = await burst(
      (n) => send(first.url, n),
      ARM_AFTER,
      async () => {
        held = await proxy.arm();
        await first.kill9();
        proxy.disarm();
      },
      false,
    );
    const acknowledged = new Map([...answers].filter(([, a]) => a.status === 200));
    expect(acknowledged.size).toBeGreaterThanOrEqual(ARM_AFTER);
    // Both windows were hit: sends written and never broadcast, sends broadcast and never answered.
    expect(held.before).toBeGreaterThanOrEqual(1);
    expect(held.after).toBeGreaterThanOrEqual(1);
    expect(acknowledged.size).toBeLessThan(BURST);

    const second = await startApi(setup.env);
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
    await second.stop();
    const { resent, failed } = recovered(second.output());
    const figures = `, ${acknowledged.size} answered before the kill, ${held.before} + ${held.after} held, ${resent} sent again, ${failed} failed`;
    expect(await finish(setup, 'windows', people, answers, view, early, figures)).toEqual([]);
    // The sends written and never broadcast were sent by the restarted API, with their bytes.
    expect(resent).toBeGreaterThanOrEqual(held.before);
  }, 600_000);
});
