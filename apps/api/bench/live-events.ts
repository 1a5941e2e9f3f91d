import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  type Hash,
  createWalletClient,
  encodeFunctionData,
  erc20Abi,
  getAddress,
  http,
  keccak256,
  parseEther,
} from 'viem';
import { anvil } from 'viem/chains';
import { ANVIL_CHAIN_ID } from '../src/chains/evm/anvil';
import type { EvmChain } from '../src/chains/evm/evm-chain';
import { OUTSIDER, startEvmNode } from '../test/support/evm-node';
import {
  type Person,
  WALLET_KEY,
  client,
  personOn,
  replicaEnv,
  startApi,
} from '../test/support/api-process';
import { type StreamMessage, readStream } from '../test/support/event-stream';

/**
 * Live updates under load (issue 32): the API as its own process (src/main.ts on PGlite, the
 * settler on, the EVM indexer on at the product's EVM_POLL_MS against an anvil started here on
 * a free port with the devnet's tokens), USERS users with TABS streams each open on GET /events
 * (200 streams), then TRANSFERS OPT sends one at a time between them. For each send: how long
 * the sender's call took (the floor: the event cannot exist before the transfer's commit) and
 * how long until the receiver's streams had its balance event (first tab and last tab). Memory
 * per idle stream: the server's resident set before and after opening the streams, over their
 * count.
 *
 * EVM (EVM_TRANSFERS, half ETH, half USDC): an account outside the product sends to a user's
 * EVM address, one transfer at a time, at a random moment of the indexer's tick. Measured from
 * the block that carries it: the moment the node first answers its receipt (anvil mines a block
 * per transaction; the receipt is polled every RECEIPT_POLL_MS from before the broadcast), to
 * the balance event on the receiver's tabs and to its notification event (the bell). Also from
 * the block's own timestamp, which is whole seconds (so up to 1 s early).
 *
 *   pnpm --filter @optwallet/api bench:live
 */

const USERS = Number(process.env.LIVE_BENCH_USERS ?? 20);
const TABS = Number(process.env.LIVE_BENCH_TABS ?? 10);
const TRANSFERS = Number(process.env.LIVE_BENCH_TRANSFERS ?? 60);
const EVM_TRANSFERS = Number(process.env.LIVE_BENCH_EVM_TRANSFERS ?? 60);
/** The indexer's tick: the product's devnet default EVM_POLL_MS (250; 1000 outside devnet) unless set. */
const EVM_POLL_MS = Number(process.env.LIVE_BENCH_EVM_POLL_MS ?? 250);
const RECEIPT_POLL_MS = 5;

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

type Stream = Awaited<ReturnType<typeof openStream>>;

/**
 * EVM_TRANSFERS sends from OUTSIDER (given USDC by the faucet first) to the users' EVM
 * addresses, one at a time, each at a random moment (so the indexer's tick is met at any
 * phase). Each transaction is signed first, so its hash is known and its receipt is polled from
 * before the broadcast: the first answer is the block's mining moment (within RECEIPT_POLL_MS).
 */
