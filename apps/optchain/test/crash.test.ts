import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { calculateFee, GasPrice, SigningStargateClient, StargateClient } from '@cosmjs/stargate';
import { TxRaw } from 'cosmjs-types/cosmos/tx/v1beta1/tx';
import { afterAll, describe, expect, it } from 'vitest';
import { faucet, freshWallet, OPT, post } from './support/node';
import {
  freshPostgres,
  startNodeProcess,
  testDatabaseUrl,
  type NodeProcess,
} from './support/process';

/**
 * kill -9 during a burst of transactions, then a restart on the same data: every transaction
 * broadcast_tx_commit acknowledged is there, balances are the sum of what was committed, and
 * the chain continues from its height. On Postgres when TEST_DATABASE_URL names one, else PGlite.
 */

const serverUrl = testDatabaseUrl();
const running: NodeProcess[] = [];
const cleanups: (() => Promise<void>)[] = [];
afterAll(async () => {
  for (const node of running) await node.stop();
  for (const cleanup of cleanups) await cleanup();
});

const WALLETS = 6;
const KILL_AFTER = 30;
const FEE = calculateFee(200_000, GasPrice.fromString('0.025uopt'));

async function rpc<T>(url: string, method: string, params: Record<string, unknown>): Promise<T> {
  const answer = await post<{ result?: T; error?: { data: string } }>(url, {
    jsonrpc: '2.0',
    id: 1,
    method,
    params,
  });
  if (!answer.result) throw new Error(answer.error?.data ?? 'no result');
  return answer.result;
}

describe('a crash in the middle of a burst', () => {
  it(`kill -9 while ${WALLETS} wallets send, then a restart: every acknowledged tx is there, balances add up, the height continues (${serverUrl ? 'Postgres' : 'PGlite'})`, async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'optchain-crash-'));
    cleanups.push(() => Promise.resolve(rmSync(dataDir, { recursive: true, force: true })));
    const database = serverUrl ? await freshPostgres(serverUrl) : undefined;
    if (database) cleanups.push(database.drop);
    const env = {
      OPTCHAIN_RPC_PORT: '0',
      OPTCHAIN_REST_PORT: '0',
      OPTCHAIN_BLOCK_MS: '100',
      OPTCHAIN_DATA_DIR: dataDir,
      ...(database ? { OPTCHAIN_DATABASE_URL: database.url } : {}),
    };
    const first = await startNodeProcess(env);
    running.push(first);
    const recipient = (await freshWallet()).address;
    const wallets = await Promise.all(Array.from({ length: WALLETS }, () => freshWallet()));
    for (const w of wallets) await faucet(first.restUrl, w.address);
    const reader = await StargateClient.connect(first.rpcUrl);
    const accounts = await Promise.all(wallets.map((w) => reader.getSequence(w.address)));
    reader.disconnect();

    const acknowledged: { hash: string; height: number }[] = [];
    let crashed = false;
    // Each wallet sends one tx after another (sequence n, n+1, …), all wallets at once.
    const sendAll = wallets.map(async (w, i) => {
      const signer = await SigningStargateClient.offline(w.wallet);
      for (let sequence = 0; !crashed; sequence += 1) {
        const amount = 1_000 + i * 100 + sequence;
        const signed = await signer.sign(
          w.address,
          [
            {
              typeUrl: '/cosmos.bank.v1beta1.MsgSend',
              value: {
                fromAddress: w.address,
                toAddress: recipient,
                amount: [{ denom: 'uopt', amount: String(amount) }],
              },
            },
          ],
          FEE,
          '',
          { accountNumber: accounts[i]?.accountNumber ?? 0n, sequence, chainId: 'optchain-1' },
        );
        const tx = Buffer.from(TxRaw.encode(signed).finish()).toString('base64');
        try {
          const answer = await rpc<{
            tx_result: { code: number };
            check_tx: { code: number };
            hash: string;
            height: string;
          }>(first.rpcUrl, 'broadcast_tx_commit', { tx });
          if (answer.check_tx.code === 0 && answer.tx_result.code === 0) {
            acknowledged.push({ hash: answer.hash, height: Number(answer.height) });
          }
        } catch {
          return; // the node is gone
        }
        if (acknowledged.length >= KILL_AFTER && !crashed) {
          crashed = true;
          await first.kill9();
        }
      }
    });
    await Promise.all(sendAll);
    expect(acknowledged.length).toBeGreaterThanOrEqual(KILL_AFTER);
    const lastSeen = Math.max(...acknowledged.map((a) => a.height));

    const second = await startNodeProcess(env);
    running.push(second);
    const again = await StargateClient.connect(second.rpcUrl);
    expect(await again.getHeight()).toBeGreaterThanOrEqual(lastSeen);
    for (const { hash, height } of acknowledged) {
      expect(await again.getTx(hash)).toMatchObject({ code: 0, height });
    }
    // Balances: 1 000 OPT less every committed send and its fee (acknowledged or not).
    let received = 0n;
    for (const w of wallets) {
      const sent = await again.searchTx(
        `message.sender='${w.address}' AND message.action='/cosmos.bank.v1beta1.MsgSend'`,
      );
      const amounts = sent.map((t) => {
        const transfer = t.events.find(
          (e) => e.type === 'transfer' && e.attributes.some((a) => a.value === recipient),
        );
        return BigInt(
          transfer?.attributes.find((a) => a.key === 'amount')?.value.replace('uopt', '') ?? '0',
        );
      });
      const total = amounts.reduce((a, b) => a + b, 0n);
      received += total;
      const balance = BigInt((await again.getBalance(w.address, 'uopt')).amount);
      expect(balance).toBe(1_000n * OPT - total - 5_000n * BigInt(sent.length));
      expect((await again.getSequence(w.address)).sequence).toBe(sent.length);
    }
    expect(BigInt((await again.getBalance(recipient, 'uopt')).amount)).toBe(received);
    // The chain goes on.
    const height = await again.getHeight();
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(await again.getHeight()).toBeGreaterThan(height);
    again.disconnect();
  });
});
