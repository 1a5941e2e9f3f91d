import type { Validator, ValidatorStatus } from '@optwallet/ledger';
import { type SQL, sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../db/client';
import type { Deps } from '../../deps';
import { LEDGER_CONFIG } from '../catalogue';
import { dueTimeOf } from './pg-ledger-state';
import { settleChain } from './settle';

/**
 * Pieces of the chain's reads: each read is plain SELECTs in one snapshot, with no lock and no
 * write. Its statement also brings each chain's devnet offset (the chain's time); a read then
 * asks whether anything can have fallen due (a matured unbonding, a finished move, a payout).
 * Only then does it ask the database exactly, settle first, and read again: a reader never sees
 * a state the settler would change.
 */

const NATIVE_CHAINS = LEDGER_CONFIG.chains.filter((c) => c.kind === 'native').map((c) => c.chainId);

/**
 * Nothing is ever scheduled sooner than this after it is created (a payout period at the least,
 * an unbonding, a move), less a margin for the clocks of replicas. So once this replica has
 * seen a chain's earliest due time at chain time t, nothing on it falls due before
 * min(that time, t + HORIZON_MS): until then a read needs no question beyond the chain's time.
 */
const HORIZON_MS =
  Math.min(
    LEDGER_CONFIG.unbondingMs,
    LEDGER_CONFIG.redelegationMs,
    LEDGER_CONFIG.minRewardPayoutFrequencySeconds * 1000,
  ) - 60_000;

/**
 * The native chains the embedded engine settles: not those a Cosmos node serves (OPT_RPC_URL,
 * OPT_TESTNET_RPC_URL: their unbondings, moves and payouts are the node's; the follower indexes
 * them).
 */
function embeddedChains(deps: Pick<Deps, 'optNode' | 'optTestnetNode'>): string[] {
  const onNodes = [deps.optNode, deps.optTestnetNode].map((node) => node?.config.chainId);
  return NATIVE_CHAINS.filter((chainId) => !onNodes.includes(chainId));
}

/** Per database: the chain time before which nothing falls due on each chain, as last seen. */
const horizons = new WeakMap<Db, Map<string, number>>();

/** The native chains with something due at the server's clock (their chain time), as text[]. */
export function dueChainsSql(deps: Deps): SQL {
  const embedded = embeddedChains(deps);
  if (embedded.length === 0) return sql`'{}'::text[]`;
  const chains = sql.join(
    embedded.map((c) => sql`${c}::text`),
    sql`, `,
  );
  return sql`(SELECT coalesce(array_agg(h.chain_id), '{}'::text[]) FROM ledger_heads h
    WHERE h.chain_id IN (${chains})
      AND ${dueTimeOf(sql`h.chain_id`)} <= ${deps.clock().getTime()}::bigint + h.offset_ms)`;
}

/** Native chains whose time has reached what this replica knows to be their earliest due time. */
function maybeDue(deps: Deps, offsets: unknown): string[] {
  const known = horizons.get(deps.db);
  const byChain = (offsets ?? {}) as Record<string, unknown>;
  const clock = deps.clock().getTime();
  return embeddedChains(deps).filter((chainId) => {
    if (byChain[chainId] === undefined) return false; // no head yet: nothing was ever scheduled
    return clock + Number(byChain[chainId]) >= (known?.get(chainId) ?? Number.NEGATIVE_INFINITY);
  });
}

/**
 * Asks the database what is due on the chains (one statement), settles those that have
 * something, and remembers the others' horizon. Answers whether anything was settled.
 */
async function settleDueOn(deps: Deps, chainIds: readonly string[]): Promise<boolean> {
  const rows = await queryRows<{ chain_id: string; offset_ms: unknown; due: unknown }>(
    deps.db,
    sql`SELECT h.chain_id, h.offset_ms, ${dueTimeOf(sql`h.chain_id`)} AS due FROM ledger_heads h
      WHERE h.chain_id IN (${sql.join(
        chainIds.map((c) => sql`${c}::text`),
        sql`, `,
      )})`,
  );
  let known = horizons.get(deps.db);
  if (!known) horizons.set(deps.db, (known = new Map<string, number>()));
  let settled = false;
  for (const row of rows) {
    const time = deps.clock().getTime() + Number(row.offset_ms);
    const due = row.due === null ? Number.POSITIVE_INFINITY : Number(row.due);
    if (due <= time) {
      known.delete(row.chain_id); // unknown until the next read asks again
      await settleChain(deps, row.chain_id);
      settled = true;
    } else {
      known.set(row.chain_id, Math.min(due, time + HORIZON_MS));
    }
  }
  return settled;
}

/**
 * Reads once; when a chain may have something due, asks, settles what is, and reads again.
 * Most reads cost their one statement.
 */
export async function readSettled<T extends { offsets: unknown }>(
  deps: Deps,
  read: () => Promise<T>,
): Promise<T> {
  let result = await read();
  for (let pass = 0; pass < 3; pass += 1) {
    const suspects = maybeDue(deps, result.offsets);
    if (suspects.length === 0 || !(await settleDueOn(deps, suspects))) return result;
    result = await read();
  }
  return result;
}

/** A validator from `VALIDATOR_JSON`. */
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
