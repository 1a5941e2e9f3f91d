import type { TxRecord } from '@optwallet/ledger';
import { and, asc, eq, gte, sql } from 'drizzle-orm';
import { type Address, type Hex, type LocalAccount, getAddress } from 'viem';
import type { Db } from '../../db/client';
import { evmSignedSends, ledgerTransactions, transactionNotes } from '../../db/schema';
import type { Deps } from '../../deps';
import { txRow } from '../history-rows';
import type { EvmChain } from './evm-chain';
import type { EvmNodeClient, PlannedTransfer, SignedTransfer } from './node-client';
import { EVM_CHAIN } from './evm-ids';

/**
 * The product's EVM sends, safe across a crash of the API or of the node.
 *
 * 1. Record (recordSend): in ONE database transaction, under a lock on the sender, the nonce is
 *    taken, the transfer signed, and its history row ('pending'), its signed bytes
 *    (evm_signed_sends) and its note written. Nothing reaches the node before this commits, so
 *    a send the node may have is always in the history, and a crash before the commit leaves
 *    nothing at all (no nonce taken, nothing sent).
 * 2. Broadcast (evm-transfers.ts): the bytes go to the node; the request answers after.
 * 3. Reconcile (reconcileSends, at start and after each indexer pass): every pending send the
 *    node does not know (the API died before broadcasting it, the node lost its pool or the
 *    blocks that held it) is sent again with its own bytes (same hash) while its nonce is free;
 *    once another transaction has used that nonce, or the node refuses the bytes, it is marked
 *    'failed' with no fee: the funds never moved. The indexer settles what gets mined.
 *
 * A nonce is held by every signed send of the address except those failed without being mined:
 * the next send takes the lowest nonce from the node's pending count up that no send holds, so
 * a restart (which forgets nothing: it is all in the database) never signs two transfers with one
 * nonce, and a nonce freed by a failed send is taken again (its old bytes can then never be
 * mined).
 */

/** Nonces from `floor` up held by the address's signed sends (all but the failed-unmined). */
async function heldNonces(db: Db, from: Address, floor: number): Promise<Set<number>> {
  const rows = await db
    .select({ nonce: evmSignedSends.nonce })
    .from(evmSignedSends)
    .innerJoin(ledgerTransactions, eq(ledgerTransactions.hash, evmSignedSends.hash))
    .where(
      and(
        eq(evmSignedSends.fromAddress, from),
        gte(evmSignedSends.nonce, floor),
        sql`NOT (${ledgerTransactions.status} = 'failed' AND ${ledgerTransactions.height} = 0)`,
      ),
    );
  return new Set(rows.map((r) => r.nonce));
}

/** The 'pending' history row of a send signed here (no memo, no request), before its block. */
export function pendingEvmSend(
  deps: Deps,
  send: {
    from: string;
    to: string;
    amount: bigint;
    asset: Pick<TxRecord, 'denom' | 'symbol'>;
    fee: bigint;
    hash: string;
  },
): TxRecord {
  return {
    type: 'send',
    from: send.from,
    to: send.to,
    amount: send.amount,
    denom: send.asset.denom,
    symbol: send.asset.symbol,
    fee: send.fee,
    status: 'pending',
    hash: send.hash,
    chainId: EVM_CHAIN,
    height: 0,
    time: deps.clock().getTime(),
    memo: '',
    feeDenom: 'wei',
    completedOn: null,
  };
}

export interface RecordedSend {
  record: TxRecord;
  signed: SignedTransfer;
}

/**
 * Takes the sender's nonce, signs, and writes the history row with its signed bytes and note,
 * in one transaction (see above). Undefined when the row's request id was taken by another
 * request (an Idempotency-Key replayed): that request's send is the answer, nothing was signed
 * for this one.
 */
export async function recordSend(
  deps: Deps,
  gateway: EvmNodeClient,
  input: {
    account: LocalAccount;
    planned: PlannedTransfer;
    /** The node's pending count of the sender, read just before. */
    pendingCount: number;
    /** The history row of the transfer once signed. */
    record: (signed: SignedTransfer) => TxRecord;
    fingerprint?: string;
    note?: { walletId: string; description: string };
  },
): Promise<RecordedSend | undefined> {
  const from = input.account.address;
  return deps.db.transaction(async (trx) => {
    const db = trx as unknown as Db;
    await db.execute(sql`SELECT pg_advisory_xact_lock(hashtext(${`evm-nonce:${from}`}))`);
    const held = await heldNonces(db, from, input.pendingCount);
    for (let nonce = input.pendingCount; ; nonce += 1) {
      if (held.has(nonce)) continue;
      const signed = await gateway.signAt(input.account, input.planned, nonce);
      const record = input.record(signed);
      const [written] = await db
        .insert(ledgerTransactions)
        .values({ ...txRow(record), requestFingerprint: input.fingerprint ?? null })
        .onConflictDoNothing()
        .returning({ hash: ledgerTransactions.hash });
      if (!written) {
        if (record.requestId) {
          const [taken] = await db
            .select({ hash: ledgerTransactions.hash })
            .from(ledgerTransactions)
            .where(eq(ledgerTransactions.requestId, record.requestId));
          if (taken) return undefined;
        }
        // The very bytes of a failed send at this nonce (same transfer, same nonce, same
        // signature): that row stays as it was, the next free nonce is taken.
        continue;
      }
      await db.insert(evmSignedSends).values({
        hash: signed.hash,
        fromAddress: from,
        nonce,
        raw: signed.serialized,
      });
      if (input.note) {
        await db
          .insert(transactionNotes)
          .values({ ...input.note, txHash: signed.hash })
          .onConflictDoNothing();
      }
      return { record, signed };
    }
  });
}

