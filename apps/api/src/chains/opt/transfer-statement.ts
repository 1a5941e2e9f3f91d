import {
  type TransferCommit,
  type TxRecord,
  insufficientFunds,
  stampRecord,
} from '@optwallet/ledger';
import type { Db } from '../../db/client';
import { prepared, runPrepared } from '../../db/prepared';
import { RIGHT_CHECK_SET } from '../../lib/wallet-check';
import { SYSTEM_ACCOUNTS, TX_COLUMNS_TEXT, int, txOf } from '../ledger-rows';

/** What a transfer writes beside the ledger, in the same statement (apps/api's own rows). */
export interface TransferExtras {
  /** Hash of the request: a replay under the same key with another body is refused. */
  fingerprint?: string | undefined;
  /** The sender's private description of the first transaction. */
  note?: { walletId: string; description: string } | undefined;
  /** 'funds_received' to the owner of the first transaction's receiver, if a product user. */
  notification?: { id: string; message: string; createdAt: Date } | undefined;
  /** The passcode proved right: the wallet's check is finished and its wrong count starts again. */
  resetAttemptsOf?: string | undefined;
}

export type TransferOutcome =
  | { kind: 'written'; records: TxRecord[] }
  /** The request id was used before: its first transaction, and the fingerprint it was used with. */
  | { kind: 'replayed'; record: TxRecord; fingerprint: string | null }
  /** The request id was being used by a concurrent statement: read it once that one ended. */
  | { kind: 'raced' };

interface BalanceChange {
  account: string;
  denom: string;
  /** The net change of the row. */
  net: bigint;
  /** What the commit takes from it: the row must hold at least this much before. */
  spend: bigint;
}

/** Per ordinary balance row, the net change and what it pays out; module accounts are skipped. */
function balanceChanges(commit: TransferCommit): BalanceChange[] {
  const changes = new Map<string, BalanceChange>();
  for (const p of commit.txs.flatMap((t) => t.postings)) {
    if (SYSTEM_ACCOUNTS.has(p.account)) continue;
    const key = `${p.account}\u0000${p.denom}`;
    const change = changes.get(key) ?? { account: p.account, denom: p.denom, net: 0n, spend: 0n };
    change.net += p.amount;
    if (p.amount < 0n) change.spend -= p.amount;
    changes.set(key, change);
  }
  // One order for every writer: rows are locked in it, so two transfers never deadlock.
  return [...changes.values()].sort((a, b) =>
    a.account === b.account ? a.denom.localeCompare(b.denom) : a.account.localeCompare(b.account),
  );
}

/**
 * A TransferCommit (plus the API's extras) as ONE data-modifying statement, atomic on its own,
 * prepared once: every transfer passes its rows as one JSON argument.
 * - the block: time = clock + the head's devnet offset, height from it (the head is only read);
 * - the touched balance rows are locked in one stable order, then the records are inserted with
 *   ON CONFLICT (request_id) DO NOTHING: the idempotency check is the insert itself, enforced by
 *   the unique index even when two requests race;
 * - spenders are debited with the balance check in the UPDATE's WHERE; if a row is missing or
 *   short, `ledger_refuse('insufficient_funds')` aborts the whole statement (nothing is written);
 * - receivers are credited by upsert; module accounts get postings only (no hot row);
 * - entries, postings, the private note, the receiver's notification and the wallet's passcode
 *   check go in the same statement.
 * A replay returns the first transaction's record and fingerprint instead.
 */
