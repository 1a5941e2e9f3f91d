import { getAddress, parseEther } from 'viem';
import { describe, expect, it } from 'vitest';
import { indexerJobs } from '../../src/chains/evm/indexer';
import { startJobs } from '../../src/jobs/job-list';
import { raw } from '../support/harness';
import { OUTSIDER, useEvmProduct } from '../support/evm-node';
import { kind, readStream } from '../support/event-stream';

/** Live updates on EVM: the indexer's block transaction is what tells the receiver's stream. */
const product = useEvmProduct('live_evm');

describe('GET /events on EVM', () => {
  it("ETH sent from outside the product reaches the receiver's stream once the indexer records its block", async () => {
    const stream = readStream(await raw(product.h, 'GET', '/events', { token: product.bob.token }));
    await stream.next(kind('ready'));
    stream.skip();
    const indexer = startJobs(product.h.deps, indexerJobs(product.h.deps, product.evm, 100));
    try {
      await product.evm.client.transfer(OUTSIDER, {
        to: getAddress(product.bob.evm),
        symbol: 'ETH',
        amount: parseEther('0.01'),
      });
      const balance = await stream.next(
        (m) => m.event === 'balance' && m.data.chainId === '1',
        30_000,
      );
      expect(balance.data).toEqual({
        kind: 'balance',
        walletId: product.bob.walletId,
        chainId: '1',
      });
      await stream.next((m) => m.event === 'history' && m.data.chainId === '1');
      await stream.next(kind('notification'));
    } finally {
      await indexer.stop();
      await stream.close();
    }
  }, 60_000);
});
