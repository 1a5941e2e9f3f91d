/**
 * `pnpm --filter @optwallet/optchain bench:advance`: a long devnet advance under many delegators.
 *
 * The node runs as a child process (src/main.ts under tsx, PGlite in a temporary directory,
 * BENCH_BLOCK_MS blocks, default 1 000 as the devnet's). DELEGATORS outside wallets (cosmjs keys,
 * default 1 000) are funded by the node's faucet and each delegate to cygnus, the hourly validator,
 * with unchanged cosmjs (SigningStargateClient.sign, broadcast_tx_sync). Then one
 * `POST /devnet/advance` of ADVANCE_DAYS days (default 22), while `/status` is asked every 100 ms
 * and the node's memory read from /proc/<pid>/status every 100 ms. Printed: the advance's
 * duration, the slowest `/status` answer during it, the blocks it made and their largest
 * `block_results` (bytes of the JSON-RPC answer), and the node's RSS before, at its peak (VmHWM,
 * reset just before the advance) and after. Prints one table; nothing is asserted.
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { DirectSecp256k1Wallet } from '@cosmjs/proto-signing';
import { calculateFee, GasPrice, SigningStargateClient, StargateClient } from '@cosmjs/stargate';
import { Comet38Client } from '@cosmjs/tendermint-rpc';
import { TxRaw } from 'cosmjs-types/cosmos/tx/v1beta1/tx';
import { faucet, post, VALIDATORS } from '../test/support/node';
import { startNodeProcess } from '../test/support/process';

const DELEGATORS = Number(process.env.DELEGATORS ?? 1_000);
const ADVANCE_DAYS = Number(process.env.ADVANCE_DAYS ?? 22);
const BLOCK_MS = Number(process.env.BENCH_BLOCK_MS ?? 1_000);
/** Calls in flight at once while setting up (faucet drips, broadcasts). */
const PARALLEL = 50;
const DELEGATION = 100_000_000n;
const FEE = calculateFee(300_000, GasPrice.fromString('0.025uopt'));

/** Runs `work` over `items`, PARALLEL at a time. */
async function inParallel<T>(items: readonly T[], work: (item: T) => Promise<void>) {
  let next = 0;
  await Promise.all(
    Array.from({ length: PARALLEL }, async () => {
      for (let i = next++; i < items.length; i = next++) await work(items[i] as T);
    }),
  );
}

/** The node's resident memory, MB: now (VmRSS) and its peak since the last reset (VmHWM). */
function memoryOf(pid: number): { rss: number; peak: number } {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = (field: string) => Number(new RegExp(`${field}:\\s+(\\d+)`).exec(status)?.[1] ?? 0);
  return { rss: kb('VmRSS') / 1024, peak: kb('VmHWM') / 1024 };
}

/** Resets VmHWM to the current RSS (clear_refs 5), so the peak is the advance's own. */
function resetPeak(pid: number): boolean {
  try {
    writeFileSync(`/proc/${pid}/clear_refs`, '5');
    return true;
  } catch {
    return false;
  }
}

async function timed<T>(work: () => Promise<T>): Promise<{ value: T; ms: number }> {
  const start = performance.now();
  const value = await work();
  return { value, ms: performance.now() - start };
}

