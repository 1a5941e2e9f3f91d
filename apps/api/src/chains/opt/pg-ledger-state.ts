import type {
  BalanceRow,
  ChainHead,
  ChainId,
  Delegation,
  JournalEntry,
  LedgerState,
  RedelegationEntry,
  TransferCommit,
  TxRecord,
  UnbondingEntry,
  Validator,
} from '@optwallet/ledger';
import {
  type Column,
  type SQL,
  and,
  asc,
  eq,
  getTableColumns,
  inArray,
  lte,
  ne,
  or,
  sql,
} from 'drizzle-orm';
import type { IndexColumn, PgInsertValue, PgTable } from 'drizzle-orm/pg-core';
import { type Db, queryRows } from '../../db/client';
import {
  ledgerBalances,
  ledgerDelegations,
  ledgerEntries,
  ledgerHeads,
  ledgerPostings,
  ledgerRedelegations,
  ledgerTransactions,
  ledgerUnbondings,
  ledgerValidators,
} from '../../db/schema';
import { SYSTEM_ACCOUNTS, int, toTx, toValidator, txRow } from '../ledger-rows';
import { runTransferStatement } from './transfer-statement';

const balanceKey = (chainId: string, account: string, denom: string) =>
  `${chainId}\u0000${account}\u0000${denom}`;
const validatorKey = (chainId: string, operator: string) => `${chainId}\u0000${operator}`;
/** Rows per multi-row statement (Postgres allows 65 535 parameters per statement). */
const CHUNK = 1_000;

function chunks<T>(rows: readonly T[]): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < rows.length; i += CHUNK) out.push(rows.slice(i, i + CHUNK));
  return out;
}

/** `SET col = excluded.col` for every column but the key and the insertion order. */
function excludedSet(columns: Record<string, { name: string }>, skip: readonly string[]) {
  const set: Record<string, SQL> = {};
  for (const [key, column] of Object.entries(columns)) {
    if (!skip.includes(key)) set[key] = sql.raw(`excluded."${column.name}"`);
  }
  return set;
}

/** `column = value` when a filter names the value; no condition when it leaves it out. */
function eqIfSet(column: Column, value: string | undefined): SQL | undefined {
  return value === undefined ? undefined : eq(column, value);
}

/** `column <= value` when a filter names the value; no condition when it leaves it out. */
function lteIfSet(column: Column, value: number | undefined): SQL | undefined {
  return value === undefined ? undefined : lte(column, value);
}

/** A delegation as the ledger sees it (the row without its insertion order). */
const delegationFields = {
  chainId: ledgerDelegations.chainId,
  delegator: ledgerDelegations.delegator,
  validator: ledgerDelegations.validator,
  amount: ledgerDelegations.amount,
};

export interface PgLedgerStateOptions {
  /**
   * Lock what the engine reads to change (SELECT ... FOR UPDATE): validators, delegations,
   * unbonding and move entries, balances. Within a transaction, an operation then holds exactly
   * the rows it touches until it commits; unrelated operations run in parallel.
   */
  lock?: boolean;
}

/**
 * packages/ledger's LedgerState over drizzle (PGlite or Postgres), for one unit of work in one
 * database transaction: an operation (with `lock`) or a settlement. There is no chain-wide lock:
 * with `lock` the engine's reads lock the rows it will change, in the engine's fixed order
 * (validators, the delegation, its entries, balances last).
 *
 * Journal entries, transaction records, balance changes and validators are kept in memory and
 * written in a few multi-row statements by `flush()` (before any read that needs them, and by the
 * caller before commit): a month of hourly payouts is a handful of statements. Module accounts
 * have no balance row: their balance is the sum of their postings.
 */
export class PgLedgerState implements LedgerState {
  private readonly pendingTxs = new Map<string, TxRecord>();
  private pendingEntries: JournalEntry[] = [];
  /** Net balance changes not yet written, in the order each row was first touched. */
  private readonly pendingDeltas = new Map<string, BalanceRow>();
  private readonly validators = new Map<string, Validator>();
  private readonly dirtyValidators = new Set<string>();
  /** Delegations per validator, read once per unit of work (payouts read them again and again). */
  private readonly delegationsOf = new Map<string, Delegation[]>();
  private readonly lock: boolean;

