import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  type Person,
  WALLET_KEY,
  client,
  personOn,
  replicaEnv,
  startApi,
} from '../test/api-process';
import { readStream } from '../test/event-stream';

/**
 * Live updates under load (issue 32): the API as its own process (src/main.ts on PGlite, the
 * settler on), USERS users with TABS streams each open on GET /events (200 streams), then
 * TRANSFERS OPT sends one at a time between them. For each send: how long the sender's call
 * took (the floor: the event cannot exist before the transfer's commit) and how long until the
 * receiver's streams had its balance event (first tab and last tab). Memory per idle stream: the
 * server's resident set before and after opening the streams, over their count.
 *
 *   pnpm --filter @optwallet/api bench:live
 */

const USERS = Number(process.env.LIVE_BENCH_USERS ?? 20);
const TABS = Number(process.env.LIVE_BENCH_TABS ?? 10);
const TRANSFERS = Number(process.env.LIVE_BENCH_TRANSFERS ?? 60);

const rssOf = (pid: number) => {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+) kB/.exec(status)?.[1] ?? 0) * 1024;
};
const pct = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;
};
const ms = (v: number) => `${v.toFixed(1)} ms`;
const sleep = (t: number) => new Promise((resolve) => setTimeout(resolve, t));

function openStream(url: string, token: string) {
  return fetch(`${url}/events`, {
    headers: { authorization: `Bearer ${token}`, 'X-App-Version': '1.0.3' },
  }).then(readStream);
}

async function main() {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'optwallet-live-bench-'));
  const api = await startApi(replicaEnv({ DATA_DIR: dataDir, LOG_LEVEL: 'error' }));
  try {
    const people: Person[] = [];
    for (let i = 0; i < USERS; i += 1)
      people.push(await personOn(api.url, `live-bench-${i}@example.com`));
    await sleep(2_000);
    global.gc?.();
    const rssBefore = rssOf(api.pid);
    const streams = await Promise.all(
      people.flatMap((p) => Array.from({ length: TABS }, () => openStream(api.url, p.token))),
    );
    await Promise.all(streams.map((s) => s.next((m) => m.event === 'ready', 60_000)));
    await sleep(2_000);
    const rssAfter = rssOf(api.pid);
    const perStream = (rssAfter - rssBefore) / streams.length;

    const call: number[] = [];
    const first: number[] = [];
    const last: number[] = [];
    for (let n = 0; n < TRANSFERS; n += 1) {
      const from = people[n % USERS] as Person;
      const toIndex = (n + 1 + (n % (USERS - 1))) % USERS;
      const to = people[toIndex === n % USERS ? (toIndex + 1) % USERS : toIndex] as Person;
      const tabs = streams.slice(people.indexOf(to) * TABS, people.indexOf(to) * TABS + TABS);
      // What the receiver's tabs heard before (e.g. of its own earlier sends) is not this send's.
      for (const tab of tabs) tab.skip();
      const started = performance.now();
      const arrivals = tabs.map((s) =>
        s
          .next((m) => m.event === 'balance' && m.data.walletId === to.walletId, 30_000)
          .then(() => performance.now() - started),
      );
      const res = await client(api.url, from.token).call(
        'POST',
        `/wallets/${from.walletId}/transfer`,
        {
          chainId: 'optchain-1',
          symbol: 'OPT',
          amount: '0.001',
          to: to.native,
          transferType: 'send',
          description: '',
          walletPasscode: WALLET_KEY,
        },
      );
      call.push(performance.now() - started);
      if (res.status !== 200) throw new Error(`transfer ${res.status} ${JSON.stringify(res.json)}`);
      const times = await Promise.all(arrivals);
      first.push(Math.min(...times));
      last.push(Math.max(...times));
      // Later events for the receiver (history, notification, settlement) are not this send's.
      await sleep(300);
    }

    const row = (name: string, values: number[]) =>
      `| ${name} | ${ms(pct(values, 50))} | ${ms(pct(values, 95))} | ${ms(Math.max(...values))} |`;
    console.log(
      [
        '',
        `Live updates: ${streams.length} open streams (${USERS} users x ${TABS} tabs), ${TRANSFERS} OPT sends, one process on PGlite`,
        '',
        '| measure | p50 | p95 | max |',
        '|---|---|---|---|',
        row('transfer call (floor: the commit)', call),
        row("balance event on the receiver's first tab", first),
        row("balance event on all the receiver's tabs", last),
        `| delivery p95 / call p95 | ${(pct(last, 95) / pct(call, 95)).toFixed(2)} | | |`,
        '',
        `Memory: server RSS ${(rssBefore / 2 ** 20).toFixed(1)} MiB before, ${(rssAfter / 2 ** 20).toFixed(1)} MiB with the streams: ${(perStream / 1024).toFixed(1)} KiB per idle stream.`,
        `Target (issue 32): p95 under 1 s -> ${pct(last, 95) < 1000 ? 'met' : 'NOT met'}.`,
      ].join('\n'),
    );
    await Promise.all(streams.map((s) => s.close()));
  } finally {
    await api.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

void main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
