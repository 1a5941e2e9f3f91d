import { systemAccounts } from './addresses';
import { heightAt, insufficientFunds, stampRecord } from './context';
import { assertBalanced, balanceKey } from './postings';
import type { AuthzGrant, FeeAllowanceGrant } from './grants/types';
import type { LedgerState, TransferCommit } from './state';
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

const copy = <T>(value: T): T => structuredClone(value);
/** The only accounts whose balance may go below zero: minus the supply they minted. */
const MINTS = new Set([systemAccounts().mint]);
const k = (...parts: (string | number)[]) => parts.join('|');

/** An open savepoint of an InMemoryLedgerState: undo its writes, or keep them. */
export interface Savepoint {
  rollback(): void;
  release(): void;
}

/**
 * The LedgerState of tests and the embedded devnet: plain maps, copies in and out. Savepoints
 * give a caller that runs several operations as one (a Cosmos transaction's messages) all or
 * nothing, and a dry run (simulate) that leaves nothing behind.
 */
export class InMemoryLedgerState implements LedgerState {
  /** How to undo each write made while a savepoint is open, oldest first. */
  private readonly undoLog: (() => void)[] = [];
  private openSavepoints = 0;
  private readonly heads = new Map<ChainId, ChainHead>();
  private readonly balances = new Map<string, BalanceRow>();
  private readonly entries: JournalEntry[] = [];
  private readonly txs = new Map<string, TxRecord>();
  private readonly validators = new Map<string, Validator>();
  private readonly delegations = new Map<string, Delegation>();
  private readonly unbondings = new Map<string, UnbondingEntry>();
  private readonly redelegations = new Map<string, RedelegationEntry>();
  private readonly feeAllowances = new Map<string, FeeAllowanceGrant>();
  private readonly authzGrants = new Map<string, AuthzGrant>();

  /**
   * Marks the state: `rollback()` undoes every write since (savepoints opened after it included),
   * `release()` keeps them. Savepoints nest; each is finished once, innermost first.
   */
  savepoint(): Savepoint {
    const mark = this.undoLog.length;
    this.openSavepoints += 1;
    let open = true;
    const finish = () => {
      if (!open) throw new Error('Savepoint already finished');
      open = false;
      this.openSavepoints -= 1;
      if (this.openSavepoints === 0) this.undoLog.length = 0;
    };
    return {
      rollback: () => {
        while (this.undoLog.length > mark) this.undoLog.pop()?.();
        finish();
      },
      release: finish,
    };
  }

  /** Sets (or, with undefined, deletes) a map entry, remembering how to undo it. */
  private write<K, V>(map: Map<K, V>, key: K, value: V | undefined): void {
    if (this.openSavepoints > 0) {
      const had = map.has(key);
      const prior = map.get(key);
      this.undoLog.push(() => {
        if (had) map.set(key, prior as V);
        else map.delete(key);
      });
    }
    if (value === undefined) map.delete(key);
    else map.set(key, value);
  }

  getHead(chainId: ChainId) {
    const head = this.heads.get(chainId);
    return Promise.resolve(head && copy(head));
  }

  putHead(head: ChainHead) {
    this.write(this.heads, head.chainId, copy(head));
    return Promise.resolve();
  }

  getBalance(chainId: ChainId, account: string, denom: string) {
    return Promise.resolve(this.balances.get(balanceKey(chainId, account, denom))?.amount ?? 0n);
  }

  listBalances(account: string) {
    const rows = [...this.balances.values()].filter(
      (row) => row.account === account && row.amount !== 0n,
    );
    return Promise.resolve(rows.map(copy));
  }

  /** Every balance row: for invariant checks. */
  allBalances(): BalanceRow[] {
    return [...this.balances.values()].map(copy);
  }

  appendEntry(entry: JournalEntry) {
    this.applyEntry(entry);
    return Promise.resolve();
  }

  private applyEntry(entry: JournalEntry) {
    this.entries.push(copy(entry));
    if (this.openSavepoints > 0) this.undoLog.push(() => this.entries.pop());
    for (const p of entry.postings) {
      const key = balanceKey(p.chainId, p.account, p.denom);
      const row = this.balances.get(key) ?? {
        chainId: p.chainId,
        account: p.account,
        denom: p.denom,
        amount: 0n,
      };
      this.write(this.balances, key, { ...row, amount: row.amount + p.amount });
    }
  }

