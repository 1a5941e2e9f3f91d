import {
  type BalanceRow,
  type ChainHead,
  type ChainId,
  type Delegation,
  type JournalEntry,
  type LedgerState,
  type RedelegationEntry,
  type StoredTxType,
  type TxRecord,
  type TxStatus,
  type TxType,
  type UnbondingEntry,
  type Validator,
  type ValidatorStatus,
  systemAccounts,
} from '@optwallet/ledger';
import type { TokenSymbol } from '@optwallet/domain';
import {
  type Column,
  type SQL,
  and,
  asc,
  count,
  desc,
  eq,
  getTableColumns,
  inArray,
  lte,
  ne,
  not,
  or,
  sql,
} from 'drizzle-orm';
import { unionAll } from 'drizzle-orm/pg-core';
import type { IndexColumn, PgInsertValue, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
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

/** The only accounts allowed below zero (the supply minted by faucet and rewards). */
const MINT_ACCOUNTS = new Set([systemAccounts('native').mint, systemAccounts('evm').mint]);

type TxRow = typeof ledgerTransactions.$inferSelect;
type ValidatorRow = typeof ledgerValidators.$inferSelect;

/** Keys in the order the engine's recordTx writes them (the conformance check compares JSON). */
function toTx(row: TxRow): TxRecord {
  return {
    type: row.type as StoredTxType,
    from: row.fromAddress,
    to: row.toAddress,
    amount: row.amount,
    denom: row.denom,
    symbol: row.symbol as TokenSymbol,
    fee: row.fee,
    status: row.status as TxStatus,
    // Optional fields stay absent (not undefined-valued) like the records the engine writes.
    ...(row.validator === null ? {} : { validator: row.validator }),
    ...(row.fromValidator === null ? {} : { fromValidator: row.fromValidator }),
    ...(row.toValidator === null ? {} : { toValidator: row.toValidator }),
    ...(row.creationHeight === null ? {} : { creationHeight: row.creationHeight }),
    ...(row.requestId === null ? {} : { requestId: row.requestId }),
    hash: row.hash,
    chainId: row.chainId,
    height: row.height,
    time: row.time,
    memo: row.memo,
    feeDenom: row.feeDenom,
    completedOn: row.completedOn,
  };
}

function toValidator({ seq: _seq, ...row }: ValidatorRow): Validator {
  return { ...row, status: row.status as ValidatorStatus };
}

const balanceKey = (chainId: string, account: string, denom: string) =>
  `${chainId}\u0000${account}\u0000${denom}`;
/** Rows per multi-row statement (Postgres allows 65 535 parameters per statement). */
const CHUNK = 1_000;

function chunks<T>(rows: readonly T[]): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < rows.length; i += CHUNK) out.push(rows.slice(i, i + CHUNK));
  return out;
}

