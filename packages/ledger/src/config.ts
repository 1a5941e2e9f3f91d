import {
  DEFAULT_UNBONDING_DAYS,
  MOVE_STAKE_GRACE_DAYS,
  NATIVE_BASE_DENOM,
  NATIVE_CHAIN_ID,
  NATIVE_SYMBOL,
  NATIVE_TESTNET_CHAIN_ID,
  TOKEN_DECIMALS,
  type TokenSymbol,
} from '@optwallet/domain';
import type { ChainId } from './types';

export const DAY_MS = 86_400_000;
export const YEAR_MS = 365 * DAY_MS;

export interface Asset {
  chainId: ChainId;
  symbol: TokenSymbol;
  denom: string;
  decimals: number;
}

export type ChainKind = 'native' | 'evm';

export interface ChainSpec {
  chainId: ChainId;
  kind: ChainKind;
  /** A testnet's tokens have no market: every USD figure of them is 0 and they have no price history. */
  testnet: boolean;
  blockTimeMs: number;
  feeDenom: string;
  assets: Asset[];
}

export type NativeFeeKind =
  'send' | 'delegate' | 'undelegate' | 'cancelUndelegate' | 'moveDelegation' | 'createValidator';

export interface LedgerConfig {
  chains: ChainSpec[];
  /** Fixed gas fees on the native chains, uopt (gas limit x gas price, precomputed). */
  nativeFees: Record<NativeFeeKind, bigint>;
  unbondingMs: number;
  /** Spec: moving a stake has a 21-day grace period before tokens reach the new validator. */
  redelegationMs: number;
  /** Cosmos SDK max_entries: unbonding or redelegation entries per delegator/validator pair. */
  maxEntries: number;
  /** Annual reward on bonded tokens, basis points; accrued per block. */
  rewardRateBps: number;
  defaultRewardPayoutFrequencySeconds: number;
  minRewardPayoutFrequencySeconds: number;
  maxMemoLength: number;
  /** Amount given by one faucet call, base units per symbol. */
  faucet: Partial<Record<TokenSymbol, bigint>>;
  /** Devnet USD prices, decimal strings. */
  pricesUsd: Record<TokenSymbol, string>;
  /** Seed of the deterministic price history. */
  priceSeed: string;
}

const nativeChain = (chainId: ChainId, testnet = false): ChainSpec => ({
  chainId,
  kind: 'native',
  testnet,
  blockTimeMs: 5_000,
  feeDenom: NATIVE_BASE_DENOM,
  assets: [
    { chainId, symbol: NATIVE_SYMBOL, denom: NATIVE_BASE_DENOM, decimals: TOKEN_DECIMALS.OPT },
  ],
});

export const DEFAULT_LEDGER_CONFIG: LedgerConfig = {
  chains: [nativeChain(NATIVE_CHAIN_ID), nativeChain(NATIVE_TESTNET_CHAIN_ID, true)],
  nativeFees: {
    send: 5_000n,
    delegate: 7_500n,
    undelegate: 7_500n,
    cancelUndelegate: 7_500n,
    moveDelegation: 10_000n,
    createValidator: 50_000n,
  },
  unbondingMs: DEFAULT_UNBONDING_DAYS * DAY_MS,
  redelegationMs: MOVE_STAKE_GRACE_DAYS * DAY_MS,
  maxEntries: 7,
  rewardRateBps: 1_200,
  defaultRewardPayoutFrequencySeconds: 86_400,
  minRewardPayoutFrequencySeconds: 3_600,
  maxMemoLength: 256,
  faucet: {
    OPT: 1_000_000_000n,
    ETH: 1_000_000_000_000_000_000n,
    USDT: 1_000_000_000n,
    USDC: 1_000_000_000n,
    WBTC: 10_000_000n,
  },
  pricesUsd: { OPT: '0.85', ETH: '3150', USDT: '1', USDC: '1', WBTC: '64000' },
  priceSeed: 'optwallet-devnet',
};

export function createLedgerConfig(overrides: Partial<LedgerConfig> = {}): LedgerConfig {
  return { ...DEFAULT_LEDGER_CONFIG, ...overrides };
}

export function chainSpec(config: LedgerConfig, chainId: ChainId): ChainSpec | undefined {
  return config.chains.find((chain) => chain.chainId === chainId);
}

/** False for a testnet (its tokens are worth nothing) and for a chain the config does not know. */
export function hasMarketValue(config: LedgerConfig, chainId: ChainId): boolean {
  return chainSpec(config, chainId)?.testnet === false;
}

export function findAsset(
  config: LedgerConfig,
  chainId: ChainId,
  symbol: string,
): Asset | undefined {
  return chainSpec(config, chainId)?.assets.find((asset) => asset.symbol === symbol);
}
