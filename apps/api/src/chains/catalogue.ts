import { EVM_CHAIN_ID, TOKEN_DECIMALS, type TokenSymbol } from '@optwallet/domain';
import { type ChainSpec, DEFAULT_LEDGER_CONFIG, type LedgerConfig } from '@optwallet/ledger';

/**
 * The chain rules' settings (fees, periods, faucet amounts, prices): the ledger's defaults, the
 * same the devnet OptChain node runs. Its chains are the native ones.
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
 * Every chain the product knows, in display order: the native ones and the EVM network. Names,
 * decimals and market values are looked up here (prices and faucet amounts are the ledger's).
 */
export const CATALOGUE: LedgerConfig = {
  ...LEDGER_CONFIG,
  chains: [...LEDGER_CONFIG.chains, EVM_CHAIN_SPEC],
};

/** What says which chains a server serves: its EVM network and its OPT nodes (Deps). */
interface Served {
  evm?: unknown;
  optNode?: { config: { chainId: string } } | undefined;
  optTestnetNode?: { config: { chainId: string } } | undefined;
}

/**
 * The chains this server serves, in display order: each native chain id a node serves
 * (OPT_RPC_URL, OPT_TESTNET_RPC_URL), and the EVM network when its node is configured.
 */
export function servedChains(deps: Served): readonly ChainSpec[] {
  const nodes = [deps.optNode, deps.optTestnetNode].map((node) => node?.config.chainId);
  return CATALOGUE.chains.filter((chain) =>
    chain.kind === 'native' ? nodes.includes(chain.chainId) : Boolean(deps.evm),
  );
}

/** The chain if this server serves it. */
export function servedChain(deps: Served, chainId: string): ChainSpec | undefined {
  return servedChains(deps).find((chain) => chain.chainId === chainId);
}