function txRow(tx: TxRecord) {
  return {
    hash: tx.hash,
    chainId: tx.chainId,
    height: tx.height,
    time: tx.time,
    type: tx.type,
    fromAddress: tx.from,
    toAddress: tx.to,
    amount: tx.amount,
    denom: tx.denom,
    symbol: tx.symbol,
    fee: tx.fee,
    feeDenom: tx.feeDenom,
    memo: tx.memo,
    status: tx.status,
    completedOn: tx.completedOn,
    validator: tx.validator ?? null,
    fromValidator: tx.fromValidator ?? null,
    toValidator: tx.toValidator ?? null,
    creationHeight: tx.creationHeight ?? null,
    requestId: tx.requestId ?? null,
  };
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

/**
 * One page of the transactions of some addresses, each listed as one address sees it. A
 * transaction of two of the addresses is listed once under each (as reading them one by one would).
 */
export interface TxPageQuery {
  /** In order: on equal time and height, an earlier address's transactions come first. */
  addresses: readonly string[];
  chainId?: ChainId | undefined;
  symbol?: string | undefined;
  /** Only transactions whose type, as the address sees it (`viewOf`), is one of these. */
  viewTypes?: readonly TxType[] | undefined;
}

export interface TxPageRow {
  tx: TxRecord;
  /** The address whose point of view the row is. */
  address: string;
}

/**
 * `viewOf(tx, address).type` is one of `types`, in SQL: a send to the address from someone else
 * reads as 'receive', every other transaction as its stored type.
 */
function viewTypeIn(address: string, types: readonly TxType[]): SQL {
  const t = ledgerTransactions;
  const received = and(
    eq(t.type, 'send'),
    eq(t.toAddress, address),
    ne(t.fromAddress, address),
  ) as SQL;
  const stored = types.filter((type) => type !== 'send' && type !== 'receive');
  const parts: SQL[] = [];
  if (types.includes('receive')) parts.push(received);
  if (types.includes('send')) parts.push(and(eq(t.type, 'send'), not(received)) as SQL);
  if (stored.length > 0) parts.push(inArray(t.type, stored));
  return parts.length === 0 ? sql`false` : (or(...parts) as SQL);
}

/** A delegation as the ledger sees it (the row without its insertion order). */
const delegationFields = {
  chainId: ledgerDelegations.chainId,
  delegator: ledgerDelegations.delegator,
  validator: ledgerDelegations.validator,
  amount: ledgerDelegations.amount,
};

/**
 * packages/ledger's LedgerState over drizzle (PGlite or Postgres). Give it a transaction: the
 * engine's writes for one gateway call (postings, balances, the transaction record, staking rows,
 * the head) then commit or roll back together. `lockChain` serialises calls per chain across
 * connections and replicas, so balance checks cannot race.
 *
 * Unit of work: journal entries, transaction records, balance changes and validators are kept in
 * memory and written in a few multi-row statements by `flush()` (before any read that needs them,
 * and by the caller before commit). A month of hourly reward payouts is then a handful of
 * statements instead of tens of thousands. Validators are cached per chain: the chain lock is held,
 * so nobody else changes them meanwhile. Call `flush()` before the transaction commits.
 */
export class PgLedgerState implements LedgerState {
  private readonly pendingTxs = new Map<string, TxRecord>();
  private pendingEntries: JournalEntry[] = [];
  /** Net balance changes not yet written, in the order each row was first touched. */
  private readonly pendingDeltas = new Map<string, BalanceRow>();
  private readonly validators = new Map<ChainId, Map<string, Validator>>();
  private readonly dirtyValidators = new Map<string, Validator>();

  constructor(private readonly db: Db) {}

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
      const rows = [...this.dirtyValidators.values()];
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
    if (this.pendingDeltas.size > 0) {
      const rows = [...this.pendingDeltas.values()];
      this.pendingDeltas.clear();
      for (const part of chunks(rows)) {
        // New rows start at zero (a CHECK is evaluated on the proposed row before ON CONFLICT),
        // then every delta applies in one UPDATE: the non-negative CHECK guards the result.
        await this.db
          .insert(ledgerBalances)
          .values(
            part.map((row) => ({ ...row, amount: 0n, isMint: MINT_ACCOUNTS.has(row.account) })),
          )
          .onConflictDoNothing();
        const deltas = sql.join(
          part
            .filter((r) => r.amount !== 0n)
            .map(
              (r) => sql`(${r.chainId}, ${r.account}, ${r.denom}, ${r.amount.toString()}::numeric)`,
            ),
          sql`, `,
        );
        if (part.some((r) => r.amount !== 0n)) {
          await this.db.execute(sql`
            UPDATE ${ledgerBalances} AS b SET amount = b.amount + d.delta
            FROM (VALUES ${deltas}) AS d(chain_id, account, denom, delta)
            WHERE b.chain_id = d.chain_id AND b.account = d.account AND b.denom = d.denom`);
        }
      }
    }
  }

  async lockChain(chainId: ChainId): Promise<void> {
    await this.db.execute(sql`SELECT pg_advisory_xact_lock(hashtext('ledger:' || ${chainId}))`);
  }

  async getHead(chainId: ChainId): Promise<ChainHead | undefined> {
    const [row] = await this.db.select().from(ledgerHeads).where(eq(ledgerHeads.chainId, chainId));
    return row;
  }

  async putHead(head: ChainHead): Promise<void> {
    const { chainId: _chainId, ...rest } = head;
    await this.db
      .insert(ledgerHeads)
      .values(head)
      .onConflictDoUpdate({ target: ledgerHeads.chainId, set: rest });
  }

  async getBalance(chainId: ChainId, account: string, denom: string): Promise<bigint> {
    const [row] = await this.db
      .select({ amount: ledgerBalances.amount })
      .from(ledgerBalances)
      .where(
        and(
          eq(ledgerBalances.chainId, chainId),
          eq(ledgerBalances.account, account),
          eq(ledgerBalances.denom, denom),
        ),
      );
    const pending = this.pendingDeltas.get(balanceKey(chainId, account, denom))?.amount ?? 0n;
    return (row?.amount ?? 0n) + pending;
  }

  async listBalances(account: string): Promise<BalanceRow[]> {
    await this.flush();
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

  async findTransactionByRequestId(
    chainId: ChainId,
    requestId: string,
  ): Promise<TxRecord | undefined> {
    await this.flush();
    const [row] = await this.db
      .select()
      .from(ledgerTransactions)
      .where(
        and(eq(ledgerTransactions.chainId, chainId), eq(ledgerTransactions.requestId, requestId)),
      );
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

  /** The rows of one address's point of view, with its rank among the query's addresses. */
  private txPageSelect(query: TxPageQuery, address: string, rank: number) {
    const t = ledgerTransactions;
    return this.db
      .select({
        ...getTableColumns(t),
        perspective: sql<string>`${address}::text`.as('perspective'),
        rank: sql<number>`${rank}::int`.as('rank'),
      })
      .from(t)
      .where(
        and(
          or(eq(t.fromAddress, address), eq(t.toAddress, address)),
          eqIfSet(t.chainId, query.chainId),
          eqIfSet(t.symbol, query.symbol),
          query.viewTypes && viewTypeIn(address, query.viewTypes),
        ),
      );
  }

  /** Every address's rows as one set (a UNION ALL when there are several addresses). */
  private txPageSet(query: TxPageQuery) {
    const [first, ...rest] = query.addresses.map((address, rank) =>
      this.txPageSelect(query, address, rank).$dynamic(),
    );
    if (!first) throw new Error('A transaction page needs at least one address');
    return rest.reduce((set, next) => set.unionAll(next).$dynamic(), first);
  }

  /**
   * One page of `query`, newest first: time, then height descending; on a tie the earlier
   * address of the query, then the later record (the order listTransactions and the gateway's
   * stable sort give). LIMIT/OFFSET in SQL, so a page costs its own rows.
   */
  async pageTransactions(
    query: TxPageQuery,
    page: { limit: number; offset: number },
  ): Promise<TxPageRow[]> {
    await this.flush();
    const rows = await this.txPageSet(query)
      .orderBy(
        desc(sql.identifier('time')),
        desc(sql.identifier('height')),
        asc(sql.identifier('rank')),
        desc(sql.identifier('seq')),
      )
      .limit(page.limit)
      .offset(page.offset);
    return rows.map(({ perspective, rank: _rank, ...row }) => ({
      tx: toTx(row),
      address: perspective,
    }));
  }

  /** How many rows `query` has over all pages. */
  async countTransactions(query: TxPageQuery): Promise<number> {
    await this.flush();
    const [row] = await this.db.select({ n: count() }).from(this.txPageSet(query).as('page'));
    return row?.n ?? 0;
  }

  /** The chain's validators, loaded once per unit of work, oldest first. */
  private async validatorsOf(chainId: ChainId): Promise<Map<string, Validator>> {
    let cached = this.validators.get(chainId);
    if (!cached) {
      const rows = await this.db
        .select()
        .from(ledgerValidators)
        .where(eq(ledgerValidators.chainId, chainId))
        .orderBy(asc(ledgerValidators.seq));
      cached = new Map(rows.map((row) => [row.operatorAddress, toValidator(row)]));
      this.validators.set(chainId, cached);
    }
    return cached;
  }

  async getValidator(chainId: ChainId, operatorAddress: string): Promise<Validator | undefined> {
    const validator = (await this.validatorsOf(chainId)).get(operatorAddress);
    return validator && { ...validator };
  }

  async listValidators(chainId: ChainId): Promise<Validator[]> {
    return [...(await this.validatorsOf(chainId)).values()].map((v) => ({ ...v }));
  }

  async putValidator(validator: Validator): Promise<void> {
    (await this.validatorsOf(validator.chainId)).set(validator.operatorAddress, { ...validator });
    this.dirtyValidators.set(`${validator.chainId}\u0000${validator.operatorAddress}`, {
      ...validator,
    });
  }

  async getDelegation(
    chainId: ChainId,
    delegator: string,
    validator: string,
  ): Promise<Delegation | undefined> {
    const [row] = await this.db
      .select(delegationFields)
      .from(ledgerDelegations)
      .where(
        and(
          eq(ledgerDelegations.chainId, chainId),
          eq(ledgerDelegations.delegator, delegator),
          eq(ledgerDelegations.validator, validator),
        ),
      );
    return row;
  }

  async listDelegations(
    chainId: ChainId,
    filter: { delegator?: string; validator?: string } = {},
  ): Promise<Delegation[]> {
    return this.db
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
  }

  async putDelegation(d: Delegation): Promise<void> {
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
    const rows = await this.db
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
    const rows = await this.db
      .select()
      .from(ledgerRedelegations)
      .where(
        and(
          eq(ledgerRedelegations.chainId, chainId),
          eqIfSet(ledgerRedelegations.delegator, filter.delegator),
          lteIfSet(ledgerRedelegations.completionTime, filter.completesBy),
        ),
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

  /**
   * The earliest completion or payout of the chain, in one statement (the completion indexes
   * answer the minimums). Validators come from the unit of work's cache when it holds the chain:
   * it has the buffered changes (a claim brings a payout forward before it is written).
   */
  async nextDueTime(chainId: ChainId): Promise<number | undefined> {
    const u = ledgerUnbondings;
    const r = ledgerRedelegations;
    const v = ledgerValidators;
    const earliest = (column: Column) => sql<number | null>`min(${column})`.mapWith(Number);
    const completions = unionAll(
      this.db
        .select({ time: earliest(u.completionTime) })
        .from(u)
        .where(eq(u.chainId, chainId)),
      this.db
        .select({ time: earliest(r.completionTime) })
        .from(r)
        .where(eq(r.chainId, chainId)),
    ).$dynamic();
    const cached = this.validators.get(chainId);
    const rows = await (cached
      ? completions
      : completions.unionAll(
          this.db
            .select({ time: earliest(v.nextPayoutAt) })
            .from(v)
            .where(eq(v.chainId, chainId)),
        ));
    const times = [
      ...rows.map((row) => row.time),
      ...[...(cached?.values() ?? [])].map((validator) => validator.nextPayoutAt),
    ].filter((time): time is number => time !== null);
    return times.length === 0 ? undefined : Math.min(...times);
  }

  async deleteRedelegation(chainId: ChainId, id: string): Promise<void> {
    await this.db
      .delete(ledgerRedelegations)
      .where(and(eq(ledgerRedelegations.chainId, chainId), eq(ledgerRedelegations.id, id)));
  }
}
