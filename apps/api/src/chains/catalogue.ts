import { EVM_CHAIN_ID, TOKEN_DECIMALS, type TokenSymbol } from '@optwallet/domain';
import { type ChainSpec, DEFAULT_LEDGER_CONFIG, type LedgerConfig } from '@optwallet/ledger';

/**
 * The devnet engine's settings (fees, periods, faucet amounts, prices): the ledger's defaults.
 * It runs the native chains only.
 */
export const LEDGER_CONFIG: LedgerConfig = DEFAULT_LEDGER_CONFIG;

const evmAsset = (symbol: TokenSymbol, denom: string) => ({
  chainId: EVM_CHAIN_ID,
  symbol,
  denom,
  decimals: TOKEN_DECIMALS[symbol],
});

/**
 * The EVM network's tokens (served by a real node, `chains/evm/`): symbols, decimals and the
 * denoms its history rows are stored under. Its fee token is ETH (wei).
 */
const EVM_CHAIN_SPEC: ChainSpec = {
  chainId: EVM_CHAIN_ID,
  kind: 'evm',
  testnet: false,
  blockTimeMs: 12_000,
  feeDenom: 'wei',
  assets: [
    evmAsset('ETH', 'wei'),
    evmAsset('USDT', 'usdt'),
    evmAsset('USDC', 'usdc'),
    evmAsset('WBTC', 'wbtc'),
  ],
};

/**
 * Every chain the product knows, in display order: the engine's and the EVM network. Names,
 * decimals and market values are looked up here (prices and faucet amounts are the ledger's).
 */
export const CATALOGUE: LedgerConfig = {
  ...LEDGER_CONFIG,
  chains: [...LEDGER_CONFIG.chains, EVM_CHAIN_SPEC],
};

/** The chains this server serves: the EVM network only when a node is configured (Deps.evm). */
export function servedChains(deps: { evm?: unknown }): readonly ChainSpec[] {
  return deps.evm ? CATALOGUE.chains : LEDGER_CONFIG.chains;
}

/** The chain if this server serves it. */
export function servedChain(deps: { evm?: unknown }, chainId: string): ChainSpec | undefined {
  return servedChains(deps).find((chain) => chain.chainId === chainId);
}
