/**
 * `pnpm --filter @optwallet/optchain bench`: cosmjs sign + broadcast_tx_sync against the devnet
 * node, as a ratio against a floor measured in the same process and the same minute.
 *
 * - node: WALLETS wallets, each signing MsgSends one after another (SigningStargateClient.sign
 *   with its own sequence) and broadcasting them with Comet38Client.broadcastTxSync to the node
 *   (which verifies, executes into the open block, and commits blocks to PGlite meanwhile).
 * - floor: the same cosmjs signing and the same broadcastTxSync call to a bare Hono JSON-RPC
 *   server that answers code 0 and the tx hash without looking at the tx: the cost of cosmjs,
 *   HTTP and JSON alone.
 * - sign only: cosmjs signing with no network, for where the time goes.
 * - presigned: BATCH transactions signed beforehand, broadcast by the same wallets (one after
 *   another each): what the node itself sustains, against the floor server given the same batch.
 * BENCH_DURATION_S seconds per measurement (default 5), BENCH_ROUNDS rounds (default 3), medians.
 * Prints one table; nothing is asserted.
 */
import { sha256 } from '@noble/hashes/sha2.js';
import { bytesToHex } from '@noble/hashes/utils.js';
import { serve } from '@hono/node-server';
import { calculateFee, GasPrice, SigningStargateClient, StargateClient } from '@cosmjs/stargate';
import { Comet38Client } from '@cosmjs/tendermint-rpc';
import { TxRaw } from 'cosmjs-types/cosmos/tx/v1beta1/tx';
import { Hono } from 'hono';
import { faucet, freshWallet } from '../test/support/node';
import { keepAlive, startOptchainNode } from '../src/start';

const DURATION_MS = Number(process.env.BENCH_DURATION_S ?? 5) * 1000;
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const WALLETS = 16;
const FEE = calculateFee(200_000, GasPrice.fromString('0.025uopt'));

type Wallet = Awaited<ReturnType<typeof freshWallet>> & {
  signer: SigningStargateClient;
  accountNumber: bigint;
  sequence: bigint;
};

async function signNext(w: Wallet, to: string, chainId: string): Promise<Uint8Array> {
  const raw = await w.signer.sign(
    w.address,
    [
      {
        typeUrl: '/cosmos.bank.v1beta1.MsgSend',
        value: { fromAddress: w.address, toAddress: to, amount: [{ denom: 'uopt', amount: '1' }] },
      },
    ],
    FEE,
    '',
    { accountNumber: w.accountNumber, sequence: Number(w.sequence), chainId },
  );
  return TxRaw.encode(raw).finish();
}

/** Every wallet signs and (unless `broadcast` is absent) broadcasts in a loop for DURATION_MS. */
async function measure(
  wallets: Wallet[],
  to: string,
  chainId: string,
  broadcast?: (tx: Uint8Array) => Promise<number>,
): Promise<number> {
  let done = 0;
  const end = Date.now() + DURATION_MS;
  await Promise.all(
    wallets.map(async (w) => {
      while (Date.now() < end) {
        const tx = await signNext(w, to, chainId);
        const code = broadcast ? await broadcast(tx) : 0;
        if (code !== 0) throw new Error(`broadcast refused with code ${code}`);
        w.sequence += 1n;
        done += 1;
      }
    }),
  );
  return done / (DURATION_MS / 1000);
}

/** The floor's server: JSON-RPC broadcast_tx_sync answered at once, code 0, the tx's hash. */
function floorServer(): Promise<{ url: string; close: () => void }> {
  const app = new Hono();
  app.post('/', async (c) => {
    const body = await c.req.json<{ id: number; params: { tx: string } }>();
    const hash = bytesToHex(sha256(Buffer.from(body.params.tx, 'base64'))).toUpperCase();
    return c.json({
      jsonrpc: '2.0',
      id: body.id,
      result: { code: 0, data: '', log: '', codespace: '', hash },
    });
  });
  return new Promise((resolve) => {
    const server = serve({ fetch: app.fetch, hostname: '127.0.0.1', port: 0 }, (info) =>
      resolve({ url: `http://127.0.0.1:${info.port}`, close: () => server.close() }),
    );
    keepAlive(server);
  });
}

/** Broadcasts each wallet's presigned transactions in order, all wallets at once; tx/s. */
async function broadcastBatch(
  batches: Uint8Array[][],
  broadcast: (tx: Uint8Array) => Promise<number>,
): Promise<number> {
  const start = Date.now();
  let done = 0;
  await Promise.all(
    batches.map(async (batch) => {
      for (const tx of batch) {
        const code = await broadcast(tx);
        if (code !== 0) throw new Error(`broadcast refused with code ${code}`);
        done += 1;
      }
    }),
  );
  return done / ((Date.now() - start) / 1000);
}