  constructor(
    private readonly db: Db,
    options: PgLedgerStateOptions = {},
  ) {
    this.lock = options.lock ?? false;
  }

  /** `FOR UPDATE` on a locking unit of work's reads. */
  private forUpdate<T extends { for: (strength: 'update') => unknown }>(query: T): T {
    return this.lock ? (query.for('update') as T) : query;
  }

  /** Multi-row insert in statements of CHUNK rows. */
  private async insertAll<T extends PgTable>(
    table: T,
    rows: readonly PgInsertValue<T>[],
  ): Promise<void> {
    for (const part of chunks(rows)) await this.db.insert(table).values(part);
  }

  /**
   * Multi-row upsert in statements of CHUNK rows: a row whose `target` key exists gets every
   * column but the key (and `seq`, the insertion order, which stays the first one's).
   */
  private async upsertAll<T extends PgTable>(
    table: T,
    rows: readonly PgInsertValue<T>[],
    target: IndexColumn[],
    key: readonly string[],
  ): Promise<void> {
    const set = excludedSet(getTableColumns(table), [...key, 'seq']);
    for (const part of chunks(rows)) {
      await this.db.insert(table).values(part).onConflictDoUpdate({ target, set });
    }
  }

  /** Writes everything buffered. Idempotent; call it before the transaction commits. */
  async flush(): Promise<void> {
    if (this.dirtyValidators.size > 0) {
      const rows = [...this.dirtyValidators].flatMap((key) => {
        const v = this.validators.get(key);
        return v ? [v] : [];
      });
      this.dirtyValidators.clear();
      await this.upsertAll(
        ledgerValidators,
        rows,
        [ledgerValidators.chainId, ledgerValidators.operatorAddress],
        ['chainId', 'operatorAddress'],
      );
    }
    if (this.pendingTxs.size > 0) {
      const rows = [...this.pendingTxs.values()].map(txRow);
      this.pendingTxs.clear();
      await this.upsertAll(ledgerTransactions, rows, [ledgerTransactions.hash], ['hash']);
    }
    if (this.pendingEntries.length > 0) {
      const entries = this.pendingEntries;
      this.pendingEntries = [];
      await this.insertAll(
        ledgerEntries,
        entries.map((e) => ({
          id: e.id,
          txHash: e.txHash,
          chainId: e.chainId,
          height: e.height,
          time: e.time,
        })),
      );
      await this.insertAll(
        ledgerPostings,
        entries.flatMap((e) => e.postings.map((p, idx) => ({ entryId: e.id, idx, ...p }))),
      );
    }
    const deltas = [...this.pendingDeltas.values()]
      .filter((row) => row.amount !== 0n && !SYSTEM_ACCOUNTS.has(row.account))
      .sort((a, b) =>
        (a.chainId + a.account + a.denom).localeCompare(b.chainId + b.account + b.denom),
      );
    this.pendingDeltas.clear();
    for (const part of chunks(deltas)) {
      // New rows start at zero (a CHECK is evaluated on the proposed row before ON CONFLICT),
      // then every delta applies in one UPDATE: the non-negative CHECK guards the result.
      await this.db
        .insert(ledgerBalances)
        .values(part.map((row) => ({ ...row, amount: 0n })))
        .onConflictDoNothing();
      const rows = sql.join(
        part.map(
          (r) => sql`(${r.chainId}, ${r.account}, ${r.denom}, ${r.amount.toString()}::numeric)`,
        ),
        sql`, `,
      );
      // Rows locked in one order (chain, account, denom), as a transfer locks them: no deadlock.
      await this.db.execute(sql`
        WITH d(chain_id, account, denom, delta) AS (VALUES ${rows}),
        locked AS (
          SELECT b.chain_id, b.account, b.denom FROM ${ledgerBalances} b
          JOIN d ON b.chain_id = d.chain_id AND b.account = d.account AND b.denom = d.denom
          ORDER BY b.chain_id, b.account, b.denom FOR UPDATE OF b
        )
        UPDATE ${ledgerBalances} AS b SET amount = b.amount + d.delta
        FROM d WHERE (SELECT count(*) FROM locked) >= 0
          AND b.chain_id = d.chain_id AND b.account = d.account AND b.denom = d.denom`);
    }
  }

