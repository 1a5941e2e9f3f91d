import type {
  BalanceRow,
  ChainHead,
  ChainId,
  Delegation,
  JournalEntry,
  RedelegationEntry,
  TxRecord,
  UnbondingEntry,
  Validator,
} from './types';

/**
 * Everything the engine reads and writes. The engine calls it inside one logical transaction
 * per gateway call; a SQL adapter implements it over one database transaction:
 * - `lockChain` takes a transaction-scoped lock per chain (pg_advisory_xact_lock) so calls on a
 *   chain are serialised and balance checks cannot race (no concurrent overdraw);
 * - `appendEntry` inserts the postings and updates the balance rows in the same transaction as
 *   `putTransaction`.
 * Returned objects are copies: the engine writes changes back with the `put` methods.
 */
export interface LedgerState {
  lockChain(chainId: ChainId): Promise<void>;
  getHead(chainId: ChainId): Promise<ChainHead | undefined>;
  putHead(head: ChainHead): Promise<void>;

  getBalance(chainId: ChainId, account: string, denom: string): Promise<bigint>;
  /** Every non-zero balance of an account on every chain. */
  listBalances(account: string): Promise<BalanceRow[]>;
  /** Records a balanced journal entry and applies its postings to the balances. */
  appendEntry(entry: JournalEntry): Promise<void>;
  listEntries(filter?: { chainId?: ChainId; txHash?: string }): Promise<JournalEntry[]>;

  /** Inserts a transaction or replaces the one with the same hash (status changes). */
  putTransaction(tx: TxRecord): Promise<void>;
  getTransaction(hash: string): Promise<TxRecord | undefined>;
  findTransactionByRequestId(chainId: ChainId, requestId: string): Promise<TxRecord | undefined>;
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
   * Optional: the earliest time anything of the chain falls due (an unbonding's or a move's
   * completion, a validator's next payout), undefined when nothing is scheduled. With it, a call
   * when nothing is due asks one question instead of listing unbondings, moves and validators.
   * It must see the caller's own writes (buffered validators included).
   */
  nextDueTime?(chainId: ChainId): Promise<number | undefined>;
}
