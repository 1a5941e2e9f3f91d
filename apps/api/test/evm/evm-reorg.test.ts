import { endpoints } from '@optwallet/contract';
import { type Hex, getAddress, parseEther } from 'viem';
import { describe, expect, it } from 'vitest';
import { indexOnce } from '../../src/chains/evm/indexer';
import { send } from '../support/harness';
import { OUTSIDER, type Person, evmHistoryOf, useEvmProduct } from '../support/evm-node';
import { PASSCODE } from '../support/wallet-fixture';

/**
 * A reorg on a real node (anvil's `anvil_reorg` replaces the newest blocks): what the indexer
 * recorded from an orphaned block leaves the history and the notifications, and comes back once
 * when the transaction is mined again on the canonical chain.
 */

const product = useEvmProduct('reorg');

const client = () => product.evm.client.client;

async function indexAll() {
  while ((await indexOnce(product.h.deps, product.evm)) > 0);
}

/** anvil replaces the newest `depth` blocks with empty ones: their transactions are orphaned. */
async function reorg(depth: number) {
  await client().request({ method: 'anvil_reorg' as never, params: [depth, []] as never });
}

async function receivedNotes(p: Person, hash: string) {
  const res = await send(product.h, endpoints.notifications, {
    token: p.token,
    query: { page: '1' },
  });
  return (res.data?.data ?? []).filter(
    (n) => n.type === 'funds_received' && n.data?.transaction_hash === hash,
  );
}

async function ethOf(p: Person) {
  const res = await send(product.h, endpoints.walletTokens, {
    token: p.token,
    params: { id: p.walletId },
  });
  return res.data?.tokens.find((t) => t.chainId === '1' && t.symbol === 'ETH')?.balance;
}

describe('EVM reorgs', () => {
  it('drops an incoming transfer of an orphaned block and records it once when mined again', async () => {
    await indexAll();
    const balance = await ethOf(product.bob);
    const request = await client().prepareTransactionRequest({
      account: OUTSIDER,
      chain: null,
      to: getAddress(product.bob.evm),
      value: parseEther('0.3'),
    });
    const raw = await OUTSIDER.signTransaction({ ...request, chainId: 31337 } as never);
    const hash = await client().sendRawTransaction({ serializedTransaction: raw });
    await client().waitForTransactionReceipt({ hash, pollingInterval: 50 });
    await indexAll();
    expect((await evmHistoryOf(product.h, product.bob)).filter((t) => t.hash === hash)).toEqual([
      expect.objectContaining({ type: 'receive', amount: '0.3', status: 'success' }),
    ]);
    expect(await receivedNotes(product.bob, hash)).toHaveLength(1);
    expect(await ethOf(product.bob)).toBe(String(Number(balance) + 0.3));

    await reorg(1);
    await indexAll();
    expect((await evmHistoryOf(product.h, product.bob)).filter((t) => t.hash === hash)).toEqual([]);
    expect(await receivedNotes(product.bob, hash)).toHaveLength(0);
    expect(await ethOf(product.bob)).toBe(balance);

    // The same signed transaction mined again on the canonical chain: once, notified once.
    await client().sendRawTransaction({ serializedTransaction: raw });
    await client().waitForTransactionReceipt({ hash, pollingInterval: 50 });
    await indexAll();
    await indexAll();
    expect((await evmHistoryOf(product.h, product.bob)).filter((t) => t.hash === hash)).toEqual([
      expect.objectContaining({ type: 'receive', amount: '0.3', status: 'success' }),
    ]);
    expect(await receivedNotes(product.bob, hash)).toHaveLength(1);
  }, 60_000);

  it('puts the product’s own send of an orphaned block back to pending, then settles it once', async () => {
    const sent = await send(product.h, endpoints.transfer, {
      token: product.alice.token,
      params: { id: product.alice.walletId },
      body: {
        chainId: '1',
        symbol: 'ETH',
        amount: '0.1',
        to: product.bob.evm,
        transferType: 'send',
        memo: '',
        description: 'rent',
        walletPasscode: PASSCODE,
      },
    });
    expect(sent.status).toBe(200);
    const hash = sent.data?.transactionHash as Hex;
    await client().waitForTransactionReceipt({ hash, pollingInterval: 50 });
    const raw = await client().request({
      method: 'eth_getRawTransactionByHash' as never,
      params: [hash] as never,
    });
    await indexAll();
    expect(
      (await evmHistoryOf(product.h, product.alice)).find((t) => t.hash === hash)?.status,
    ).toBe('success');
    expect(await receivedNotes(product.bob, hash)).toHaveLength(1);

    await reorg(1);
    await indexAll();
    expect((await evmHistoryOf(product.h, product.alice)).filter((t) => t.hash === hash)).toEqual([
      expect.objectContaining({ status: 'pending', description: 'rent' }),
    ]);
    expect(await receivedNotes(product.bob, hash)).toHaveLength(0);

    await client().sendRawTransaction({ serializedTransaction: raw });
    await client().waitForTransactionReceipt({ hash, pollingInterval: 50 });
    await indexAll();
    expect((await evmHistoryOf(product.h, product.alice)).filter((t) => t.hash === hash)).toEqual([
      expect.objectContaining({ status: 'success', description: 'rent' }),
    ]);
    expect(
      (await evmHistoryOf(product.h, product.bob)).filter((t) => t.hash === hash),
    ).toHaveLength(1);
    expect(await receivedNotes(product.bob, hash)).toHaveLength(1);
  }, 60_000);
});