const TRANSFER = prepared(
  'ledger_transfer_v2',
  `WITH args AS (SELECT $1::json AS a),
  blk AS (
    SELECT h.time, greatest(1, 1 + floor((h.time - h.genesis_time)::numeric / (args.a->>'blockTimeMs')::numeric))::int AS height
    FROM args, LATERAL (
      SELECT (args.a->>'clock')::bigint + offset_ms AS time, genesis_time
      FROM ledger_heads WHERE chain_id = args.a->>'chainId') h
  ),
  txs AS (SELECT v.* FROM args, json_to_recordset(args.a->'txs') AS v(hash text, type text,
    from_address text, to_address text, amount numeric, denom text, symbol text, fee numeric,
    fee_denom text, memo text, status text, validator text, from_validator text,
    to_validator text, creation_height int, request_id text, request_fingerprint text, ord int)),
  changes AS (SELECT c.* FROM args, json_to_recordset(args.a->'changes')
    AS c(account text, denom text, net numeric, spend numeric)),
  locked AS (
    SELECT 1 FROM ledger_balances b, args
    WHERE b.chain_id = args.a->>'chainId'
      AND b.account = ANY (ARRAY(SELECT account FROM changes))
      AND (b.account, b.denom) IN (SELECT account, denom FROM changes)
    ORDER BY b.account, b.denom FOR UPDATE OF b
  ),
  tx AS (
    INSERT INTO ledger_transactions (hash, chain_id, height, time, type, from_address, to_address,
      amount, denom, symbol, fee, fee_denom, memo, status, completed_on, validator, from_validator,
      to_validator, creation_height, request_id, request_fingerprint)
    SELECT v.hash, args.a->>'chainId', blk.height, blk.time, v.type, v.from_address, v.to_address,
      v.amount, v.denom, v.symbol, v.fee, v.fee_denom, v.memo, v.status,
      CASE WHEN v.status = 'pending' THEN NULL ELSE blk.time END, v.validator, v.from_validator,
      v.to_validator, v.creation_height, v.request_id, v.request_fingerprint
    FROM txs v CROSS JOIN blk CROSS JOIN args
    WHERE (SELECT count(*) FROM locked) >= 0
    ORDER BY v.ord
    ON CONFLICT (request_id) DO NOTHING
    RETURNING hash, height, time
  ),
  entry AS (
    INSERT INTO ledger_entries (id, tx_hash, chain_id, height, time)
    SELECT tx.hash || ':0', tx.hash, args.a->>'chainId', tx.height, tx.time FROM tx, args
  ),
  posting AS (
    INSERT INTO ledger_postings (entry_id, idx, chain_id, account, denom, amount)
    SELECT p.hash || ':0', p.idx, p.chain_id, p.account, p.denom, p.amount
    FROM args, json_to_recordset(args.a->'postings')
      AS p(hash text, idx int, chain_id text, account text, denom text, amount numeric)
    JOIN tx ON tx.hash = p.hash
  ),
  debit AS (
    UPDATE ledger_balances AS b SET amount = b.amount + c.net
    FROM changes c, args
    WHERE c.spend > 0 AND EXISTS (SELECT 1 FROM tx) AND b.chain_id = args.a->>'chainId'
      AND b.account = ANY (ARRAY(SELECT account FROM changes WHERE spend > 0))
      AND b.account = c.account AND b.denom = c.denom AND b.amount >= c.spend
    RETURNING 1
  ),
  guard AS (
    SELECT ledger_refuse('insufficient_funds') AS refused
    WHERE EXISTS (SELECT 1 FROM tx)
      AND (SELECT count(*) FROM debit) < (SELECT count(*) FROM changes WHERE spend > 0)
  ),
  credit AS (
    INSERT INTO ledger_balances (chain_id, account, denom, amount)
    SELECT args.a->>'chainId', c.account, c.denom, c.net FROM changes c, args
    WHERE c.spend = 0 AND c.net > 0 AND EXISTS (SELECT 1 FROM tx)
    ON CONFLICT (chain_id, account, denom) DO UPDATE SET amount = ledger_balances.amount + excluded.amount
  ),
  note AS (
    INSERT INTO transaction_notes (wallet_id, tx_hash, description)
    SELECT args.a->'note'->>'walletId', tx.hash, args.a->'note'->>'description'
    FROM tx, args WHERE args.a->'note'->>'walletId' IS NOT NULL AND tx.hash = args.a->>'firstHash'
    ON CONFLICT DO NOTHING
  ),
  notice AS (
    INSERT INTO notifications (id, user_id, type, title, body, data, created_at)
    SELECT args.a->'notice'->>'id', w.user_id, 'funds_received', 'Funds received',
      args.a->'notice'->>'message', (args.a->'notice'->'data')::jsonb,
      (args.a->'notice'->>'createdAt')::timestamptz
    FROM args, LATERAL (
      SELECT user_id FROM wallets WHERE native_address = args.a->>'to'
      UNION ALL SELECT user_id FROM wallets WHERE evm_address = args.a->>'to'
      LIMIT 1) w
    WHERE args.a->'notice'->>'id' IS NOT NULL
      AND EXISTS (SELECT 1 FROM tx WHERE tx.hash = args.a->>'firstHash')
  ),
  reset AS (
    UPDATE wallets SET ${RIGHT_CHECK_SET}
    WHERE id = (SELECT args.a->>'resetWallet' FROM args)
  )
  SELECT tx.hash, tx.height, tx.time, NULL::text AS fingerprint,
    (SELECT count(*) FROM guard) AS refused, false AS replayed, NULL::json AS record
  FROM tx
  UNION ALL
  SELECT t.hash, t.height, t.time, t.request_fingerprint, 0, true,
    (SELECT row_to_json(r) FROM (SELECT ${TX_COLUMNS_TEXT}) r)
  FROM ledger_transactions t, args
  WHERE t.request_id = args.a->>'requestId' AND NOT EXISTS (SELECT 1 FROM tx)`,
);

