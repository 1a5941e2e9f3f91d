import { endpoints } from '@optwallet/contract';
import { type Hex, getAddress, parseEther } from 'viem';
import { mnemonicToAccount } from 'viem/accounts';
import { describe, expect, it, vi } from 'vitest';
import { EVM_CHAIN } from '../../src/chains/evm/evm-ids';
import { failUnmined, reconcileSends, recordSend } from '../../src/chains/evm/evm-sends';
import { indexOnce } from '../../src/chains/evm/indexer';
import { send } from '../support/harness';
import { type Person, evmHistoryOf, useEvmProduct } from '../support/evm-node';
import { PASSCODE } from '../support/wallet-fixture';

/**
 * What a crash leaves of an EVM send and how it is finished, on a real node (anvil on a free
 * port): a send written and never broadcast, a nonce another transaction took, a failed send's
 * nonce taken again, a refused send with a later one behind it, and a node that lost blocks.
 */

const product = useEvmProduct('recovery');

const client = () => product.evm.client.client;
const deps = () => product.h.deps;

async function indexAll() {
  while ((await indexOnce(deps(), product.evm)) > 0);
}

function transfer(p: Person, amount: string) {
  return send(product.h, endpoints.transfer, {
    token: p.token,
    params: { id: p.walletId },
    body: {
      chainId: '1',
      symbol: 'ETH',
      amount,
      to: product.bob.evm,
      description: '',
      memo: '',
      transferType: 'send',
      walletPasscode: PASSCODE,
    },
  });
}

/** What an API that died right after its write leaves: the send recorded, nothing broadcast. */
async function recordedOnly(p: Person, amount: bigint, floor?: number) {
  const account = mnemonicToAccount(p.phrase);
  const gateway = product.evm.client;
  const planned = await gateway.plan(account.address, {
    to: getAddress(product.bob.evm),
    symbol: 'ETH',
    amount,
  });
  const recorded = await recordSend(deps(), gateway, {
    account,
    planned,
    pendingCount: floor ?? (await gateway.pendingCount(account.address)),
    record: (signed) => ({
      type: 'send',
      from: account.address,
      to: getAddress(product.bob.evm),
      amount,
      denom: 'wei',
      symbol: 'ETH',
      fee: planned.fee,
      status: 'pending',
      hash: signed.hash,
      chainId: EVM_CHAIN,
      height: 0,
      time: Date.now(),
      memo: '',
      feeDenom: 'wei',
      completedOn: null,
    }),
  });
  if (!recorded) throw new Error('not recorded');
  return recorded.signed;
}

async function rowOf(p: Person, hash: string) {
  return (await evmHistoryOf(product.h, p)).find((t) => t.hash === hash);
}

const mined = async (hash: Hex) => (await product.evm.client.lookup(hash)).known;

