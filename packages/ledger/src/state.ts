import type { AuthzGrant, FeeAllowanceGrant } from './grants/types';
import type {
  BalanceRow,
  ChainHead,
  ChainId,
  Delegation,
  JournalEntry,
  Posting,
  RedelegationEntry,
  TxRecord,
  UnbondingEntry,
  Validator,
} from './types';

/**
 * Transactions that only move balances (a send, the faucet's drips), committed atomically by
 * `LedgerState.commitTransfer`: the records, their entries (`${hash}:0`) and the balance changes,
 * or nothing. The state stamps the block: time = `clockMs` + the head's devnet offset, height
 * from that time. No balance but a mint's may go below zero: a commit that would overdraw throws
 * `insufficient_funds` and writes nothing.
 */
export interface TransferCommit {
  chainId: ChainId;
  /** The wall-clock reading of the call, epoch ms. */
  clockMs: number;
  blockTimeMs: number;
  txs: { tx: Omit<TxRecord, 'time' | 'height' | 'completedOn'>; postings: Posting[] }[];
}

/**
 * Everything the engine reads and writes. One gateway call runs against one logical unit of work;
 * a SQL adapter implements it over one database transaction in which the rows an operation reads
 * and changes (its validator, delegation, unbonding entries, the spender's balance) are locked, so
 * balance checks cannot race while unrelated accounts proceed in parallel. Returned objects are
 * copies: the engine writes changes back with the `put` methods.
 */
export interface LedgerState {
  getHead(chainId: ChainId): Promise<ChainHead | undefined>;
  putHead(head: ChainHead): Promise<void>;

  getBalance(chainId: ChainId, account: string, denom: string): Promise<bigint>;
  /** Every non-zero balance of an account on every chain. */
  listBalances(account: string): Promise<BalanceRow[]>;
  /** Records a balanced journal entry and applies its postings to the balances. */
  appendEntry(entry: JournalEntry): Promise<void>;
  listEntries(filter?: { chainId?: ChainId; txHash?: string }): Promise<JournalEntry[]>;
  /** See TransferCommit: the committed records, in order. */
  commitTransfer(commit: TransferCommit): Promise<TxRecord[]>;

  /** Inserts a transaction or replaces the one with the same hash (status changes). */
  putTransaction(tx: TxRecord): Promise<void>;
  getTransaction(hash: string): Promise<TxRecord | undefined>;
  /** Request ids (idempotency keys) are unique across every chain. */
  findTransactionByRequestId(requestId: string): Promise<TxRecord | undefined>;
  /** Transactions where the address is `from` or `to`, newest first. */
  listTransactions(filter: { address: string; chainId?: ChainId }): Promise<TxRecord[]>;

  getValidator(chainId: ChainId, operatorAddress: string): Promise<Validator | undefined>;
  /** All validators of a chain, oldest first. */
  listValidators(chainId: ChainId): Promise<Validator[]>;
  putValidator(validator: Validator): Promise<void>;

  getDelegation(
    chainId: ChainId,
    delegator: string,
    validator: string,
  ): Promise<Delegation | undefined>;
  listDelegations(
    chainId: ChainId,
    filter?: { delegator?: string; validator?: string },
  ): Promise<Delegation[]>;
  /** Upsert by (chainId, delegator, validator); an amount of zero deletes the row. */
  putDelegation(delegation: Delegation): Promise<void>;

  /** Ordered by completion time, then creation height. */
  listUnbondings(
    chainId: ChainId,
    filter?: { delegator?: string; validator?: string; completesBy?: number },
  ): Promise<UnbondingEntry[]>;
  /** Upsert by (chainId, delegator, validator, creationHeight); a balance of zero deletes it. */
  putUnbonding(entry: UnbondingEntry): Promise<void>;

  /** Ordered by completion time, then id. */
  listRedelegations(
    chainId: ChainId,
    filter?: { delegator?: string; completesBy?: number },
  ): Promise<RedelegationEntry[]>;
  putRedelegation(entry: RedelegationEntry): Promise<void>;
  deleteRedelegation(chainId: ChainId, id: string): Promise<void>;

  /**
   * The earliest time anything of the chain falls due (an unbonding's or a move's completion, a
   * validator's next payout), undefined when nothing is scheduled: one question that tells a
   * caller whether there is anything to settle. It must see the caller's own writes.
   */
  nextDueTime(chainId: ChainId): Promise<number | undefined>;

  /** x/feegrant: one allowance per (chainId, granter, grantee). */
  getFeeAllowance(
    chainId: ChainId,
    granter: string,
    grantee: string,
  ): Promise<FeeAllowanceGrant | undefined>;
  listFeeAllowances(
    chainId: ChainId,
    filter: { granter?: string; grantee?: string },
  ): Promise<FeeAllowanceGrant[]>;
  /** Upsert by (chainId, granter, grantee). */
  putFeeAllowance(grant: FeeAllowanceGrant): Promise<void>;
  deleteFeeAllowance(chainId: ChainId, granter: string, grantee: string): Promise<void>;

  /** x/authz: one grant per (chainId, granter, grantee, msgTypeUrl). */
  getAuthzGrant(
    chainId: ChainId,
    granter: string,
    grantee: string,
    msgTypeUrl: string,
  ): Promise<AuthzGrant | undefined>;
  listAuthzGrants(
    chainId: ChainId,
    filter: { granter?: string; grantee?: string; msgTypeUrl?: string },
  ): Promise<AuthzGrant[]>;
  /** Upsert by (chainId, granter, grantee, msgTypeUrl). */
  putAuthzGrant(grant: AuthzGrant): Promise<void>;
  deleteAuthzGrant(
    chainId: ChainId,
    granter: string,
    grantee: string,
    msgTypeUrl: string,
  ): Promise<void>;
}
