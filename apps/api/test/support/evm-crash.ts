import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { type Address, createPublicClient, erc20Abi, getAddress, http } from 'viem';
import { afterAll } from 'vitest';
import { testDatabaseUrl } from '../../src/config/env';
import {
  type ApiProcess,
  type Person,
  type Query,
  WALLET_KEY,
  client,
  freshPostgres,
  personOn,
  replicaEnv,
  withPglite,
  withPostgres,
} from './api-process';

/**
 * The EVM crash tests' parts (evm-crash*.test.ts): a burst of EVM sends (ETH and ERC-20s, 8 in
 * flight) to the built API as a process, killed in its middle; the unanswered retried with their
 * Idempotency-Keys; then what the node and the database say, compared to the wei. On Postgres
 * when TEST_DATABASE_URL names one, else on PGlite.
 */

const serverUrl = testDatabaseUrl();
export const engine = serverUrl ? 'Postgres' : 'PGlite';

const PEOPLE = 4;
export const BURST = 40;
export const IN_FLIGHT = 8;
const SYMBOLS = ['ETH', 'USDC', 'USDT'] as const;

export interface Answer {
  status: number;
  hash?: string;
}

/** APIs started and things to remove: stopped and removed after the file's tests. */
export function useCleanup() {
  const running: ApiProcess[] = [];
  const cleanups: (() => Promise<void>)[] = [];
  afterAll(async () => {
    for (const api of running) await api.stop();
    for (const cleanup of cleanups) await cleanup();
  });
  return { running, cleanups };
}

export function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/** Reads until `done` says so or `ms` passed; answers the last value read. */
export async function until<T>(read: () => Promise<T>, done: (value: T) => boolean, ms: number) {
  const started = Date.now();
  for (;;) {
    const value = await read();
    if (done(value) || Date.now() - started > ms) return value;
    await sleep(100);
  }
}

export interface CrashSetup {
  dataDir: string;
  env: Record<string, string>;
  inspect: <T>(work: (query: Query) => Promise<T>) => Promise<T>;
  /** The EVM node, read directly (not through the API). */
  node: ReturnType<typeof nodeClient>;
  /** The listed ERC-20s: symbol -> address. */
  tokens: () => Map<string, Address>;
}

function nodeClient(url: string) {
  return createPublicClient({
    cacheTime: 0,
    transport: http(url, { batch: { wait: 0 }, retryCount: 0 }),
  });
}

/**
 * A data directory and a database for one test, and the API's environment: `nodeUrl` is the
 * EVM node's URL; `evmEnv` what points the API at it (EVM_DEVNET_PORT for the devnet's own
 * node, or EVM_RPC_URL and EVM_TOKENS for a node of the test's).
 */
export async function setUp(
  name: string,
  cleanups: (() => Promise<void>)[],
  nodeUrl: string,
  evmEnv: Record<string, string>,
  tokens: (dataDir: string) => Map<string, Address>,
): Promise<CrashSetup> {
  const dataDir = mkdtempSync(path.join(tmpdir(), `optwallet-evm-crash-${name}-`));
  cleanups.push(() => Promise.resolve(rmSync(dataDir, { recursive: true, force: true })));
  const database = serverUrl ? await freshPostgres(serverUrl) : undefined;
  if (database) cleanups.push(database.drop);
  // Without EVM_RPC_URL a devnet API starts its own anvil.
  const { EVM_RPC_URL: _off, ...base } = replicaEnv({
    DATA_DIR: dataDir,
    EVM_POLL_MS: '200',
    ...(database ? { DATABASE_URL: database.url } : {}),
  });
  const env = { ...base, ...evmEnv };
  return {
    dataDir,
    env,
    inspect: (work) => (database ? withPostgres(database.url, work) : withPglite(dataDir, work)),
    node: nodeClient(nodeUrl),
    tokens: () => tokens(dataDir),
  };
}

/** The people, signed up on the API with funded wallets (the devnet faucet pays on the node). */
export async function peopleOn(url: string, name: string) {
  const people: Person[] = [];
  for (let i = 0; i < PEOPLE; i += 1) {
    people.push(await personOn(url, `evm-crash-${name}-${i}@example.com`));
  }
  return people;
}

