import {
  type StoredTxType,
  type TxRecord,
  type TxStatus,
  type Validator,
  type ValidatorStatus,
} from '@optwallet/ledger';
import type { TokenSymbol } from '@optwallet/domain';
import { sql } from 'drizzle-orm';
import type { ledgerTransactions } from '../db/schema';

/** The index's history and validator rows <-> the chain rules' records (every family writes them). */

type TxRow = typeof ledgerTransactions.$inferSelect;

/** Keys in the order the engine's records have them (the conformance check compares JSON). */
export function toTx(row: Omit<TxRow, 'seq' | 'requestFingerprint'>): TxRecord {
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

export function txRow(tx: TxRecord) {
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

/** A Postgres integer that a driver may hand back as a string or a bigint. */
export const int = (value: unknown): number => Number(value);

/** A transaction's columns (alias t) with exact amounts (numeric as text) for `txOf`. */
export const TX_COLUMNS_TEXT = `t.hash, t.chain_id, t.height, t.time, t.type, t.from_address,
  t.to_address, t.amount::text AS amount, t.denom, t.symbol, t.fee::text AS fee, t.fee_denom, t.memo,
  t.status, t.completed_on, t.validator, t.from_validator, t.to_validator, t.creation_height,
  t.request_id`;
export const TX_COLUMNS = sql.raw(TX_COLUMNS_TEXT);

const present = (value: unknown) => value !== null && value !== undefined;

/** A row of TX_COLUMNS as the engine's record (every read lists many: no spreads). */
export function txOf(row: Record<string, unknown>): TxRecord {
  const tx: TxRecord = {
    type: row.type as StoredTxType,
    from: String(row.from_address),
    to: String(row.to_address),
    amount: BigInt(String(row.amount)),
    denom: String(row.denom),
    symbol: row.symbol as TokenSymbol,
    fee: BigInt(String(row.fee)),
    status: row.status as TxStatus,
    hash: String(row.hash),
    chainId: String(row.chain_id),
    height: Number(row.height),
    time: Number(row.time),
    memo: String(row.memo),
    feeDenom: String(row.fee_denom),
    completedOn: present(row.completed_on) ? Number(row.completed_on) : null,
  };
  if (present(row.validator)) tx.validator = row.validator as string;
  if (present(row.from_validator)) tx.fromValidator = row.from_validator as string;
  if (present(row.to_validator)) tx.toValidator = row.to_validator as string;
  if (present(row.creation_height)) tx.creationHeight = Number(row.creation_height);
  if (present(row.request_id)) tx.requestId = row.request_id as string;
  return tx;
}

/** A validator of the index as JSON (a read statement's VALIDATOR_JSON), exact amounts as text. */
export function validatorOf(chainId: string, v: Record<string, unknown>): Validator {
  return {
    chainId,
    operatorAddress: String(v.operator),
    accountAddress: String(v.account),
    moniker: String(v.moniker),
    details: String(v.details),
    commissionBps: Number(v.commission_bps),
    uptimeBps: Number(v.uptime_bps),
    status: v.status as ValidatorStatus,
    tokens: BigInt(String(v.tokens)),
    rewardPayoutFrequencySeconds: Number(v.frequency),
    nextPayoutAt: Number(v.next_payout_at),
    accruedRewards: BigInt(String(v.accrued_rewards)),
    accrualRemainder: BigInt(String(v.accrual_remainder)),
    accruedHeight: Number(v.accrued_height),
    createdHeight: Number(v.created_height),
  };
}