  async getHead(chainId: ChainId): Promise<ChainHead | undefined> {
    const [row] = await this.db.select().from(ledgerHeads).where(eq(ledgerHeads.chainId, chainId));
    return row;
  }

  async putHead(head: ChainHead): Promise<void> {
    await this.db
      .insert(ledgerHeads)
      .values(head)
      .onConflictDoUpdate({ target: ledgerHeads.chainId, set: { offsetMs: head.offsetMs } });
  }

  async getBalance(chainId: ChainId, account: string, denom: string): Promise<bigint> {
    const pending = this.pendingDeltas.get(balanceKey(chainId, account, denom))?.amount ?? 0n;
    if (SYSTEM_ACCOUNTS.has(account)) {
      await this.flush();
      const [row] = await this.db
        .select({ amount: sql<string>`coalesce(sum(${ledgerPostings.amount}), 0)::text` })
        .from(ledgerPostings)
        .where(
          and(
            eq(ledgerPostings.chainId, chainId),
            eq(ledgerPostings.account, account),
            eq(ledgerPostings.denom, denom),
          ),
        );
      return BigInt(row?.amount ?? '0');
    }
    const [row] = await this.forUpdate(
      this.db
        .select({ amount: ledgerBalances.amount })
        .from(ledgerBalances)
        .where(
          and(
            eq(ledgerBalances.chainId, chainId),
            eq(ledgerBalances.account, account),
            eq(ledgerBalances.denom, denom),
          ),
        )
        .$dynamic(),
    );
    return (row?.amount ?? 0n) + pending;
  }

  async listBalances(account: string): Promise<BalanceRow[]> {
    await this.flush();
    if (SYSTEM_ACCOUNTS.has(account)) {
      const rows = await this.db
        .select({
          chainId: ledgerPostings.chainId,
          denom: ledgerPostings.denom,
          amount: sql<string>`sum(${ledgerPostings.amount})::text`,
        })
        .from(ledgerPostings)
        .where(eq(ledgerPostings.account, account))
        .groupBy(ledgerPostings.chainId, ledgerPostings.denom);
      return rows
        .map((r) => ({ chainId: r.chainId, account, denom: r.denom, amount: BigInt(r.amount) }))
        .filter((r) => r.amount !== 0n);
    }
    return this.db
      .select({
        chainId: ledgerBalances.chainId,
        account: ledgerBalances.account,
        denom: ledgerBalances.denom,
        amount: ledgerBalances.amount,
      })
      .from(ledgerBalances)
      .where(and(eq(ledgerBalances.account, account), ne(ledgerBalances.amount, 0n)))
      .orderBy(asc(ledgerBalances.seq));
  }

  appendEntry(entry: JournalEntry): Promise<void> {
    this.pendingEntries.push(structuredClone(entry));
    for (const p of entry.postings) {
      const key = balanceKey(p.chainId, p.account, p.denom);
      const row = this.pendingDeltas.get(key);
      if (row) row.amount += p.amount;
      else
        this.pendingDeltas.set(key, {
          chainId: p.chainId,
          account: p.account,
          denom: p.denom,
          amount: p.amount,
        });
    }
    return Promise.resolve();
  }

