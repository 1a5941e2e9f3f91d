import { endpoints } from '@optwallet/contract';
import { translate } from '@optwallet/domain';
import { type Hex, type LocalAccount, getAddress } from 'viem';
import { describe, expect, it, vi } from 'vitest';
import { MAX_SIGNINGS } from '../../src/chains/evm/node-client';
import { send } from '../support/harness';
import { type Person, evmHistoryOf, useEvmProduct } from '../support/evm-node';
import { PASSCODE } from '../support/wallet-fixture';

/** Nonce gaps and refusals on a real node (anvil on a free port). */

const product = useEvmProduct('nonce');

const client = () => product.evm.client.client;

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

describe('EVM nonces', () => {
  it('mines the devnet faucet’s transfers after a nonce it handed out and never broadcast', async () => {
    // The faucet keeps its nonces in memory (a user's send takes its nonce from the database:
    // see evm-recovery.test.ts for a send written and never broadcast).
    const faucet = product.evm.faucet as LocalAccount;
    const gateway = product.evm.client;
    const start = await client().getTransactionCount({ address: faucet.address });
    const planned = await gateway.plan(faucet.address, {
      to: getAddress(product.bob.evm),
      symbol: 'ETH',
      amount: 1n,
    });
    const dropped = await gateway.sign(faucet, planned);
    expect(dropped.nonce).toBe(start);

    const hashes: Hex[] = [];
    for (const amount of [2n, 3n, 4n]) {
      hashes.push(
        await gateway.transfer(faucet, { to: getAddress(product.bob.evm), symbol: 'ETH', amount }),
      );
    }
    const receipts = await Promise.all(
      hashes.map((hash) =>
        client().waitForTransactionReceipt({ hash, pollingInterval: 50, timeout: 10_000 }),
      ),
    );
    expect(receipts.map((r) => r.status)).toEqual(['success', 'success', 'success']);
    const nonces = await Promise.all(
      hashes.map(async (hash) => (await client().getTransaction({ hash })).nonce),
    );
    expect(nonces).toEqual([start + 1, start + 2, start + 3]);
    // The gap was filled by a 0 ETH transfer to oneself; the dropped transfer never happened.
    expect(await client().getTransactionCount({ address: faucet.address })).toBe(start + 4);
    await expect(client().getTransaction({ hash: dropped.hash })).rejects.toThrow();
  }, 60_000);

  it('fails a send cleanly when the node refuses its nonce at every signing', async () => {
    const refuse = vi
      .spyOn(client(), 'sendRawTransaction')
      .mockRejectedValue(new Error('nonce too high: next nonce 7, tx nonce 9'));
    try {
      const res = await transfer(product.alice, '0.05');
      expect(res.status).toBe(503);
      expect(res.error?.message).toBe(translate('error.could_not_process'));
      expect(res.error?.message).toBe("We couldn't process this time. Please try again later.");
      expect(refuse).toHaveBeenCalledTimes(MAX_SIGNINGS);
    } finally {
      refuse.mockRestore();
    }
    expect(
      (await evmHistoryOf(product.h, product.alice)).filter((t) => t.amount === '0.05'),
    ).toEqual([]);
    // The next send signs from the node's count again and mines.
    const next = await transfer(product.alice, '0.06');
    expect(next.status).toBe(200);
    const receipt = await client().waitForTransactionReceipt({
      hash: next.data?.transactionHash as Hex,
      pollingInterval: 50,
    });
    expect(receipt.status).toBe('success');
  }, 60_000);
});
