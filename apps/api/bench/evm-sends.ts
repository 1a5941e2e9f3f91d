/**
 * The EVM rows of the API bench, against a real node: anvil started here on a free port (as the
 * tests start theirs), the devnet's tokens deployed, wallets funded by the devnet faucet.
 *
 * - sends/s: ETH transfers through the API (POST /wallets/{id}/transfer: JWT, validation, the
 *   wallet passcode unsealing the phrase, planning against the node, the nonce, the pending row,
 *   the broadcast), one sequential stream per sender wallet, next to floors measured back to back
 *   with them on the same node: viem's `sendTransaction` of the same transfers from a local
 *   account (viem fills nonce, gas and fees from the node), and the same with the same passcode
 *   unseal first. Every answered hash is checked to be mined.
 * - indexer catch-up: the indexer runs all along (as in the product); once the sends stop, the
 *   blocks it is behind (anvil mines a block per transaction) and how fast it reaches the head.
 * - indexer lag: then an outside account sends ETH to a product address; from the moment its
 *   receipt exists (anvil mines at once) to the moment the 'funds_received' notification row
 *   exists, with the indexer polling at the product's default EVM_POLL_MS.
 */
import { sql } from 'drizzle-orm';
import { type Hash, createWalletClient, getAddress, http, parseEther } from 'viem';
import { mnemonicToAccount, privateKeyToAccount } from 'viem/accounts';
import { createApp } from '../src/app';
import { type Database, queryRows } from '../src/db/client';
import { indexerJobs } from '../src/chains/evm/indexer';
import { startJobs } from '../src/jobs/job-list';
import { openMnemonic } from '../src/modules/wallets/wallet-seal';
import { startEvmNode } from '../test/support/evm-node';
import {
  HEADERS,
  type Sender,
  benchDeps,
  caller,
  fundsReceivedLags,
  listen,
  median,
  percentile,
  sendRounds,
  signUpWallet,
} from './kit';

const PASSCODE = 'Bench#wallet1';
/** Concurrent senders: one sequential stream per wallet, as one user sends one at a time. */
const CONNECTIONS = 10;
/** The product's devnet default indexer tick (EVM_POLL_MS; 1000 outside devnet). */
const POLL_MS = 250;
const LAG_SAMPLES = 10;
const AMOUNT = '0.000001';
// anvil's second default account: someone outside the product.
const OUTSIDER = privateKeyToAccount(
  '0x59c6995e998f97a5a0044966f0945389dc9e86dae88c7a8412f4603b6b78690d',
);

export interface EvmRow {
  engine: string;
  measure: string;
  floor: number | string;
  ours: number | string;
  ratio: number | string;
  note: string;
}