  async commitTransfer(commit: TransferCommit): Promise<TxRecord[]> {
    await this.flush();
    const outcome = await runTransferStatement(this.db, commit);
    if (outcome.kind === 'written') return outcome.records;
    // The engine looks a request id up before it plans: a replay here is a concurrent one.
    const requestId = commit.txs[0]?.tx.requestId ?? '';
    const first = await this.findTransactionByRequestId(requestId);
    if (!first) throw new Error(`Request ${requestId} neither written nor found`);
    return [first];
  }

  async listEntries(filter: { chainId?: ChainId; txHash?: string } = {}): Promise<JournalEntry[]> {
    await this.flush();
    const where = and(
      eqIfSet(ledgerEntries.chainId, filter.chainId),
      eqIfSet(ledgerEntries.txHash, filter.txHash),
    );
    const entries = await this.db
      .select()
      .from(ledgerEntries)
      .where(where)
      .orderBy(asc(ledgerEntries.seq));
    if (entries.length === 0) return [];
    const postings = await this.db
      .select()
      .from(ledgerPostings)
      .where(
        filter.chainId === undefined && filter.txHash === undefined
          ? undefined
          : inArray(
              ledgerPostings.entryId,
              this.db.select({ id: ledgerEntries.id }).from(ledgerEntries).where(where),
            ),
      )
      .orderBy(asc(ledgerPostings.entryId), asc(ledgerPostings.idx));
    const byEntry = new Map<string, JournalEntry['postings']>();
    for (const { chainId, account, denom, amount, entryId } of postings) {
      const list = byEntry.get(entryId) ?? [];
      list.push({ chainId, account, denom, amount });
      byEntry.set(entryId, list);
    }
    return entries.map(({ seq: _seq, ...e }) => ({ ...e, postings: byEntry.get(e.id) ?? [] }));
  }

  putTransaction(tx: TxRecord): Promise<void> {
    this.pendingTxs.set(tx.hash, { ...tx });
    return Promise.resolve();
  }

  async getTransaction(hash: string): Promise<TxRecord | undefined> {
    const pending = this.pendingTxs.get(hash);
    if (pending) return { ...pending };
    const [row] = await this.db
      .select()
      .from(ledgerTransactions)
      .where(eq(ledgerTransactions.hash, hash));
    return row && toTx(row);
  }

  async findTransactionByRequestId(requestId: string): Promise<TxRecord | undefined> {
    await this.flush();
    const [row] = await this.db
      .select()
      .from(ledgerTransactions)
      .where(eq(ledgerTransactions.requestId, requestId));
    return row && toTx(row);
  }

  async listTransactions(filter: { address: string; chainId?: ChainId }): Promise<TxRecord[]> {
    await this.flush();
    const rows = await this.db
      .select()
      .from(ledgerTransactions)
      .where(
        and(
          or(
            eq(ledgerTransactions.fromAddress, filter.address),
            eq(ledgerTransactions.toAddress, filter.address),
          ),
          eqIfSet(ledgerTransactions.chainId, filter.chainId),
        ),
      )
      .orderBy(sql`${ledgerTransactions.height} DESC, ${ledgerTransactions.seq} DESC`);
    return rows.map(toTx);
  }

  async getValidator(chainId: ChainId, operatorAddress: string): Promise<Validator | undefined> {
    const key = validatorKey(chainId, operatorAddress);
    let validator = this.validators.get(key);
    if (!validator) {
      const [row] = await this.forUpdate(
        this.db
          .select()
          .from(ledgerValidators)
          .where(
            and(
              eq(ledgerValidators.chainId, chainId),
              eq(ledgerValidators.operatorAddress, operatorAddress),
            ),
          )
          .$dynamic(),
      );
      if (!row) return undefined;
      validator = toValidator(row);
      this.validators.set(key, validator);
    }
    return { ...validator };
  }