/** A recorded send the node refused and never held: its row, bytes and note are removed. */
export async function forgetSend(deps: Deps, hash: Hex): Promise<void> {
  await deps.db.transaction(async (trx) => {
    const db = trx as unknown as Db;
    await db.delete(transactionNotes).where(eq(transactionNotes.txHash, hash));
    // evm_signed_sends goes with it (on delete cascade).
    await db.delete(ledgerTransactions).where(eq(ledgerTransactions.hash, hash));
  });
}

/** Whether a later nonce than `nonce` is held by a send of the address (it waits for this one). */
export async function heldAbove(deps: Deps, from: Address, nonce: number): Promise<boolean> {
  return (await heldNonces(deps.db, from, nonce + 1)).size > 0;
}

/**
 * A pending send that can never be mined (its nonce was used by another transaction, or the
 * node refuses its bytes) is 'failed' with no fee: nothing of it happened on the chain. Only a
 * row not mined (height 0) changes; should the chain mine its bytes after all, the indexer
 * settles it from the receipt.
 */
export async function failUnmined(deps: Deps, hash: string): Promise<boolean> {
  const changed = await deps.db
    .update(ledgerTransactions)
    .set({ status: 'failed', fee: 0n, completedOn: deps.clock().getTime() })
    .where(
      and(
        eq(ledgerTransactions.hash, hash),
        eq(ledgerTransactions.status, 'pending'),
        eq(ledgerTransactions.height, 0),
      ),
    )
    .returning({ hash: ledgerTransactions.hash });
  return changed.length > 0;
}

export interface Reconciled {
  /** Sent again with their own bytes. */
  resent: string[];
  /** Marked failed, nothing moved. */
  failed: string[];
}

/**
 * One pass over the pending EVM sends the node does not know (see the top of this file): each
 * is sent again with its signed bytes while its nonce is free, else marked failed. Sends this
 * process is broadcasting now are left to their request; those the node holds (in its pool or
 * mined) are left to the indexer. A node that does not answer ends the pass (the next one
 * continues).
 */
export async function reconcileSends(deps: Deps, evm: EvmChain): Promise<Reconciled> {
  const gateway = evm.client;
  const rows = await deps.db
    .select({
      hash: ledgerTransactions.hash,
      from: ledgerTransactions.fromAddress,
      nonce: evmSignedSends.nonce,
      raw: evmSignedSends.raw,
    })
    .from(ledgerTransactions)
    .leftJoin(evmSignedSends, eq(evmSignedSends.hash, ledgerTransactions.hash))
    .where(
      and(
        eq(ledgerTransactions.chainId, EVM_CHAIN),
        eq(ledgerTransactions.status, 'pending'),
        eq(ledgerTransactions.height, 0),
      ),
    )
    .orderBy(asc(ledgerTransactions.fromAddress), asc(evmSignedSends.nonce));
  const done: Reconciled = { resent: [], failed: [] };
  const mined = new Map<string, number>();
  for (const row of rows) {
    if (gateway.sending.has(row.hash) || row.hash.includes(':')) continue;
    if ((await gateway.lookup(row.hash as Hex)).known) continue;
    if (row.nonce === null || row.raw === null) {
      // Recorded before signed bytes were kept, and lost: it can never be sent again.
      if (await failUnmined(deps, row.hash)) done.failed.push(row.hash);
      continue;
    }
    const from = getAddress(row.from);
    const count = mined.get(from) ?? (await gateway.minedCount(from));
    mined.set(from, count);
    if (row.nonce < count) {
      if (await failUnmined(deps, row.hash)) done.failed.push(row.hash);
      continue;
    }
    const outcome = await gateway.send(row.raw as Hex);
    if (outcome.kind === 'unknown') throw outcome.error;
    if (outcome.kind === 'sent') {
      done.resent.push(row.hash);
    } else if (await failUnmined(deps, row.hash)) {
      done.failed.push(row.hash);
    }
  }
  if (done.resent.length > 0 || done.failed.length > 0) {
    deps.logger.warn(done, 'EVM sends the node did not have: sent again or failed');
  }
  return done;
}