describe('EVM sends after a crash', () => {
  it('sends a send written and never broadcast with its own bytes; the sends after it wait, then all mine', async () => {
    const address = getAddress(product.alice.evm);
    const start = await client().getTransactionCount({ address });
    const lost = await recordedOnly(product.alice, parseEther('0.01'));
    expect(lost.nonce).toBe(start);

    // Later sends take the next nonces (the database holds the lost one) and queue behind it.
    const later = [];
    for (const amount of ['0.02', '0.03']) later.push(await transfer(product.alice, amount));
    expect(later.map((s) => s.status)).toEqual([200, 200]);
    const hashes = later.map((s) => s.data?.transactionHash as Hex);
    const nonces = await Promise.all(
      hashes.map(async (hash) => (await client().getTransaction({ hash })).nonce),
    );
    expect(nonces).toEqual([start + 1, start + 2]);
    expect(await client().getTransactionCount({ address })).toBe(start);

    const done = await reconcileSends(deps(), product.evm);
    expect(done).toEqual({ resent: [lost.hash], failed: [] });
    for (const hash of [lost.hash, ...hashes]) {
      expect(
        (await client().waitForTransactionReceipt({ hash, pollingInterval: 50, timeout: 10_000 }))
          .status,
      ).toBe('success');
    }
    await indexAll();
    const row = await rowOf(product.alice, lost.hash);
    expect(row).toMatchObject({ status: 'success', amount: '0.01' });
    // A second pass finds nothing to do.
    expect(await reconcileSends(deps(), product.evm)).toEqual({ resent: [], failed: [] });
  }, 60_000);

  it('fails a send whose nonce another transaction used, with no fee and nothing moved', async () => {
    const address = getAddress(product.alice.evm);
    const lost = await recordedOnly(product.alice, parseEther('0.05'));
    // The same wallet used elsewhere (its phrase in another app) takes that nonce first.
    const account = mnemonicToAccount(product.alice.phrase);
    const gateway = product.evm.client;
    const other = await gateway.signAt(
      account,
      await gateway.plan(address, { to: address, symbol: 'ETH', amount: 0n }),
      lost.nonce,
    );
    await client().sendRawTransaction({ serializedTransaction: other.serialized });
    const receipt = await client().waitForTransactionReceipt({
      hash: other.hash,
      pollingInterval: 50,
      timeout: 10_000,
    });
    const balance = await client().getBalance({ address });

    expect(await reconcileSends(deps(), product.evm)).toEqual({ resent: [], failed: [lost.hash] });
    await indexAll();
    expect(await rowOf(product.alice, lost.hash)).toMatchObject({
      status: 'failed',
      amount: '0.05',
      gasFee: '0',
    });
    expect(await mined(lost.hash)).toBe(false);
    expect(await client().getBalance({ address })).toBe(balance);
    expect(receipt.status).toBe('success');
  }, 60_000);

  it('gives a failed send’s nonce to the next send, so its bytes can never be mined; a failed send the chain mines after all is settled', async () => {
    const lost = await recordedOnly(product.alice, parseEther('0.04'));
    // As when the node refused its bytes at the recovery pass.
    expect(await failUnmined(deps(), lost.hash)).toBe(true);
    const next = await transfer(product.alice, '0.06');
    expect(next.status).toBe(200);
    const hash = next.data?.transactionHash as Hex;
    expect((await client().getTransaction({ hash })).nonce).toBe(lost.nonce);
    await expect(
      client().sendRawTransaction({ serializedTransaction: lost.serialized }),
    ).rejects.toThrow(/nonce too low/);

    // The chain is the truth: a failed, unmined send whose bytes get mined is settled.
    const again = await recordedOnly(product.alice, parseEther('0.07'));
    expect(await failUnmined(deps(), again.hash)).toBe(true);
    await client().sendRawTransaction({ serializedTransaction: again.serialized });
    await client().waitForTransactionReceipt({
      hash: again.hash,
      pollingInterval: 50,
      timeout: 10_000,
    });
    await indexAll();
    const row = await rowOf(product.alice, again.hash);
    expect(row?.status).toBe('success');
    expect(Number(row?.gasFee)).toBeGreaterThan(0);
  }, 60_000);

  it('fills the nonce of a refused send that a later send waits behind, with a recorded 0 ETH transfer to oneself', async () => {
    const address = getAddress(product.alice.evm);
    const start = await client().getTransactionCount({ address, blockTag: 'pending' });
    // Another replica's send, written at the next nonce and not broadcast yet.
    const waiting = await recordedOnly(product.alice, parseEther('0.01'), start + 1);
    expect(waiting.nonce).toBe(start + 1);
    const refuse = vi
      .spyOn(client(), 'sendRawTransaction')
      .mockRejectedValueOnce(new Error('Insufficient funds for gas * price + value'));
    let refused;
    try {
      refused = await transfer(product.alice, '0.0213');
    } finally {
      refuse.mockRestore();
    }
    expect(refused.status).toBe(422);
    const history = await evmHistoryOf(product.h, product.alice);
    expect(history.filter((t) => t.amount === '0.0213')).toEqual([]);
    // The filler took the refused send's nonce; the waiting send is sent by the recovery pass.
    const filler = history.find((t) => t.amount === '0' && t.status === 'pending');
    expect(filler).toBeDefined();
    expect((await client().getTransaction({ hash: filler?.hash as Hex })).nonce).toBe(start);
    expect(await reconcileSends(deps(), product.evm)).toEqual({
      resent: [waiting.hash],
      failed: [],
    });
    await client().waitForTransactionReceipt({
      hash: waiting.hash,
      pollingInterval: 50,
      timeout: 10_000,
    });
    await indexAll();
    expect(await rowOf(product.alice, filler?.hash as string)).toMatchObject({ status: 'success' });
    expect(await rowOf(product.alice, waiting.hash)).toMatchObject({ status: 'success' });
  }, 60_000);

  it('puts the sends of blocks the node lost back to pending and sends them again, also when new blocks took those heights', async () => {
    await indexAll();
    // The node's state before the sends, as its last save before a crash.
    const saved = await client().request({ method: 'evm_snapshot' as never });
    const sent = [];
    for (const amount of ['0.011', '0.012']) sent.push(await transfer(product.alice, amount));
    const hashes = sent.map((s) => s.data?.transactionHash as Hex);
    for (const hash of hashes)
      await client().waitForTransactionReceipt({ hash, pollingInterval: 50, timeout: 10_000 });
    await indexAll();
    for (const hash of hashes) {
      expect((await rowOf(product.alice, hash))?.status).toBe('success');
    }
    const head = await client().getBlockNumber();

    // The crash: the node comes back at its save, then mines other blocks past the old head.
    await client().request({ method: 'evm_revert' as never, params: [saved] as never });
    for (const hash of hashes) expect(await mined(hash)).toBe(false);
    await client().request({ method: 'anvil_mine' as never, params: ['0x5'] as never });
    expect(await client().getBlockNumber()).toBeGreaterThan(head);

    await indexAll();
    for (const hash of hashes) {
      expect((await rowOf(product.alice, hash))?.status).toBe('pending');
    }
    const done = await reconcileSends(deps(), product.evm);
    expect(new Set(done.resent)).toEqual(new Set(hashes));
    for (const hash of hashes)
      await client().waitForTransactionReceipt({ hash, pollingInterval: 50, timeout: 10_000 });
    await indexAll();
    const history = await evmHistoryOf(product.h, product.alice);
    for (const hash of hashes) {
      expect(history.filter((t) => t.hash === hash).map((t) => t.status)).toEqual(['success']);
    }
  }, 60_000);
});