  commitTransfer(commit: TransferCommit) {
    let head = this.heads.get(commit.chainId);
    if (!head) {
      head = { chainId: commit.chainId, genesisTime: commit.clockMs, offsetMs: 0 };
      this.write(this.heads, head.chainId, head);
    }
    const time = commit.clockMs + head.offsetMs;
    const height = heightAt(head, commit.blockTimeMs, time);
    // Every guard before any write: the commit applies whole or not at all. A spender must hold
    // everything it pays out (a send to oneself still needs the amount).
    const debits = new Map<string, bigint>();
    for (const p of commit.txs.flatMap((t) => t.postings)) {
      if (p.amount >= 0n || MINTS.has(p.account)) continue;
      const key = balanceKey(p.chainId, p.account, p.denom);
      debits.set(key, (debits.get(key) ?? 0n) - p.amount);
    }
    for (const [key, debit] of debits) {
      if ((this.balances.get(key)?.amount ?? 0n) < debit)
        return Promise.reject(insufficientFunds());
    }
    const records = commit.txs.map(({ tx, postings }) => {
      const record = stampRecord(tx, time, height);
      const entry = {
        id: `${tx.hash}:0`,
        txHash: tx.hash,
        chainId: tx.chainId,
        height,
        time,
        postings,
      };
      assertBalanced(entry);
      this.write(this.txs, record.hash, copy(record));
      this.applyEntry(entry);
      return record;
    });
    return Promise.resolve(records.map(copy));
  }

  listEntries(filter: { chainId?: ChainId; txHash?: string } = {}) {
    const rows = this.entries.filter(
      (e) =>
        (filter.chainId === undefined || e.chainId === filter.chainId) &&
        (filter.txHash === undefined || e.txHash === filter.txHash),
    );
    return Promise.resolve(rows.map(copy));
  }

  putTransaction(tx: TxRecord) {
    this.write(this.txs, tx.hash, copy(tx));
    return Promise.resolve();
  }

  getTransaction(hash: string) {
    const tx = this.txs.get(hash);
    return Promise.resolve(tx && copy(tx));
  }

  findTransactionByRequestId(requestId: string) {
    const tx = [...this.txs.values()].find((t) => t.requestId === requestId);
    return Promise.resolve(tx && copy(tx));
  }

  /** Every transaction, in insertion order: for invariant checks. */
  allTransactions(): TxRecord[] {
    return [...this.txs.values()].map(copy);
  }

  listTransactions(filter: { address: string; chainId?: ChainId }) {
    const rows = [...this.txs.values()]
      .filter(
        (t) =>
          (t.from === filter.address || t.to === filter.address) &&
          (filter.chainId === undefined || t.chainId === filter.chainId),
      )
      .reverse()
      .sort((a, b) => b.height - a.height);
    return Promise.resolve(rows.map(copy));
  }

  getValidator(chainId: ChainId, operatorAddress: string) {
    const v = this.validators.get(k(chainId, operatorAddress));
    return Promise.resolve(v && copy(v));
  }

  listValidators(chainId: ChainId) {
    const rows = [...this.validators.values()].filter((v) => v.chainId === chainId);
    return Promise.resolve(rows.map(copy));
  }

  putValidator(validator: Validator) {
    this.write(this.validators, k(validator.chainId, validator.operatorAddress), copy(validator));
    return Promise.resolve();
  }

  getDelegation(chainId: ChainId, delegator: string, validator: string) {
    const d = this.delegations.get(k(chainId, delegator, validator));
    return Promise.resolve(d && copy(d));
  }

  listDelegations(chainId: ChainId, filter: { delegator?: string; validator?: string } = {}) {
    const rows = [...this.delegations.values()].filter(
      (d) =>
        d.chainId === chainId &&
        (filter.delegator === undefined || d.delegator === filter.delegator) &&
        (filter.validator === undefined || d.validator === filter.validator),
    );
    return Promise.resolve(rows.map(copy));
  }

  putDelegation(d: Delegation) {
    const key = k(d.chainId, d.delegator, d.validator);
    this.write(this.delegations, key, d.amount === 0n ? undefined : copy(d));
    return Promise.resolve();
  }