/** The burst: send n from person n % PEOPLE to the next one, ETH, USDC and USDT in turn. */
export function sender(people: Person[]) {
  const body = (n: number) => {
    const symbol = SYMBOLS[n % SYMBOLS.length] as string;
    return {
      chainId: '1',
      symbol,
      amount: symbol === 'ETH' ? `0.00${1 + (n % 7)}` : `${1 + (n % 5)}.25`,
      to: people[(n + 1) % PEOPLE]?.evm,
      transferType: 'send',
      memo: '',
      description: `evm crash ${n}`,
      walletPasscode: WALLET_KEY,
    };
  };
  return async (url: string, n: number): Promise<Answer> => {
    const from = people[n % PEOPLE] as Person;
    const res = await client(url, from.token).call(
      'POST',
      `/wallets/${from.walletId}/transfer`,
      body(n),
      { 'Idempotency-Key': `evm-crash-${n}` },
    );
    return { status: res.status, hash: res.json.transactionHash as string | undefined };
  };
}

/**
 * Sends 0..BURST-1 with IN_FLIGHT at a time; `kill` runs once `killAt` answers are in (with
 * `stopAfterKill`, no send starts after it). Sends whose connection died are missing from the map.
 */
export async function burst(
  send: (n: number) => Promise<Answer>,
  killAt: number,
  kill: () => Promise<void>,
  stopAfterKill: boolean,
) {
  const answers = new Map<number, Answer>();
  let next = 0;
  let killed: Promise<void> | undefined;
  const worker = async () => {
    while (next < BURST && !(stopAfterKill && killed)) {
      const n = next;
      next += 1;
      try {
        answers.set(n, await send(n));
      } catch {
        // The connection died with the server.
      }
      if (answers.size >= killAt && !killed) killed = kill();
    }
  };
  await Promise.all(Array.from({ length: IN_FLIGHT }, worker));
  await killed;
  return answers;
}

/** Retries every key not answered 200 until it is (a node coming back answers 503 meanwhile). */
export async function retryUnanswered(
  send: (n: number) => Promise<Answer>,
  answers: Map<number, Answer>,
) {
  for (let round = 0; round < 20; round += 1) {
    const open = Array.from({ length: BURST }, (_, n) => n).filter(
      (n) => answers.get(n)?.status !== 200,
    );
    if (open.length === 0) return;
    if (round > 0) await sleep(500);
    for (const n of open) answers.set(n, await send(n).catch(() => ({ status: 0 })));
  }
}

export interface NodeView {
  balances: Map<string, bigint>;
  /** Every transaction on the node sent from a person: hash -> receipt status. */
  sent: Map<string, string>;
  tokens: Map<string, Address>;
}

export async function nodeView(setup: CrashSetup, people: Person[]): Promise<NodeView> {
  const { node } = setup;
  const addresses = new Set(people.map((p) => getAddress(p.evm)));
  const head = await node.getBlockNumber();
  const sent = new Map<string, string>();
  for (let n = 0n; n <= head; n += 1n) {
    const block = await node.getBlock({ blockNumber: n, includeTransactions: true });
    for (const tx of block.transactions) {
      if (!addresses.has(getAddress(tx.from))) continue;
      const receipt = await node.getTransactionReceipt({ hash: tx.hash });
      sent.set(tx.hash, receipt.status);
    }
  }
  const tokenList = setup.tokens();
  const balances = new Map<string, bigint>();
  for (const address of addresses) {
    balances.set(`${address}:ETH`, await node.getBalance({ address }));
    for (const [symbol, token] of tokenList) {
      const held = await node.readContract({
        address: token,
        abi: erc20Abi,
        functionName: 'balanceOf',
        args: [address],
      });
      balances.set(`${address}:${symbol}`, held);
    }
  }
  return { balances, sent, tokens: tokenList };
}

/**
 * What the node and the database disagree on, as a list of problems (empty when they agree):
 * each key answered 200 has one row, with the answered hash, settled 'success', and that
 * transaction succeeded on the node; the people's transactions on the node are exactly the
 * history's mined sends of theirs; no row is pending; each balance on the node is the history's
 * sum (received - sent - fees paid) to the wei.
 */
