import { privateKeyToAccount } from 'viem/accounts';
import { afterAll, beforeAll } from 'vitest';
import { ANVIL_CHAIN_ID, freePort, startAnvil } from '../../src/chains/evm/anvil';
import { deployDevnetTokens, devnetFaucetAccount } from '../../src/chains/evm/devnet-evm';
import type { EvmChain } from '../../src/chains/evm/evm-chain';
import { EvmNodeClient } from '../../src/chains/evm/node-client';
import { endpoints } from '@optwallet/contract';
import { type Harness, createHarness, send } from './harness';
import { userWithWallet } from './wallet-fixture';

/** anvil's second default account: someone outside the product. */
export const OUTSIDER = privateKeyToAccount(
  '0x59c6995e998f97a5a0044966f0945389dc9e86dae88c7a8412f4603b6b78690d',
);

export type Person = Awaited<ReturnType<typeof userWithWallet>>;

export interface EvmProduct {
  evm: EvmChain;
  h: Harness;
  alice: Person;
  bob: Person;
}

/**
 * A real EVM node for one test file: anvil (from npm) on a free port, state in memory, with
 * the devnet's three ERC-20s deployed from its funded first account (the faucet).
 */
export async function startEvmNode(): Promise<EvmChain> {
  const node = await startAnvil({ port: await freePort() });
  const faucet = devnetFaucetAccount();
  const bootstrap = new EvmNodeClient({ rpcUrl: node.url, chainId: ANVIL_CHAIN_ID, tokens: [] });
  const tokens = await deployDevnetTokens(bootstrap, faucet);
  return {
    client: new EvmNodeClient({ rpcUrl: node.url, chainId: ANVIL_CHAIN_ID, tokens }),
    faucet,
    stop: () => node.stop(),
  };
}

/**
 * The product on its own real node for one test file: before the file's tests, anvil, a harness
 * wired to it and two users with wallets (`{prefix}_alice`, `{prefix}_bob`); after them, both
 * stopped. The fields are filled when the tests run.
 */
export function useEvmProduct(prefix: string): EvmProduct {
  const product = {} as EvmProduct;
  beforeAll(async () => {
    product.evm = await startEvmNode();
    product.h = await createHarness({}, undefined, undefined, { evm: product.evm });
    product.alice = await userWithWallet(product.h, `${prefix}_alice`);
    product.bob = await userWithWallet(product.h, `${prefix}_bob`);
  }, 120_000);
  afterAll(async () => {
    await product.h?.close();
    await product.evm?.stop();
  });
  return product;
}

/** The first 100 rows of a user's ETH and ERC-20 history (chain 1), newest first. */
export async function evmHistoryOf(h: Harness, p: Person) {
  const res = await send(h, endpoints.walletTransactions, {
    token: p.token,
    params: { id: p.walletId },
    query: { page: '1', limit: '100', chainId: '1' },
  });
  return res.data?.transactions ?? [];
}
