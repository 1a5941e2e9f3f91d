import { ANVIL_CHAIN_ID, freePort, startAnvil } from '../src/services/evm/anvil';
import { deployDevnetTokens, devnetFaucetAccount } from '../src/services/evm/devnet-evm';
import type { EvmChain } from '../src/services/evm/evm-chain';
import { EvmGateway } from '../src/services/evm/evm-gateway';

/**
 * A real EVM node for one test file: anvil (from npm) on a free port, state in memory, with
 * the devnet's three ERC-20s deployed from its funded first account (the faucet).
 */
export async function startEvmNode(): Promise<EvmChain> {
  const node = await startAnvil({ port: await freePort() });
  const faucet = devnetFaucetAccount();
  const bootstrap = new EvmGateway({ rpcUrl: node.url, chainId: ANVIL_CHAIN_ID, tokens: [] });
  const tokens = await deployDevnetTokens(bootstrap, faucet);
  return {
    gateway: new EvmGateway({ rpcUrl: node.url, chainId: ANVIL_CHAIN_ID, tokens }),
    faucet,
    stop: () => node.stop(),
  };
}