async function disagreements(
  setup: CrashSetup,
  people: Person[],
  answers: Map<number, Answer>,
  view: NodeView,
): Promise<string[]> {
  const problems: string[] = [];
  await setup.inspect(async (query) => {
    const rows = await query<{
      hash: string;
      from_address: string;
      to_address: string;
      amount: string;
      symbol: string;
      fee: string;
      status: string;
      height: number;
      request_id: string | null;
    }>(
      `SELECT hash, from_address, to_address, amount::text, symbol, fee::text, status, height, request_id
       FROM ledger_transactions WHERE chain_id = '1'`,
    );
    for (let n = 0; n < BURST; n += 1) {
      const answer = answers.get(n);
      if (answer?.status !== 200) {
        problems.push(`send ${n}: answered ${answer?.status ?? 'nothing'}`);
        continue;
      }
      const mine = rows.filter((r) => r.request_id?.endsWith(`:evm-crash-${n}`));
      const [row] = mine;
      if (mine.length !== 1 || !row || row.hash !== answer.hash) {
        problems.push(`send ${n}: ${mine.length} rows for its key (${answer.hash})`);
      } else if (row.status !== 'success') {
        problems.push(`send ${n}: row ${row.status}`);
      }
      const onNode = view.sent.get(answer.hash as string);
      if (onNode !== 'success') problems.push(`send ${n}: on the node ${onNode ?? 'missing'}`);
    }
    const addresses = new Set(people.map((p) => getAddress(p.evm)));
    const mined = new Set(
      rows
        .filter((r) => addresses.has(r.from_address as Address) && r.height > 0)
        .map((r) => r.hash),
    );
    for (const hash of view.sent.keys()) {
      if (!mined.has(hash)) problems.push(`${hash} is on the node, not in the history`);
    }
    for (const hash of mined) {
      if (!view.sent.has(hash)) problems.push(`${hash} is in the history, not on the node`);
    }
    for (const r of rows.filter((row) => row.status === 'pending')) {
      problems.push(`${r.hash} still pending`);
    }
    for (const address of addresses) {
      for (const symbol of ['ETH', ...view.tokens.keys()]) {
        let sum = 0n;
        for (const r of rows) {
          if (symbol === 'ETH' && r.from_address === address) sum -= BigInt(r.fee);
          if (r.symbol !== symbol || r.status !== 'success') continue;
          if (r.to_address === address) sum += BigInt(r.amount);
          if (r.from_address === address) sum -= BigInt(r.amount);
        }
        const held = view.balances.get(`${address}:${symbol}`) ?? 0n;
        if (held !== sum) {
          problems.push(`${address} ${symbol}: node ${held}, history ${sum} (${held - sum})`);
        }
      }
    }
  });
  return problems;
}

/** Prints what a round did (the report's figures) and answers the problems found. */
export async function finish(
  setup: CrashSetup,
  name: string,
  people: Person[],
  answers: Map<number, Answer>,
  view: NodeView,
  early: string[],
  figures = '',
) {
  const problems = [...early, ...(await disagreements(setup, people, answers, view))];
  console.log(
    `[evm-crash ${name} ${engine}] ${BURST} sends, ${view.sent.size} on the node${figures}, ${problems.length} problems`,
  );
  return problems;
}

/** The sends the API's recovery pass sent again and failed, from its log. */
export function recovered(output: string): { resent: number; failed: number } {
  let resent = 0;
  let failed = 0;
  for (const line of output.split('\n')) {
    if (!line.includes('EVM sends the node did not have')) continue;
    const entry = JSON.parse(line) as { resent: string[]; failed: string[] };
    resent += entry.resent.length;
    failed += entry.failed.length;
  }
  return { resent, failed };
}

/**
 * Until no EVM send of the people is pending in their histories (the indexer settles them), 60 s
 * at most: what is still pending then is one of the disagreements.
 */
export async function settled(api: ApiProcess, people: Person[]) {
  const pending = async () => {
    let count = 0;
    for (const p of people) {
      const res = await client(api.url, p.token).call(
        'GET',
        `/wallets/${p.walletId}/transactions?page=1&limit=100&chainId=1`,
      );
      const txs = (res.json.transactions ?? []) as { status: string }[];
      count += txs.filter((t) => t.status === 'pending').length;
    }
    return count;
  };
  await until(pending, (n) => n === 0, 60_000);
}