const PER_WALLET = 40;

const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

const node = await startOptchainNode({
  chainId: 'optchain-1',
  rpcPort: 0,
  restPort: 0,
  blockTimeMs: 1_000,
});
const floor = await floorServer();
try {
  const reader = await StargateClient.connect(node.rpcUrl);
  const wallets: Wallet[] = [];
  for (let i = 0; i < WALLETS; i += 1) {
    const w = await freshWallet();
    await faucet(node.restUrl, w.address);
    const { accountNumber, sequence } = await reader.getSequence(w.address);
    wallets.push({
      ...w,
      signer: await SigningStargateClient.offline(w.wallet),
      accountNumber: BigInt(accountNumber),
      sequence: BigInt(sequence),
    });
  }
  const to = (await freshWallet()).address;
  const comet = await Comet38Client.connect(node.rpcUrl);
  const floorComet = await Comet38Client.connect(floor.url);
  const rows = {
    signOnly: [] as number[],
    floor: [] as number[],
    node: [] as number[],
    floorPresigned: [] as number[],
    nodePresigned: [] as number[],
  };
  for (let round = 0; round < ROUNDS; round += 1) {
    // The floor and the sign-only runs do not move the chain's sequences: rewind after them.
    const saved = wallets.map((w) => w.sequence);
    rows.signOnly.push(await measure(wallets, to, 'optchain-1'));
    wallets.forEach((w, i) => (w.sequence = saved[i] ?? 0n));
    rows.floor.push(
      await measure(
        wallets,
        to,
        'optchain-1',
        async (tx) => (await floorComet.broadcastTxSync({ tx })).code,
      ),
    );
    wallets.forEach((w, i) => (w.sequence = saved[i] ?? 0n));
    rows.node.push(
      await measure(
        wallets,
        to,
        'optchain-1',
        async (tx) => (await comet.broadcastTxSync({ tx })).code,
      ),
    );
    const batches: Uint8Array[][] = [];
    for (const w of wallets) {
      const batch: Uint8Array[] = [];
      for (let i = 0; i < PER_WALLET; i += 1) {
        batch.push(await signNext(w, to, 'optchain-1'));
        w.sequence += 1n;
      }
      batches.push(batch);
    }
    const viaFloor = async (tx: Uint8Array) => (await floorComet.broadcastTxSync({ tx })).code;
    const viaNode = async (tx: Uint8Array) => (await comet.broadcastTxSync({ tx })).code;
    rows.floorPresigned.push(await broadcastBatch(batches, viaFloor));
    rows.nodePresigned.push(await broadcastBatch(batches, viaNode));
  }
  const height = (await reader.getHeight()).toString();
  const [signOnly, floorRate, nodeRate] = [
    median(rows.signOnly),
    median(rows.floor),
    median(rows.node),
  ];
  console.log(
    `\nOptChain devnet node: cosmjs sign + broadcast_tx_sync, ${WALLETS} wallets, ${DURATION_MS / 1000} s x ${ROUNDS} rounds (medians), PGlite in memory, 1 s blocks (height ${height})\n`,
  );
  console.log('| measurement | tx/s | vs floor |');
  console.log('| --- | ---: | ---: |');
  console.log(`| cosmjs sign only (no network) | ${signOnly.toFixed(0)} | |`);
  console.log(
    `| floor: sign + broadcast_tx_sync to bare Hono JSON-RPC | ${floorRate.toFixed(0)} | 1.00 |`,
  );
  console.log(
    `| node: sign + broadcast_tx_sync (verify, execute, commit) | ${nodeRate.toFixed(0)} | ${(nodeRate / floorRate).toFixed(2)} |`,
  );
  const [floorPresigned, nodePresigned] = [median(rows.floorPresigned), median(rows.nodePresigned)];
  console.log(
    `| floor: presigned, broadcast_tx_sync to bare Hono JSON-RPC | ${floorPresigned.toFixed(0)} | 1.00 |`,
  );
  console.log(
    `| node: presigned, broadcast_tx_sync (verify, execute, commit) | ${nodePresigned.toFixed(0)} | ${(nodePresigned / floorPresigned).toFixed(2)} |`,
  );
  comet.disconnect();
  floorComet.disconnect();
  reader.disconnect();
} finally {
  floor.close();
  await node.stop();
}