  /** Every validator of the chain, oldest first (locked by address, the order operations use). */
  async listValidators(chainId: ChainId): Promise<Validator[]> {
    const rows = await this.forUpdate(
      this.db
        .select()
        .from(ledgerValidators)
        .where(eq(ledgerValidators.chainId, chainId))
        .orderBy(asc(ledgerValidators.operatorAddress))
        .$dynamic(),
    );
    return rows
      .sort((a, b) => a.seq - b.seq)
      .map((row) => {
        const key = validatorKey(chainId, row.operatorAddress);
        const known = this.validators.get(key) ?? toValidator(row);
        this.validators.set(key, known);
        return { ...known };
      })
      .concat(
        // Created in this unit of work, not written yet.
        [...this.dirtyValidators]
          .map((key) => this.validators.get(key))
          .filter(
            (v): v is Validator =>
              v !== undefined &&
              v.chainId === chainId &&
              !rows.some((row) => row.operatorAddress === v.operatorAddress),
          )
          .map((v) => ({ ...v })),
      );
  }

  putValidator(validator: Validator): Promise<void> {
    const key = validatorKey(validator.chainId, validator.operatorAddress);
    this.validators.set(key, { ...validator });
    this.dirtyValidators.add(key);
    return Promise.resolve();
  }

  async getDelegation(
    chainId: ChainId,
    delegator: string,
    validator: string,
  ): Promise<Delegation | undefined> {
    const [row] = await this.forUpdate(
      this.db
        .select(delegationFields)
        .from(ledgerDelegations)
        .where(
          and(
            eq(ledgerDelegations.chainId, chainId),
            eq(ledgerDelegations.delegator, delegator),
            eq(ledgerDelegations.validator, validator),
          ),
        )
        .$dynamic(),
    );
    return row;
  }

  async listDelegations(
    chainId: ChainId,
    filter: { delegator?: string; validator?: string } = {},
  ): Promise<Delegation[]> {
    const cacheKey =
      filter.validator !== undefined && filter.delegator === undefined
        ? validatorKey(chainId, filter.validator)
        : undefined;
    const cached = cacheKey ? this.delegationsOf.get(cacheKey) : undefined;
    if (cached) return cached.map((d) => ({ ...d }));
    const rows = await this.db
      .select(delegationFields)
      .from(ledgerDelegations)
      .where(
        and(
          eq(ledgerDelegations.chainId, chainId),
          eqIfSet(ledgerDelegations.delegator, filter.delegator),
          eqIfSet(ledgerDelegations.validator, filter.validator),
        ),
      )
      .orderBy(asc(ledgerDelegations.seq));
    if (cacheKey) this.delegationsOf.set(cacheKey, rows);
    return rows.map((d) => ({ ...d }));
  }

  async putDelegation(d: Delegation): Promise<void> {
    this.delegationsOf.delete(validatorKey(d.chainId, d.validator));
    const key = and(
      eq(ledgerDelegations.chainId, d.chainId),
      eq(ledgerDelegations.delegator, d.delegator),
      eq(ledgerDelegations.validator, d.validator),
    );
    if (d.amount === 0n) {
      await this.db.delete(ledgerDelegations).where(key);
      return;
    }
    await this.db
      .insert(ledgerDelegations)
      .values(d)
      .onConflictDoUpdate({
        target: [
          ledgerDelegations.chainId,
          ledgerDelegations.delegator,
          ledgerDelegations.validator,
        ],
        set: { amount: d.amount },
      });
  }

  async listUnbondings(
    chainId: ChainId,
    filter: { delegator?: string; validator?: string; completesBy?: number } = {},
  ): Promise<UnbondingEntry[]> {
    const rows = await this.forUpdate(
      this.db
        .select()
        .from(ledgerUnbondings)
        .where(
          and(
            eq(ledgerUnbondings.chainId, chainId),
            eqIfSet(ledgerUnbondings.delegator, filter.delegator),
            eqIfSet(ledgerUnbondings.validator, filter.validator),
            lteIfSet(ledgerUnbondings.completionTime, filter.completesBy),
          ),
        )
        .orderBy(
          asc(ledgerUnbondings.completionTime),
          asc(ledgerUnbondings.creationHeight),
          asc(ledgerUnbondings.seq),
        )
        .$dynamic(),
    );
    return rows.map(({ seq: _seq, ...row }) => row);
  }

