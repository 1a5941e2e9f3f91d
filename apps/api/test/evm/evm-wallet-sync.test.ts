import { endpoints } from '@optwallet/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { indexOnce } from '../../src/chains/evm/indexer';
import type { EvmChain } from '../../src/chains/evm/evm-chain';
import { evmIndexState } from '../../src/db/schema';
import { send } from '../support/harness';
import { type Person, startEvmNode } from '../support/evm-node';
import { type ChainHarness, createChainHarness } from '../support/node-harness';
import { PASSCODE, userWithWallet } from '../support/wallet-fixture';

/**
 * The account sync with an EVM network served: its head for chain 1 is the block the API's
 * indexer last stored (its number and time, as the node has them), after the native chains'
 * (optchain-1 on its node here: a native chain is served only by a node).
 */

const product = {} as { evm: EvmChain; h: ChainHarness; alice: Person; bob: Person };
beforeAll(async () => {
  product.evm = await startEvmNode();
  product.h = await createChainHarness({}, undefined, undefined, { evm: product.evm });
  product.alice = await userWithWallet(product.h, 'esync_alice');
  product.bob = await userWithWallet(product.h, 'esync_bob');
}, 120_000);
afterAll(async () => {
  await product.h?.close();
  await product.evm?.stop();
});

const sync = (p: Person) =>
  send(product.h, endpoints.syncWallet, { token: p.token, params: { id: p.walletId } });

async function indexAll() {
  while ((await indexOnce(product.h.deps, product.evm)) > 0);
  const [row] = await product.h.deps.db.select().from(evmIndexState);
  if (!row) throw new Error('chain 1 not indexed');
  const block = await product.evm.client.client.getBlock({ blockNumber: BigInt(row.blockNumber) });
  return {
    chainId: '1',
    height: row.blockNumber,
    time: new Date(Number(block.timestamp) * 1000).toISOString(),
  };
}

describe('account sync with the EVM network', () => {
  it('answers chain 1 at the indexed block, and follows it after a send is indexed', async () => {
    const { alice, bob } = product;
    const indexed = await indexAll();
    const first = await sync(alice);
    expect(first.status).toBe(200);
    expect(first.data?.chains.map((c) => c.chainId)).toEqual(['optchain-1', '1']);
    expect(first.data?.chains.at(-1)).toEqual(indexed);

    const sent = await send(product.h, endpoints.transfer, {
      token: alice.token,
      params: { id: alice.walletId },
      body: {
        chainId: '1',
        symbol: 'ETH',
        amount: '0.01',
        to: bob.evm,
        transferType: 'send',
        description: '',
        memo: '',
        walletPasscode: PASSCODE,
      },
    });
    expect(sent.status, JSON.stringify(sent.error)).toBe(200);
    const receipt = await product.evm.client.client.waitForTransactionReceipt({
      hash: sent.data?.transactionHash as `0x${string}`,
      pollingInterval: 50,
    });
    const after = await indexAll();
    expect(after.height).toBeGreaterThanOrEqual(Number(receipt.blockNumber));
    const second = await sync(alice);
    expect(second.data?.chains.at(-1)).toEqual(after);
    expect(after.height).toBeGreaterThan(indexed.height);
    expect(second.data?.settled).toBe(0);
  });
});