  listUnbondings(
    chainId: ChainId,
    filter: { delegator?: string; validator?: string; completesBy?: number } = {},
  ) {
    const rows = [...this.unbondings.values()]
      .filter(
        (u) =>
          u.chainId === chainId &&
          (filter.delegator === undefined || u.delegator === filter.delegator) &&
          (filter.validator === undefined || u.validator === filter.validator) &&
          (filter.completesBy === undefined || u.completionTime <= filter.completesBy),
      )
      .sort((a, b) => a.completionTime - b.completionTime || a.creationHeight - b.creationHeight);
    return Promise.resolve(rows.map(copy));
  }

  putUnbonding(u: UnbondingEntry) {
    const key = k(u.chainId, u.delegator, u.validator, u.creationHeight);
    this.write(this.unbondings, key, u.balance === 0n ? undefined : copy(u));
    return Promise.resolve();
  }

  listRedelegations(chainId: ChainId, filter: { delegator?: string; completesBy?: number } = {}) {
    const rows = [...this.redelegations.values()]
      .filter(
        (r) =>
          r.chainId === chainId &&
          (filter.delegator === undefined || r.delegator === filter.delegator) &&
          (filter.completesBy === undefined || r.completionTime <= filter.completesBy),
      )
      .sort((a, b) => a.completionTime - b.completionTime || a.id.localeCompare(b.id));
    return Promise.resolve(rows.map(copy));
  }

  putRedelegation(r: RedelegationEntry) {
    this.write(this.redelegations, k(r.chainId, r.id), copy(r));
    return Promise.resolve();
  }

  deleteRedelegation(chainId: ChainId, id: string) {
    this.write(this.redelegations, k(chainId, id), undefined);
    return Promise.resolve();
  }

  nextDueTime(chainId: ChainId) {
    const times = [
      ...[...this.unbondings.values()]
        .filter((u) => u.chainId === chainId)
        .map((u) => u.completionTime),
      ...[...this.redelegations.values()]
        .filter((r) => r.chainId === chainId)
        .map((r) => r.completionTime),
      ...[...this.validators.values()]
        .filter((v) => v.chainId === chainId)
        .map((v) => v.nextPayoutAt),
    ];
    return Promise.resolve(times.length === 0 ? undefined : Math.min(...times));
  }

  getFeeAllowance(chainId: ChainId, granter: string, grantee: string) {
    const grant = this.feeAllowances.get(k(chainId, granter, grantee));
    return Promise.resolve(grant && copy(grant));
  }

  listFeeAllowances(chainId: ChainId, filter: { granter?: string; grantee?: string }) {
    const rows = [...this.feeAllowances.values()].filter(
      (g) =>
        g.chainId === chainId &&
        (filter.granter === undefined || g.granter === filter.granter) &&
        (filter.grantee === undefined || g.grantee === filter.grantee),
    );
    return Promise.resolve(rows.map(copy));
  }

  putFeeAllowance(grant: FeeAllowanceGrant) {
    this.write(this.feeAllowances, k(grant.chainId, grant.granter, grant.grantee), copy(grant));
    return Promise.resolve();
  }

  deleteFeeAllowance(chainId: ChainId, granter: string, grantee: string) {
    this.write(this.feeAllowances, k(chainId, granter, grantee), undefined);
    return Promise.resolve();
  }

  getAuthzGrant(chainId: ChainId, granter: string, grantee: string, msgTypeUrl: string) {
    const grant = this.authzGrants.get(k(chainId, granter, grantee, msgTypeUrl));
    return Promise.resolve(grant && copy(grant));
  }

  listAuthzGrants(
    chainId: ChainId,
    filter: { granter?: string; grantee?: string; msgTypeUrl?: string },
  ) {
    const rows = [...this.authzGrants.values()].filter(
      (g) =>
        g.chainId === chainId &&
        (filter.granter === undefined || g.granter === filter.granter) &&
        (filter.grantee === undefined || g.grantee === filter.grantee) &&
        (filter.msgTypeUrl === undefined || g.msgTypeUrl === filter.msgTypeUrl),
    );
    return Promise.resolve(rows.map(copy));
  }

  putAuthzGrant(grant: AuthzGrant) {
    const key = k(grant.chainId, grant.granter, grant.grantee, grant.msgTypeUrl);
    this.write(this.authzGrants, key, copy(grant));
    return Promise.resolve();
  }

  deleteAuthzGrant(chainId: ChainId, granter: string, grantee: string, msgTypeUrl: string) {
    this.write(this.authzGrants, k(chainId, granter, grantee, msgTypeUrl), undefined);
    return Promise.resolve();
  }
}
