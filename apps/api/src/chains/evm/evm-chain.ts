import path from 'node:path';
import { mkdirSync } from 'node:fs';
import type { LocalAccount } from 'viem';
import type { Config } from '../../config/env';
import type { Logger } from '../../lib/logger';
import { assetBySymbol } from '../presentation';
import { ANVIL_CHAIN_ID } from './anvil';
import { EVM_CHAIN } from './evm-ids';
import { devnetFaucetAccount, devnetNode, ensureDevnetTokens, parseTokenList } from './devnet-evm';
import { EvmNodeClient } from './node-client';

/** The EVM network the server works with (Deps.evm): absent when the EVM is off. */
export interface EvmChain {
  client: EvmNodeClient;
  /** Devnet: the funded node account the faucet pays from. */
  faucet: LocalAccount | undefined;
  /** Stops what this process started (the devnet node). */
  stop(): Promise<void>;
}

/**
 * Opens the configured EVM network: the devnet's anvil (started on 127.0.0.1:EVM_DEVNET_PORT
 * with its state in DATA_DIR, under a guard that stops it when this process dies; the tokens
 * deployed at its first start) or the node at EVM_RPC_URL, whose chain id must be
 * EVM_CHAIN_ID. Undefined when the EVM is off (EVM_RPC_URL=off).
 */
export async function openEvmChain(config: Config, logger: Logger): Promise<EvmChain | undefined> {
  if (config.evmRpcUrl === 'off') return undefined;
  const opened: { client?: EvmNodeClient } = {};
  const local =
    config.evmRpcUrl === 'devnet'
      ? await devnetNode(config.dataDir, {
          port: config.evmDevnetPort,
          saveMs: config.evmDevnetSaveMs,
          onRestart: () => {
            // Started again from its last save: the blocks mined since are gone (the indexer
            // notices and the recovery pass sends the product's sends again).
            logger.warn('devnet EVM node died and was started again from its saved state');
            opened.client?.resetNonces();
          },
        })
      : undefined;
  const rpcUrl = local?.url ?? config.evmRpcUrl;
  const chainId = local ? ANVIL_CHAIN_ID : config.evmChainId;
  const bootstrap = new EvmNodeClient({ rpcUrl, chainId, tokens: [] });
  await bootstrap.checkNetwork();
  const faucet = config.devnet ? devnetFaucetAccount() : undefined;
  let tokens = config.evmTokens
    ? parseTokenList(config.evmTokens, (s) => assetBySymbol(EVM_CHAIN, s)?.decimals)
    : [];
  if (!config.evmTokens && faucet) {
    const dir = path.join(config.dataDir, 'anvil');
    mkdirSync(dir, { recursive: true });
    tokens = await ensureDevnetTokens(bootstrap, faucet, path.join(dir, `tokens-${chainId}.json`));
    // The tokens are in the saved state before anything else happens on the node.
    await local?.save();
  }
  logger.info(
    { rpcUrl, chainId, tokens: tokens.map((t) => `${t.symbol}=${t.address}`) },
    !local
      ? 'EVM node ready'
      : local.owned
        ? 'devnet EVM node started (anvil)'
        : 'devnet EVM node of another API on this data directory',
  );
  const client = new EvmNodeClient({ rpcUrl, chainId, tokens });
  opened.client = client;
  return {
    client,
    faucet,
    stop: () => local?.stop() ?? Promise.resolve(),
  };
}
