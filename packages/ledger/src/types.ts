import { TRANSACTION_TYPES } from '@optwallet/domain';
import type { TokenSymbol } from '@optwallet/domain';

/** 'optchain-1', 'optchain-testnet-1' (native, staking) or '1' (EVM). */
export type ChainId = string;

/** The wire's transaction types (domain's TRANSACTION_TYPES) and the two only the chain stores. */
export const TX_TYPES = [...TRANSACTION_TYPES, 'createValidator', 'faucet'] as const;
export type TxType = (typeof TX_TYPES)[number];
/** Types stored on chain; 'receive' is only the receiver's view of a 'send'. */
export type StoredTxType = Exclude<TxType, 'receive'>;
export type TxStatus = 'pending' | 'success' | 'failed' | 'cancelled';

/** One leg of a journal entry: a signed amount of one denom on one account of one chain. */
export interface Posting {
  chainId: ChainId;
  account: string;
  denom: string;
  amount: bigint;
}

/** A balanced set of postings (sums to zero per chain and denom), always tied to a transaction. */
export interface JournalEntry {
  /** `${txHash}:${n}`: a transaction may settle in several entries (an unbonding pays out later). */
  id: string;
  txHash: string;
  chainId: ChainId;
  height: number;
  time: number;
  postings: Posting[];
}

export interface TxRecord {
  hash: string;
  chainId: ChainId;
  height: number;
  /** Block time, epoch milliseconds. */
  time: number;
  type: StoredTxType;
  from: string;
  to: string;
  /** Base units of `denom`. */
  amount: bigint;
  denom: string;
  symbol: TokenSymbol;
  fee: bigint;
  feeDenom: string;
  memo: string;
  status: TxStatus;
  /** When a pending transaction settled (unbonding or move completed, cancelled), epoch ms. */
  completedOn: number | null;
  validator?: string;
  fromValidator?: string;
  toValidator?: string;
  creationHeight?: number;
  /** Caller's idempotency key: submitting the same key twice returns the first record. */
  requestId?: string;
}

/** A transaction as one address sees it: a send to you reads as 'receive'. */
export interface TxView extends Omit<TxRecord, 'type'> {
  type: TxType;
}

export type ValidatorStatus = 'active' | 'inactive' | 'jailed';

export interface Validator {
  chainId: ChainId;
  operatorAddress: string;
  /** Account that created the validator and receives its commission. */
  accountAddress: string;
  moniker: string;
  details: string;
  /** Commission taken from rewards before delegators are paid, basis points. */
  commissionBps: number;
  /** Share of recent blocks signed, basis points. */
  uptimeBps: number;
  status: ValidatorStatus;
  /** Voting power: uopt bonded to this validator (sum of its delegations). */
  tokens: bigint;
  rewardPayoutFrequencySeconds: number;
  nextPayoutAt: number;
  /** Rewards accrued per block, not yet paid (uopt), and the exact fractional remainder. */
  accruedRewards: bigint;
  accrualRemainder: bigint;
  /**
   * The height `accruedRewards` counts up to. Accrual is lazy: it runs when the validator's
   * tokens change or it pays out, and a read adds the blocks since (`pendingRewards`). Exact
   * integer arithmetic with a carried remainder gives the same result as accruing every block.
   */
  accruedHeight: number;
  createdHeight: number;
}

export interface Delegation {
  chainId: ChainId;
  delegator: string;
  validator: string;
  amount: bigint;
}

export interface UnbondingEntry {
  chainId: ChainId;
  delegator: string;
  validator: string;
  creationHeight: number;
  completionTime: number;
  initialBalance: bigint;
  balance: bigint;
  /** Undelegate transactions merged into this entry (same block). */
  txHashes: string[];
}

export interface RedelegationEntry {
  chainId: ChainId;
  /** The hash of the moveDelegation transaction. */
  id: string;
  delegator: string;
  fromValidator: string;
  toValidator: string;
  creationHeight: number;
  completionTime: number;
  amount: bigint;
}

/**
 * The chain's clock: chain time = the injected clock + `offsetMs`, and the height follows the
 * time (`1 + (time - genesisTime) / blockTime`). Nothing else is written per block or per
 * transaction, so writers never contend on the head.
 */
export interface ChainHead {
  chainId: ChainId;
  genesisTime: number;
  /** Devnet fast-forward added to the injected clock (advance). */
  offsetMs: number;
}

export interface BalanceRow {
  chainId: ChainId;
  account: string;
  denom: string;
  amount: bigint;
}
