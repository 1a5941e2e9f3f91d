import type { TokenSymbol } from '@optwallet/domain';
import type { ChainOp, OpPreview } from './ops';
import type { PricePoint } from './prices';
import type {
  ChainId,
  Delegation,
  RedelegationEntry,
  TxRecord,
  TxType,
  TxView,
  UnbondingEntry,
  Validator,
} from './types';

export interface TokenBalance {
  chainId: ChainId;
  symbol: TokenSymbol;
  denom: string;
  decimals: number;
  /** Base units. */
  amount: bigint;
  priceUsd: string;
  valueUsd: string;
}

export interface StakingSummary {
  chainId: ChainId;
  address: string;
  delegations: (Delegation & { moniker: string })[];
  unbondings: (UnbondingEntry & { moniker: string })[];
  redelegations: RedelegationEntry[];
  totalDelegated: bigint;
  totalUnbonding: bigint;
  totalMoving: bigint;
}

export interface ValidatorSet {
  chainId: ChainId;
  /** The unbonding period, ms (spec: unstakingWaitTime). */
  unstakingWaitTime: number;
  /** The chain's default payout frequency, seconds; each validator carries its own. */
  rewardPayoutFrequency: number;
  validatorSet: (Validator & { votingPowerShareBps: number })[];
}

export interface TxQuery {
  chainId?: ChainId;
  /** Omitted (or 'all') for every type; 'receive' selects sends to the address. */
  type?: TxType | 'all';
  page?: number;
  limit?: number;
}

export interface TxPage {
  transactions: TxView[];
  total: number;
  page: number;
  limit: number;
  totalPages: number;
}

export interface ChainStatus {
  chainId: ChainId;
  height: number;
  time: number;
}

/**
 * What apps/api calls. The embedded implementation is DevnetChain; a gateway to real nodes can
 * replace it. Amounts are bigint base units; errors are LedgerError (422 for the server).
 */
export interface ChainGateway {
  getBalances(address: string): Promise<TokenBalance[]>;
  getStaking(address: string, chainId: ChainId): Promise<StakingSummary>;
  getValidators(chainId: ChainId): Promise<ValidatorSet>;
  getTransactions(address: string, query?: TxQuery): Promise<TxPage>;
  getTransaction(hash: string): Promise<TxRecord | undefined>;
  /** Validates and estimates the fee without writing a transaction. */
  preview(op: ChainOp): Promise<OpPreview>;
  submit(op: ChainOp): Promise<TxRecord>;
  /** Devnet only: moves the chain clock and processes what matured (unbondings, moves, rewards). */
  advance(seconds: number): Promise<ChainStatus[]>;
  /** Devnet only: mints every token of the chain(s) the address belongs to. */
  faucet(address: string, chainId?: ChainId): Promise<TxRecord[]>;
  /** USD price points, oldest first; none for a testnet token (it has no market). */
  priceHistory(chainId: ChainId, symbol: string, hours?: number): Promise<PricePoint[]>;
  status(): Promise<ChainStatus[]>;
}
