import path from 'node:path';
import { mkdirSync } from 'node:fs';
import type { LocalAccount } from 'viem';
import type { Config } from '../../config/env';
import type { Logger } from '../../lib/logger';
import { assetBySymbol } from '../chain/wire';
import { EVM_CHAIN } from './evm-ids';
import { devnetFaucetAccount, devnetNode, ensureDevnetTokens, parseTokenList } from './devnet-evm';
import { EvmGateway } from './evm-gateway';

/** The EVM network the server works with (Deps.evm): absent when the EVM is off. */
export interface EvmChain {
  gateway: EvmGateway;
  /** Devnet: the funded node account the faucet pays from. */
  faucet: LocalAccount | undefined;
  /** Stops what this process started (the devnet node). */
  stop(): Promise<void>;
}

/**
 * Opens the configured EVM network: the devnet's anvil (started when none answers on
 * 127.0.0.1:8545; the tokens deployed at its first start) or the node at EVM_RPC_URL, whose
 * chain id must be EVM_CHAIN_ID. Undefined when the EVM is off (EVM_RPC_URL=off).
 */
export async function openEvmChain(config: Config, logger: Logger): Promise<EvmChain | undefined> {
  if (config.evmRpcUrl === 'off') return undefined;
  const local = config.evmRpcUrl === 'devnet' ? await devnetNode(config.dataDir) : undefined;
  const rpcUrl = local?.rpcUrl ?? config.evmRpcUrl;
  const chainId = local?.chainId ?? config.evmChainId;
  const bootstrap = new EvmGateway({ rpcUrl, chainId, tokens: [] });
  await bootstrap.checkNetwork();
  const faucet = config.devnet ? devnetFaucetAccount() : undefined;
  let tokens = config.evmTokens
    ? parseTokenList(config.evmTokens, (s) => assetBySymbol(EVM_CHAIN, s)?.decimals)
    : [];
  if (!config.evmTokens && faucet) {
    const dir = path.join(config.dataDir, 'anvil');
    mkdirSync(dir, { recursive: true });
    tokens = await ensureDevnetTokens(bootstrap, faucet, path.join(dir, `tokens-${chainId}.json`));
  }
  logger.info(
    { rpcUrl, chainId, tokens: tokens.map((t) => `${t.symbol}=${t.address}`) },
    local?.node ? 'devnet EVM node started (anvil)' : 'EVM node ready',
  );
  return {
    gateway: new EvmGateway({ rpcUrl, chainId, tokens }),
    faucet,
    stop: () => local?.node?.stop() ?? Promise.resolve(),
  };
}