  async putUnbonding(u: UnbondingEntry): Promise<void> {
    if (u.balance === 0n) {
      await this.db
        .delete(ledgerUnbondings)
        .where(
          and(
            eq(ledgerUnbondings.chainId, u.chainId),
            eq(ledgerUnbondings.delegator, u.delegator),
            eq(ledgerUnbondings.validator, u.validator),
            eq(ledgerUnbondings.creationHeight, u.creationHeight),
          ),
        );
      return;
    }
    const { chainId: _c, delegator: _d, validator: _v, creationHeight: _h, ...set } = u;
    await this.db
      .insert(ledgerUnbondings)
      .values(u)
      .onConflictDoUpdate({
        target: [
          ledgerUnbondings.chainId,
          ledgerUnbondings.delegator,
          ledgerUnbondings.validator,
          ledgerUnbondings.creationHeight,
        ],
        set,
      });
  }

  async listRedelegations(
    chainId: ChainId,
    filter: { delegator?: string; completesBy?: number } = {},
  ): Promise<RedelegationEntry[]> {
    const rows = await this.forUpdate(
      this.db
        .select()
        .from(ledgerRedelegations)
        .where(
          and(
            eq(ledgerRedelegations.chainId, chainId),
            eqIfSet(ledgerRedelegations.delegator, filter.delegator),
            lteIfSet(ledgerRedelegations.completionTime, filter.completesBy),
          ),
        )
        .$dynamic(),
    );
    // Sorted here with the ledger's own comparator (SQL collations order ids differently).
    return rows
      .map(({ seq: _seq, ...row }) => row)
      .sort((a, b) => a.completionTime - b.completionTime || a.id.localeCompare(b.id));
  }

  async putRedelegation(r: RedelegationEntry): Promise<void> {
    const { chainId: _c, id: _id, ...set } = r;
    await this.db
      .insert(ledgerRedelegations)
      .values(r)
      .onConflictDoUpdate({ target: [ledgerRedelegations.chainId, ledgerRedelegations.id], set });
  }

  async deleteRedelegation(chainId: ChainId, id: string): Promise<void> {
    await this.db
      .delete(ledgerRedelegations)
      .where(and(eq(ledgerRedelegations.chainId, chainId), eq(ledgerRedelegations.id, id)));
  }

  /** The earliest completion or payout of the chain, in one statement (after buffered writes). */
  async nextDueTime(chainId: ChainId): Promise<number | undefined> {
    if (this.dirtyValidators.size > 0) await this.flush();
    const [row] = await queryRows<{ due: unknown }>(
      this.db,
      sql`SELECT ${dueTimeOf(sql`${chainId}::text`)} AS due`,
    );
    const due = row?.due;
    return due === null || due === undefined ? undefined : int(due);
  }
}

/**
 * SQL for the earliest time anything of a chain falls due: an unbonding's or a move's
 * completion, a validator's next payout (NULL when nothing is scheduled). Each minimum is one
 * index probe, so reads fold it into their own statement.
 */
export function dueTimeOf(chainId: SQL): SQL {
  return sql`least(
    (SELECT min(u.completion_time) FROM ledger_unbondings u WHERE u.chain_id = ${chainId}),
    (SELECT min(r.completion_time) FROM ledger_redelegations r WHERE r.chain_id = ${chainId}),
    (SELECT min(v.next_payout_at) FROM ledger_validators v WHERE v.chain_id = ${chainId}))`;
}

/** A PgLedgerState that remembers what the engine wrote in its unit of work (for notifications). */
export class RecordingLedgerState extends PgLedgerState {
  readonly written: TxRecord[] = [];
  readonly entries: JournalEntry[] = [];
  override async putTransaction(tx: TxRecord): Promise<void> {
    this.written.push(tx);
    await super.putTransaction(tx);
  }
  override async appendEntry(entry: JournalEntry): Promise<void> {
    this.entries.push(entry);
    await super.appendEntry(entry);
  }
}