/** Runs a TransferCommit (see TRANSFER): written, replayed, or raced by its request id. */
export async function runTransferStatement(
  db: Db,
  commit: TransferCommit,
  extras: TransferExtras = {},
): Promise<TransferOutcome> {
  const { chainId } = commit;
  const [first] = commit.txs;
  if (!first) return { kind: 'written', records: [] };
  const requestId = first.tx.requestId;
  const json = (value: bigint) => value.toString();
  const notice =
    extras.notification && first.tx.from !== first.tx.to
      ? {
          id: extras.notification.id,
          message: extras.notification.message,
          createdAt: extras.notification.createdAt.toISOString(),
          data: { transaction_hash: first.tx.hash, chainId, symbol: first.tx.symbol },
        }
      : null;
  const args = {
    chainId,
    clock: commit.clockMs,
    blockTimeMs: commit.blockTimeMs,
    requestId: requestId ?? null,
    firstHash: first.tx.hash,
    to: first.tx.to,
    txs: commit.txs.map(({ tx }, ord) => ({
      hash: tx.hash,
      type: tx.type,
      from_address: tx.from,
      to_address: tx.to,
      amount: json(tx.amount),
      denom: tx.denom,
      symbol: tx.symbol,
      fee: json(tx.fee),
      fee_denom: tx.feeDenom,
      memo: tx.memo,
      status: tx.status,
      validator: tx.validator ?? null,
      from_validator: tx.fromValidator ?? null,
      to_validator: tx.toValidator ?? null,
      creation_height: tx.creationHeight ?? null,
      request_id: tx.requestId ?? null,
      request_fingerprint: tx.requestId ? (extras.fingerprint ?? null) : null,
      ord,
    })),
    postings: commit.txs.flatMap(({ tx, postings }) =>
      postings.map((p, idx) => ({
        hash: tx.hash,
        idx,
        chain_id: p.chainId,
        account: p.account,
        denom: p.denom,
        amount: json(p.amount),
      })),
    ),
    changes: balanceChanges(commit).map((c) => ({
      account: c.account,
      denom: c.denom,
      net: json(c.net),
      spend: json(c.spend),
    })),
    note: extras.note ?? null,
    notice,
    resetWallet: extras.resetAttemptsOf ?? null,
  };

  let rows: Record<string, unknown>[];
  try {
    rows = await runPrepared<Record<string, unknown>>(db, TRANSFER, [JSON.stringify(args)]);
  } catch (error) {
    if (refusalOf(error) === 'insufficient_funds') throw insufficientFunds();
    throw error;
  }
  const replayed = rows.find((row) => row.replayed === true);
  if (replayed) {
    return {
      kind: 'replayed',
      record: txOf(replayed.record as Record<string, unknown>),
      fingerprint: (replayed.fingerprint as string | null) ?? null,
    };
  }
  if (rows.length === 0) {
    if (requestId) return { kind: 'raced' };
    throw new Error(`Chain ${chainId} has no head: the transfer found no block to go in`);
  }
  const stamped = new Map(rows.map((row) => [String(row.hash), row]));
  return {
    kind: 'written',
    records: commit.txs.map(({ tx }) => {
      const row = stamped.get(tx.hash);
      return stampRecord(tx, int(row?.time), int(row?.height));
    }),
  };
}

/** The Postgres error behind a driver's (drizzle wraps it as `cause`). */
export function pgError(
  error: unknown,
): { code?: string; message: string; constraint?: string } | undefined {
  for (let e: unknown = error; e instanceof Error || (e && typeof e === 'object');) {
    const candidate = e as {
      code?: unknown;
      message?: unknown;
      constraint?: unknown;
      cause?: unknown;
    };
    if (typeof candidate.code === 'string' && /^[0-9A-Z]{5}$/.test(candidate.code)) {
      return {
        code: candidate.code,
        message: typeof candidate.message === 'string' ? candidate.message : '',
        ...(typeof candidate.constraint === 'string' ? { constraint: candidate.constraint } : {}),
      };
    }
    e = candidate.cause;
  }
  return undefined;
}

/** The code `ledger_refuse(code)` aborted a statement with, if it did. */
function refusalOf(error: unknown): string | undefined {
  const pg = pgError(error);
  return pg?.code === 'P0001' ? pg.message : undefined;
}