export async function evmRows(
  engine: string,
  database: Database,
  options: { seconds: number; rounds: number },
): Promise<EvmRow[]> {
  const evm = await startEvmNode();
  const deps = benchDeps(database, { evm }, process.env.BENCH_LOG ?? 'silent');
  const ours = await listen(createApp(deps).fetch);
  const api = `${ours.base}/api`;
  const call = caller(api);
  const indexer = startJobs(deps, indexerJobs(deps, evm, POLL_MS));
  try {
    // Separate wallets for the API and the floors: the API's nonce allocator keeps its own count.
    const product: Sender[] = [];
    const direct: Sender[] = [];
    for (let i = 0; i < CONNECTIONS; i += 1) {
      product.push(
        await signUpWallet(call, deps, database, `evm${engine}${i}@example.com`, PASSCODE),
      );
      direct.push(
        await signUpWallet(call, deps, database, `evmfloor${engine}${i}@example.com`, PASSCODE),
      );
    }
    const { client } = evm.client;
    const { rpcUrl } = evm.client.network;
    const wallets = direct.map((s) =>
      createWalletClient({
        account: mnemonicToAccount(s.mnemonic),
        transport: http(rpcUrl),
      }),
    );
    const value = parseEther(AMOUNT);
    const floorSend = (worker: number) =>
      (wallets[worker] as (typeof wallets)[number]).sendTransaction({
        chain: null,
        to: getAddress((direct[(worker + 1) % CONNECTIONS] as Sender).evm),
        value,
      });
    const floorWithPasscode = async (worker: number) => {
      const sender = direct[worker] as Sender;
      const opened = await openMnemonic({
        sealed: sender.sealed,
        passcode: PASSCODE,
        walletId: sender.walletId,
        serverKey: deps.config.walletSealKey,
      });
      if (!opened) return undefined;
      return createWalletClient({
        account: mnemonicToAccount(opened),
        transport: http(rpcUrl),
      }).sendTransaction({
        chain: null,
        to: getAddress((direct[(worker + 1) % CONNECTIONS] as Sender).evm),
        value,
      });
    };
    let counter = 0;
    const apiSend = async (worker: number) => {
      const sender = product[worker] as Sender;
      counter += 1;
      const res = await fetch(`${api}/wallets/${sender.walletId}/transfer`, {
        method: 'POST',
        headers: {
          ...HEADERS,
          authorization: `Bearer ${sender.token}`,
          'Idempotency-Key': `evm-bench-${engine}-${counter}`,
        },
        body: JSON.stringify({
          chainId: '1',
          symbol: 'ETH',
          amount: AMOUNT,
          to: (product[(worker + 1) % CONNECTIONS] as Sender).evm,
          transferType: 'send',
          memo: '',
          description: '',
          walletPasscode: PASSCODE,
        }),
      });
      const body = (await res.json()) as { transactionHash?: Hash };
      return res.status === 200 ? body.transactionHash : undefined;
    };

    const { answered, failures, rate, ratio } = await sendRounds(
      { rounds: options.rounds, seconds: options.seconds, workers: CONNECTIONS },
      { viem: floorSend, unseal: floorWithPasscode, api: apiSend },
    );
    const receipts = await Promise.all(
      answered.map((hash) => client.waitForTransactionReceipt({ hash, pollingInterval: 50 })),
    );
    const mined = receipts.filter((r) => r.status === 'success').length;

    // The indexer follows behind the sends (every one touches product addresses): the time it
    // takes to reach the head once they stop, then the lag of single transfers.
    const head = Number(await client.getBlockNumber());
    const indexed = async () => {
      const [state] = await queryRows<{ n: number }>(
        database.db,
        sql`SELECT block_number::int AS n FROM evm_index_state`,
      );
      return state?.n ?? 0;
    };
    const behind = head - (await indexed());
    const catchUpStarted = performance.now();
    while ((await indexed()) < head) await new Promise((r) => setTimeout(r, 20));
    const catchUpS = (performance.now() - catchUpStarted) / 1000;

    // Indexer lag: outside sends to product addresses, spread over the poll's phase.
    const outsider = createWalletClient({
      account: OUTSIDER,
      transport: http(rpcUrl),
    });
    const lags = await fundsReceivedLags(
      database,
      { samples: LAG_SAMPLES, pollMs: POLL_MS },
      async (i) => {
        const hash = await outsider.sendTransaction({
          chain: null,
          to: getAddress((product[i % CONNECTIONS] as Sender).evm),
          value: parseEther('0.001'),
        });
        await client.waitForTransactionReceipt({ hash, pollingInterval: 5 });
        return hash;
      },
    );

    const sendsNote = `${mined}/${answered.length} answered hashes mined, ${failures} failed`;
    return [
      {
        engine,
        measure: `EVM sends/s end to end against anvil @${CONNECTIONS} (floor: viem sendTransaction)`,
        floor: rate('viem'),
        ours: rate('api'),
        ratio: ratio('api', 'viem'),
        note: sendsNote,
      },
      {
        engine,
        measure: `EVM sends/s end to end against anvil @${CONNECTIONS} (floor: passcode unseal + viem)`,
        floor: rate('unseal'),
        ours: rate('api'),
        ratio: ratio('api', 'unseal'),
        note: sendsNote,
      },
      {
        engine,
        measure: `EVM indexer lag, mined -> funds_received (median / p95 ms, ${LAG_SAMPLES} samples)`,
        floor: '',
        ours: `${Math.round(median(lags))} / ${Math.round(percentile(lags, 0.95))}`,
        ratio: '',
        note: `indexer tick EVM_POLL_MS=${POLL_MS}`,
      },
      {
        engine,
        measure: 'EVM indexer behind the head when the sends stop (blocks)',
        floor: '',
        ours: behind,
        ratio: '',
        note: `at the head ${catchUpS.toFixed(1)} s later (one send a block)`,
      },
    ];
  } finally {
    await indexer.stop();
    ours.server.close();
    await deps.background.settled();
    await evm.stop();
  }
}
