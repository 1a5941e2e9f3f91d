import { StargateClient } from '@cosmjs/stargate';
import { endpoints } from '@optwallet/contract';
import { afterAll, beforeAll, expect, it, vi } from 'vitest';
import { type CosmosNode, connectCosmosNode } from '../../src/chains/cosmos';
import { type Harness, send } from '../support/harness';
import { type NodeHarness, startNodeHarness } from '../support/node-harness';
import { type OptchainProcess, followUntilIncluded } from '../support/optchain-node';
import { PASSCODE, userWithWallet } from '../support/wallet-fixture';

/**
 * Another chain by configuration: a second devnet node with another chain id and other ports,
 * named by the OPT_* settings only. The product serves it with no code change, and a node that
 * serves another chain id than OPT_CHAIN_ID is refused at start.
 */

vi.setConfig({ testTimeout: 120_000 });

let started: NodeHarness;
let chain: OptchainProcess;
let node: CosmosNode;
let h: Harness;

beforeAll(async () => {
  started = await startNodeHarness({ chainId: 'optchain-testnet-1' });
  ({ chain, node, h } = started);
});
afterAll(async () => {
  await started?.close();
});

it('refuses a node that serves another chain id than OPT_CHAIN_ID', async () => {
  await expect(connectCosmosNode({ ...chain.config, chainId: 'optchain-1' })).rejects.toThrow(
    /serves chain optchain-testnet-1, not OPT_CHAIN_ID optchain-1/,
  );
});

it('serves OPT of the configured chain from its node: faucet, balance, a send', async () => {
  const carol = await userWithWallet(h, 'other_carol');
  const dave = await userWithWallet(h, 'other_dave');
  await h.settled();
  await followUntilIncluded(h.deps, node);
  const tokens = async (who: typeof carol) =>
    (await send(h, endpoints.walletTokens, { token: who.token, params: { id: who.walletId } })).data
      ?.tokens;
  expect((await tokens(carol))?.find((t) => t.chainId === 'optchain-testnet-1')?.balance).toBe(
    '1000',
  );
  const sent = await send(h, endpoints.transfer, {
    token: carol.token,
    params: { id: carol.walletId },
    body: {
      chainId: 'optchain-testnet-1',
      symbol: 'OPT',
      amount: '12',
      to: dave.native,
      memo: '',
      description: '',
      transferType: 'send',
      walletPasscode: PASSCODE,
    },
  });
  expect(sent.status).toBe(200);
  await followUntilIncluded(h.deps, node);
  const reader = await StargateClient.connect(chain.config.rpcUrl);
  expect((await reader.getBalance(dave.native, 'uopt')).amount).toBe('1012000000');
  expect(await reader.getChainId()).toBe('optchain-testnet-1');
  reader.disconnect();
  expect((await tokens(dave))?.find((t) => t.chainId === 'optchain-testnet-1')?.balance).toBe(
    '1012',
  );
});