const dataDir = mkdtempSync(path.join(tmpdir(), 'optchain-bench-advance-'));
const node = await startNodeProcess({
  OPTCHAIN_RPC_PORT: '0',
  OPTCHAIN_REST_PORT: '0',
  OPTCHAIN_BLOCK_MS: String(BLOCK_MS),
  OPTCHAIN_DATA_DIR: dataDir,
});
try {
  const setup = await timed(async () => {
    const wallets = await Promise.all(
      Array.from({ length: DELEGATORS }, async () => {
        const wallet = await DirectSecp256k1Wallet.fromKey(randomBytes(32), 'opt');
        const [account] = await wallet.getAccounts();
        if (!account) throw new Error('no account');
        return { wallet, address: account.address };
      }),
    );
    await inParallel(wallets, async (w) => {
      await faucet(node.restUrl, w.address);
    });
    const reader = await StargateClient.connect(node.rpcUrl);
    const comet = await Comet38Client.connect(node.rpcUrl);
    const hashes: string[] = [];
    await inParallel(wallets, async (w) => {
      const { accountNumber, sequence } = await reader.getSequence(w.address);
      const signer = await SigningStargateClient.offline(w.wallet);
      const signed = await signer.sign(
        w.address,
        [
          {
            typeUrl: '/cosmos.staking.v1beta1.MsgDelegate',
            value: {
              delegatorAddress: w.address,
              validatorAddress: VALIDATORS.cygnus,
              amount: { denom: 'uopt', amount: String(DELEGATION) },
            },
          },
        ],
        FEE,
        '',
        { accountNumber, sequence, chainId: 'optchain-1' },
      );
      const result = await comet.broadcastTxSync({ tx: TxRaw.encode(signed).finish() });
      if (result.code !== 0) throw new Error(`delegate refused: ${result.code} ${result.log}`);
      hashes.push(Buffer.from(result.hash).toString('hex'));
    });
    // Every delegation committed before the clock moves.
    for (const hash of hashes.slice(-1)) {
      while (!(await reader.getTx(hash))) await new Promise((r) => setTimeout(r, BLOCK_MS / 2));
    }
    const delegations = (await (
      await fetch(
        `${node.restUrl}/cosmos/staking/v1beta1/validators/${VALIDATORS.cygnus}/delegations`,
      )
    ).json()) as { delegation_responses: unknown[] };
    const delegators = delegations.delegation_responses.length;
    comet.disconnect();
    reader.disconnect();
    return delegators;
  });

  const reader = await StargateClient.connect(node.rpcUrl);
  const before = await reader.getHeight();
  const memoryBefore = memoryOf(node.pid);
  const peakIsHwm = resetPeak(node.pid);

  let advancing = true;
  let slowestStatus = 0;
  let statusAnswers = 0;
  let sampledPeak = memoryBefore.rss;
  const inFlight: Promise<void>[] = [];
  const sampler = (async () => {
    while (advancing) {
      inFlight.push(
        timed(() => fetch(`${node.rpcUrl}/status`).then((r) => r.json())).then(({ ms }) => {
          slowestStatus = Math.max(slowestStatus, ms);
          statusAnswers += 1;
        }),
      );
      sampledPeak = Math.max(sampledPeak, memoryOf(node.pid).rss);
      await new Promise((r) => setTimeout(r, 100));
    }
  })();
  const advance = await timed(() =>
    post<{ height: string; time: string }>(`${node.restUrl}/devnet/advance`, {
      seconds: ADVANCE_DAYS * 86_400,
    }),
  );
  advancing = false;
  await sampler;
  await Promise.all(inFlight);
  const memoryPeak = memoryOf(node.pid);
  const after = Number(advance.value.height);

  let largest = { height: 0, bytes: 0 };
  let settled = 0;
  for (let height = before + 1; height <= after; height += 1) {
    const response = await fetch(`${node.rpcUrl}/block_results?height=${height}`);
    const text = await response.text();
    const bytes = Buffer.byteLength(text);
    if (bytes > largest.bytes) largest = { height, bytes };
    const events = (JSON.parse(text) as { result: { finalize_block_events: { type: string }[] } })
      .result.finalize_block_events;
    settled += events.filter((e) => e.type === 'withdraw_rewards').length;
  }
  const memoryAfter = memoryOf(node.pid);
  reader.disconnect();

  const mb = (value: number) => `${value.toFixed(0)} MB`;
  console.log(
    `\nOptChain devnet node: a ${ADVANCE_DAYS}-day advance with ${DELEGATORS} outside delegators on cygnus (hourly payouts; ${setup.value} delegations with its own), ${BLOCK_MS} ms blocks, PGlite on disk, node as a child process (tsx)\n`,
  );
  console.log('| measurement | value |');
  console.log('| --- | ---: |');
  console.log(
    `| setup: ${DELEGATORS} wallets funded and delegating | ${(setup.ms / 1000).toFixed(1)} s |`,
  );
  console.log(
    `| advance: POST /devnet/advance answered in | ${(advance.ms / 1000).toFixed(2)} s |`,
  );
  console.log(
    `| blocks made by the advance (heights ${before + 1}–${after}) | ${after - before} |`,
  );
  console.log(`| withdraw_rewards events in them | ${settled} |`);
  console.log(
    `| largest block_results (height ${largest.height}) | ${largest.bytes.toLocaleString('en')} bytes |`,
  );
  console.log(
    `| slowest /status during the advance (${statusAnswers} asked, every 100 ms) | ${slowestStatus.toFixed(0)} ms |`,
  );
  console.log(`| node RSS before the advance | ${mb(memoryBefore.rss)} |`);
  console.log(
    `| node RSS peak during the advance (${peakIsHwm ? 'VmHWM' : 'sampled every 100 ms'}) | ${mb(peakIsHwm ? memoryPeak.peak : sampledPeak)} |`,
  );
  console.log(`| node RSS after (block_results read) | ${mb(memoryAfter.rss)} |`);
} finally {
  await node.stop();
  rmSync(dataDir, { recursive: true, force: true });
}