async function evmTransfers(evm: EvmChain, people: Person[], streams: Stream[]) {
  const result = {
    count: 0,
    mined: [] as number[],
    balanceFirst: [] as number[],
    balanceLast: [] as number[],
    bellLast: [] as number[],
    fromStamp: [] as number[],
  };
  if (EVM_TRANSFERS <= 0) return result;
  const { client, network } = evm.client;
  const usdc = network.tokens.find((t) => t.symbol === 'USDC');
  if (!usdc || !evm.faucet) throw new Error('the devnet USDC and faucet are needed');
  const give = await evm.client.transfer(evm.faucet, {
    to: OUTSIDER.address,
    symbol: 'USDC',
    amount: 10n ** BigInt(usdc.decimals + 3),
  });
  await client.waitForTransactionReceipt({ hash: give });
  const wallet = createWalletClient({
    account: OUTSIDER,
    transport: http(network.rpcUrl),
    chain: anvil,
  });
  const minedAt = async (hash: Hash) => {
    for (;;) {
      const receipt = await client.getTransactionReceipt({ hash }).catch(() => undefined);
      if (receipt) return { at: performance.now(), wall: Date.now(), block: receipt.blockNumber };
      await sleep(RECEIPT_POLL_MS);
    }
  };
  for (let n = 0; n < EVM_TRANSFERS; n += 1) {
    const to = people[n % people.length] as Person;
    const start = people.indexOf(to) * TABS;
    const tabs = streams.slice(start, start + TABS);
    for (const tab of tabs) tab.skip();
    await sleep(Math.random() * EVM_POLL_MS);
    const eth = n % 2 === 0;
    const request = await wallet.prepareTransactionRequest(
      eth
        ? { to: getAddress(to.evm), value: parseEther('0.0001') }
        : {
            to: usdc.address,
            data: encodeFunctionData({
              abi: erc20Abi,
              functionName: 'transfer',
              args: [getAddress(to.evm), 10n ** BigInt(usdc.decimals - 2)],
            }),
          },
    );
    const serialized = await wallet.signTransaction(request);
    const hash = keccak256(serialized);
    const arrival = (match: (m: StreamMessage) => boolean) =>
      tabs.map((s) =>
        s.next(match, 30_000).then(() => ({ at: performance.now(), wall: Date.now() })),
      );
    const balances = arrival(
      (m) => m.event === 'balance' && m.data.walletId === to.walletId && m.data.chainId === '1',
    );
    const bells = arrival((m) => m.event === 'notification');
    const sent = performance.now();
    const mined = minedAt(hash);
    await client.sendRawTransaction({ serializedTransaction: serialized });
    const block = await mined;
    const { timestamp } = await client.getBlock({ blockNumber: block.block });
    const heard = await Promise.all(balances);
    const rung = await Promise.all(bells);
    result.mined.push(block.at - sent);
    result.balanceFirst.push(Math.min(...heard.map((h) => h.at)) - block.at);
    result.balanceLast.push(Math.max(...heard.map((h) => h.at)) - block.at);
    result.bellLast.push(Math.max(...rung.map((h) => h.at)) - block.at);
    result.fromStamp.push(Math.max(...heard.map((h) => h.wall)) - Number(timestamp) * 1000);
    result.count += 1;
  }
  return result;
}

const loadavg = () => readFileSync('/proc/loadavg', 'utf8').split(' ').slice(0, 3).join(' ');

async function main() {
  const loadAtStart = loadavg();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'optwallet-live-bench-'));
  const evm = await startEvmNode();
  const api = await startApi(
    replicaEnv({
      DATA_DIR: dataDir,
      LOG_LEVEL: 'error',
      EVM_RPC_URL: evm.client.network.rpcUrl,
      EVM_CHAIN_ID: String(ANVIL_CHAIN_ID),
      EVM_TOKENS: evm.client.network.tokens.map((t) => `${t.symbol}=${t.address}`).join(','),
      EVM_POLL_MS: String(EVM_POLL_MS),
    }),
  ).catch(async (error: unknown) => {
    await evm.stop();
    throw error;
  });
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

    const onEvm = await evmTransfers(evm, people, streams);

    const row = (name: string, values: number[]) =>
      values.length === 0
        ? `| ${name} | - | - | - |`
        : `| ${name} | ${ms(pct(values, 50))} | ${ms(pct(values, 95))} | ${ms(Math.max(...values))} |`;
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
        `EVM: ${onEvm.count} transfers from outside (ETH and USDC alternately) to users with ${TABS} tabs open, anvil (a block per transaction), indexer at EVM_POLL_MS=${EVM_POLL_MS}`,
        '',
        '| measure, from the block that carries the transfer | p50 | p95 | max |',
        '|---|---|---|---|',
        row('send -> receipt (the block mined)', onEvm.mined),
        row("block -> balance event on the receiver's first tab", onEvm.balanceFirst),
        row("block -> balance event on all the receiver's tabs", onEvm.balanceLast),
        row("block -> notification event on all the receiver's tabs", onEvm.bellLast),
        row('block timestamp (whole s) -> balance event on all tabs', onEvm.fromStamp),
        '',
        `Memory: server RSS ${(rssBefore / 2 ** 20).toFixed(1)} MiB before, ${(rssAfter / 2 ** 20).toFixed(1)} MiB with the streams: ${(perStream / 1024).toFixed(1)} KiB per idle stream.`,
        `Target (issue 32): p95 under 1 s -> OPT ${pct(last, 95) < 1000 ? 'met' : 'NOT met'}; EVM balance ${pct(onEvm.balanceLast, 95) < 1000 ? 'met' : 'NOT met'}, bell ${pct(onEvm.bellLast, 95) < 1000 ? 'met' : 'NOT met'}.`,
        `Machine load (1, 5, 15 min): ${loadAtStart} at the start, ${loadavg()} at the end.`,
      ].join('\n'),
    );
    await Promise.all(streams.map((s) => s.close()));
  } finally {
    await api.stop();
    await evm.stop();
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
