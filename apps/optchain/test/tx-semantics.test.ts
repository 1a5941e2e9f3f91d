import { calculateFee, GasPrice } from '@cosmjs/stargate';
import { Comet38Client } from '@cosmjs/tendermint-rpc';
import { TxRaw } from 'cosmjs-types/cosmos/tx/v1beta1/tx';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningOptchain } from '../src/start';
import {
  balanceOf,
  clients,
  faucet,
  freshWallet,
  fundedPair,
  OPT,
  post,
  startNode,
} from './support/node';

/** 5 000 uopt: a send's 200 000 gas at the minimum gas price (no simulation: it would fail). */
const FEE = calculateFee(200_000, GasPrice.fromString('0.025uopt'));
const FEE_UOPT = 5_000n;
const hex = (hash: Uint8Array) => Buffer.from(hash).toString('hex').toUpperCase();

/**
 * The SDK's transaction semantics, as unchanged cosmjs sees them: CheckTx runs the ante handler
 * only, a failing message fails in the block (included, fee charged, sequence used), the mempool's
 * cache refuses bytes it has seen, and broadcast_tx_async does not wait for CheckTx.
 */
describe('SDK transaction semantics', () => {
  let node: RunningOptchain;
  let comet: Comet38Client;
  beforeAll(async () => {
    node = await startNode();
    comet = await Comet38Client.connect(node.rpcUrl);
  });
  afterAll(async () => {
    comet.disconnect();
    await node.stop();
  });

  const funded = () => fundedPair(node);

  const rpc = async (method: string, params: Record<string, unknown>) =>
    post<{ result?: Record<string, unknown>; error?: { code: number; data: string } }>(
      node.rpcUrl,
      { jsonrpc: '2.0', id: 1, method, params },
    );

  it('an overdraw passes CheckTx, fails in the block with 5: included, fee charged, sequence used; the next sequence works', async () => {
    const { alice, bob, reader, signer, send } = await funded();
    const before = await balanceOf(reader, alice.address);

    // sendTokens of more than the balance: broadcast accepted, the block says 5.
    const failed = await signer.sendTokens(
      alice.address,
      bob.address,
      [{ denom: 'uopt', amount: String(2_000n * OPT) }],
      FEE,
    );
    expect(failed.code).toBe(5);
    expect(failed.rawLog).toMatch(
      /^failed to execute message; message index: 0: .*insufficient funds$/,
    );
    expect(failed.gasUsed).toBe(200_000n);
    expect(await balanceOf(reader, alice.address)).toBe(before - FEE_UOPT);
    expect(await balanceOf(reader, bob.address)).toBe(0n);
    expect((await reader.getSequence(alice.address)).sequence).toBe(1);
    // Its events are the ante's: the fee, the sequence, the signature; no transfer to bob.
    const types = failed.events.map((e) => e.type);
    expect(types).toContain('tx');
    expect(
      failed.events.some((e) =>
        e.attributes.some((a) => a.key === 'recipient' && a.value === bob.address),
      ),
    ).toBe(false);

    // Found by hash and by search, with its code: CometBFT RPC and the SDK's REST.
    expect(await reader.getTx(failed.transactionHash)).toMatchObject({ code: 5 });
    const found = await comet.txSearchAll({ query: `tx.acc_seq='${alice.address}/0'` });
    expect(found.txs.map((t) => [t.result.code, t.result.codespace])).toEqual([[5, 'sdk']]);
    const rest = (await (
      await fetch(`${node.restUrl}/cosmos/tx/v1beta1/txs/${failed.transactionHash}`)
    ).json()) as { tx_response: Record<string, unknown> };
    expect(rest.tx_response).toMatchObject({
      code: 5,
      codespace: 'sdk',
      height: String(failed.height),
      gas_used: '200000',
    });

    // The next transaction, at the next sequence, goes through.
    const next = await signer.signAndBroadcast(alice.address, send(OPT), FEE);
    expect(next.code).toBe(0);
    expect(await balanceOf(reader, bob.address)).toBe(OPT);
    expect((await reader.getSequence(alice.address)).sequence).toBe(2);

    // A fee the balance cannot pay is still CheckTx's refusal (the ante's): nothing charged.
    const poor = await freshWallet();
    const poorClients = await clients(node.rpcUrl, poor.wallet);
    await faucet(node.restUrl, poor.address);
    const all = await balanceOf(poorClients.reader, poor.address);
    const drain = await poorClients.signer.sendTokens(
      poor.address,
      bob.address,
      [{ denom: 'uopt', amount: String(all - FEE_UOPT) }],
      FEE,
    );
    expect(drain.code).toBe(0);
    await expect(
      poorClients.signer.sendTokens(
        poor.address,
        bob.address,
        [{ denom: 'uopt', amount: '1' }],
        FEE,
      ),
    ).rejects.toThrow(/code 5/);
    expect((await poorClients.reader.getSequence(poor.address)).sequence).toBe(1);

    // A fee of "auto" simulates first, and the simulation fails: nothing is broadcast.
    await expect(
      signer.sendTokens(
        alice.address,
        bob.address,
        [{ denom: 'uopt', amount: String(2_000n * OPT) }],
        'auto',
      ),
    ).rejects.toThrow(/insufficient funds/);
    expect((await reader.getSequence(alice.address)).sequence).toBe(2);
  });

  it('broadcast_tx_commit answers CheckTx 0 and the block result with the failing code', async () => {
    const { alice, signer, send } = await funded();
    const raw = await signer.sign(alice.address, send(5_000n * OPT), FEE, '');
    const committed = await comet.broadcastTxCommit({ tx: TxRaw.encode(raw).finish() });
    expect(committed.checkTx.code).toBe(0);
    expect(committed.txResult).toMatchObject({ code: 5, codespace: 'sdk' });
    expect(committed.height).toBeGreaterThan(0);
  });

  it('resent bytes meet the mempool cache ("tx already exists in cache"); REST answers 19', async () => {
    const { alice, reader, signer, send } = await funded();
    const tx = TxRaw.encode(await signer.sign(alice.address, send(OPT), FEE, '')).finish();
    const first = await comet.broadcastTxSync({ tx });
    expect(first.code).toBe(0);
    // At once, and after the block: committed with code 0, it stays in the cache.
    await expect(comet.broadcastTxSync({ tx })).rejects.toThrow(/tx already exists in cache/);
    expect(
      await rpc('broadcast_tx_sync', { tx: Buffer.from(tx).toString('base64') }),
    ).toMatchObject({ error: { code: -32603, data: 'tx already exists in cache' } });
    await expect(comet.broadcastTxAsync({ tx })).rejects.toThrow(/tx already exists in cache/);
    const rest = await post<{ tx_response: Record<string, unknown> }>(
      `${node.restUrl}/cosmos/tx/v1beta1/txs`,
      { tx_bytes: Buffer.from(tx).toString('base64'), mode: 'BROADCAST_MODE_SYNC' },
    );
    expect(rest.tx_response).toMatchObject({
      code: 19,
      codespace: 'sdk',
      txhash: hex(first.hash),
    });
    await expect.poll(async () => (await reader.getTx(hex(first.hash)))?.code).toBe(0);
    await expect(comet.broadcastTxSync({ tx })).rejects.toThrow(/tx already exists in cache/);
    expect((await reader.getSequence(alice.address)).sequence).toBe(1);

    // Bytes CheckTx refused leave the cache: sent again, they meet CheckTx again (here 32).
    const stale = TxRaw.encode(
      await signer.sign(alice.address, send(OPT), FEE, 'other memo', {
        accountNumber: (await reader.getSequence(alice.address)).accountNumber,
        sequence: 0,
        chainId: 'optchain-1',
      }),
    ).finish();
    expect(await comet.broadcastTxSync({ tx: stale })).toMatchObject({ code: 32 });
    expect(await comet.broadcastTxSync({ tx: stale })).toMatchObject({ code: 32 });

    // Bytes that failed in a block leave it when the block commits: then their sequence is used (32).
    const overdraw = TxRaw.encode(
      await signer.sign(alice.address, send(5_000n * OPT), FEE, ''),
    ).finish();
    const failed = await signer.broadcastTx(overdraw, 10_000, 100);
    expect(failed.code).toBe(5);
    expect(await comet.broadcastTxSync({ tx: overdraw })).toMatchObject({ code: 32 });
  });

  it('broadcast_tx_async answers code 0 and the hash without CheckTx; a refused one never lands', async () => {
    const { alice, bob, reader, signer, send } = await funded();
    const good = TxRaw.encode(await signer.sign(alice.address, send(OPT), FEE, '')).finish();
    const answer = await rpc('broadcast_tx_async', { tx: Buffer.from(good).toString('base64') });
    expect(answer.result).toMatchObject({ code: 0, data: '', log: '', codespace: '' });
    const hash = String(answer.result?.hash);
    await expect.poll(async () => (await reader.getTx(hash))?.code, { timeout: 5_000 }).toBe(0);
    expect(await balanceOf(reader, bob.address)).toBe(OPT);

    // Signed for another chain: CheckTx refuses it (4), async answers 0 all the same.
    const { accountNumber, sequence } = await reader.getSequence(alice.address);
    const foreign = TxRaw.encode(
      await signer.sign(alice.address, send(OPT), FEE, '', {
        accountNumber,
        sequence,
        chainId: 'optchain-testnet-1',
      }),
    ).finish();
    const refused = await comet.broadcastTxAsync({ tx: foreign });
    const refusedHash = hex(refused.hash);
    const rest = await post<{ tx_response: Record<string, unknown> }>(
      `${node.restUrl}/cosmos/tx/v1beta1/txs`,
      { tx_bytes: Buffer.from(good).toString('base64'), mode: 'BROADCAST_MODE_ASYNC' },
    );
    expect(rest.tx_response).toMatchObject({ code: 19 });
    const after = await signer.signAndBroadcast(alice.address, send(OPT), FEE);
    expect(after.code).toBe(0);
    expect(await reader.getTx(refusedHash)).toBeNull();
    expect((await reader.getSequence(alice.address)).sequence).toBe(2);
  });
});
