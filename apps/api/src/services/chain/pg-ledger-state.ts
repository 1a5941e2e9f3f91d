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
  type UnbondingEntry,
  type Validator,
  type ValidatorStatus,
  systemAccounts,
} from '@optwallet/ledger';
import type { TokenSymbol } from '@optwallet/domain';
import { and, asc, eq, inArray, lte, ne, or, sql } from 'drizzle-orm';
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

/**
 * packages/ledger's LedgerState over drizzle (PGlite or Postgres). Give it a transaction: the
 * engine's writes for one gateway call (postings, balances, the transaction record, staking rows,
 * the head) then commit or roll back together. `lockChain` serialises calls per chain across
 * connections and replicas, so balance checks cannot race.
 */
export class PgLedgerState implements LedgerState {
  constructor(private readonly db: Db) {}

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
    return row?.amount ?? 0n;
  }

  async listBalances(account: string): Promise<BalanceRow[]> {
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

  async appendEntry(entry: JournalEntry): Promise<void> {
    await this.db.insert(ledgerEntries).values({
      id: entry.id,
      txHash: entry.txHash,
      chainId: entry.chainId,
      height: entry.height,
      time: entry.time,
    });
    if (entry.postings.length === 0) return;
    await this.db
      .insert(ledgerPostings)
      .values(entry.postings.map((p, idx) => ({ entryId: entry.id, idx, ...p })));
    // One upsert per (chain, account, denom): a row may not be updated twice by one statement.
    const net = new Map<string, BalanceRow>();
    for (const p of entry.postings) {
      const key = `${p.chainId}\u0000${p.account}\u0000${p.denom}`;
      const row = net.get(key);
      if (row) row.amount += p.amount;
      else
        net.set(key, { chainId: p.chainId, account: p.account, denom: p.denom, amount: p.amount });
    }
    // New rows start at zero (a CHECK is evaluated on the proposed row before ON CONFLICT), then
    // every delta applies in one UPDATE: the non-negative CHECK guards the result.
    const rows = [...net.values()];
    await this.db
      .insert(ledgerBalances)
      .values(rows.map((row) => ({ ...row, amount: 0n, isMint: MINT_ACCOUNTS.has(row.account) })))
      .onConflictDoNothing();
    const deltas = sql.join(
      rows.map(
        (r) => sql`(${r.chainId}, ${r.account}, ${r.denom}, ${r.amount.toString()}::numeric)`,
      ),
      sql`, `,
    );
    await this.db.execute(sql`
      UPDATE ${ledgerBalances} AS b SET amount = b.amount + d.delta
      FROM (VALUES ${deltas}) AS d(chain_id, account, denom, delta)
      WHERE b.chain_id = d.chain_id AND b.account = d.account AND b.denom = d.denom`);
  }

  async listEntries(filter: { chainId?: ChainId; txHash?: string } = {}): Promise<JournalEntry[]> {
    const where = and(
      filter.chainId === undefined ? undefined : eq(ledgerEntries.chainId, filter.chainId),
      filter.txHash === undefined ? undefined : eq(ledgerEntries.txHash, filter.txHash),
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

  async putTransaction(tx: TxRecord): Promise<void> {
    const row = {
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
    const { hash: _hash, ...set } = row;
    await this.db
      .insert(ledgerTransactions)
      .values(row)
      .onConflictDoUpdate({ target: ledgerTransactions.hash, set });
  }

  async getTransaction(hash: string): Promise<TxRecord | undefined> {
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
    const [row] = await this.db
      .select()
      .from(ledgerTransactions)
      .where(
        and(eq(ledgerTransactions.chainId, chainId), eq(ledgerTransactions.requestId, requestId)),
      );
    return row && toTx(row);
  }

  async listTransactions(filter: { address: string; chainId?: ChainId }): Promise<TxRecord[]> {
    const rows = await this.db
      .select()
      .from(ledgerTransactions)
      .where(
        and(
          or(
            eq(ledgerTransactions.fromAddress, filter.address),
            eq(ledgerTransactions.toAddress, filter.address),
          ),
          filter.chainId === undefined ? undefined : eq(ledgerTransactions.chainId, filter.chainId),
        ),
      )
      .orderBy(sql`${ledgerTransactions.height} DESC, ${ledgerTransactions.seq} DESC`);
    return rows.map(toTx);
  }

  async getValidator(chainId: ChainId, operatorAddress: string): Promise<Validator | undefined> {
    const [row] = await this.db
      .select()
      .from(ledgerValidators)
      .where(
        and(
          eq(ledgerValidators.chainId, chainId),
          eq(ledgerValidators.operatorAddress, operatorAddress),
        ),
      );
    return row && toValidator(row);
  }

  async listValidators(chainId: ChainId): Promise<Validator[]> {
    const rows = await this.db
      .select()
      .from(ledgerValidators)
      .where(eq(ledgerValidators.chainId, chainId))
      .orderBy(asc(ledgerValidators.seq));
    return rows.map(toValidator);
  }

  async putValidator(validator: Validator): Promise<void> {
    const { chainId: _c, operatorAddress: _o, ...set } = validator;
    await this.db
      .insert(ledgerValidators)
      .values(validator)
      .onConflictDoUpdate({
        target: [ledgerValidators.chainId, ledgerValidators.operatorAddress],
        set,
      });
  }

  async getDelegation(
    chainId: ChainId,
    delegator: string,
    validator: string,
  ): Promise<Delegation | undefined> {
    const [row] = await this.db
      .select({
        chainId: ledgerDelegations.chainId,
        delegator: ledgerDelegations.delegator,
        validator: ledgerDelegations.validator,
        amount: ledgerDelegations.amount,
      })
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
      .select({
        chainId: ledgerDelegations.chainId,
        delegator: ledgerDelegations.delegator,
        validator: ledgerDelegations.validator,
        amount: ledgerDelegations.amount,
      })
      .from(ledgerDelegations)
      .where(
        and(
          eq(ledgerDelegations.chainId, chainId),
          filter.delegator === undefined
            ? undefined
            : eq(ledgerDelegations.delegator, filter.delegator),
          filter.validator === undefined
            ? undefined
            : eq(ledgerDelegations.validator, filter.validator),
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
          filter.delegator === undefined
            ? undefined
            : eq(ledgerUnbondings.delegator, filter.delegator),
          filter.validator === undefined
            ? undefined
            : eq(ledgerUnbondings.validator, filter.validator),
          filter.completesBy === undefined
            ? undefined
            : lte(ledgerUnbondings.completionTime, filter.completesBy),
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
          filter.delegator === undefined
            ? undefined
            : eq(ledgerRedelegations.delegator, filter.delegator),
          filter.completesBy === undefined
            ? undefined
            : lte(ledgerRedelegations.completionTime, filter.completesBy),
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

  async deleteRedelegation(chainId: ChainId, id: string): Promise<void> {
    await this.db
      .delete(ledgerRedelegations)
      .where(and(eq(ledgerRedelegations.chainId, chainId), eq(ledgerRedelegations.id, id)));
  }
}
