import { LEDGER_CONFIG } from '../catalogue';
import type { QueryRedelegationsResponse } from 'cosmjs-types/cosmos/staking/v1beta1/query';
import { BondStatus, type Validator } from 'cosmjs-types/cosmos/staking/v1beta1/staking';
import type { Timestamp } from 'cosmjs-types/google/protobuf/timestamp';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { queryRows } from '../../db/client';
import {
  ledgerDelegations,
  ledgerRedelegations,
  ledgerTransactions,
  ledgerUnbondings,
  ledgerValidators,
} from '../../db/schema';
import { accountOn, storedAccount, storedValidator } from './messages';
import type { CosmosNode } from './node-client';

/**
 * The staking part of the OPT index (issue 29): the rows the screens read — a delegator's
 * delegations with their pending rewards, unbondings and moves (`ledger_delegations`,
 * `ledger_unbondings`, `ledger_redelegations`) and the validator set (`ledger_validators`) — as
 * the node's standard staking and distribution queries answer them (cosmjs' QueryClient over
 * abci_query), so any Cosmos SDK chain fills them the same way. The follower reads the node
 * before its block transaction and writes these rows in it; a read never asks the chain.
 *
 * - A delegator is refreshed whole (delegations, unbondings, moves, rewards) when a block's
 *   staking or distribution events name it: the node's latest state replaces the rows.
 * - The validator set is refreshed whole when a block has staking events, and once when the
 *   follower starts.
 * - Pending rewards grow with every block and no event says so: every REWARDS_EVERY_BLOCKS
 *   blocks, the delegators whose rewards are oldest (REWARDS_BATCH at most per pass) are read
 *   again (DelegationTotalRewards, one query each).
 */

/** How old (in blocks) a delegator's rewards may get: 10 s at the devnet's 1 s blocks. */
export const REWARDS_EVERY_BLOCKS = 10;
/** Delegators whose rewards one pass refreshes at most (one abci_query each). */
const REWARDS_BATCH = 100;

/** The staking events after which the validator set (voting power, new validators) is read. */
export const STAKING_EVENTS = new Set([
  'delegate',
  'unbond',
  'redelegate',
  'cancel_unbonding_delegation',
  'create_validator',
  'edit_validator',
  'complete_unbonding',
  'complete_redelegation',
]);

const DEC_ATOMICS = 10n ** 18n;

/** A LegacyDec as gRPC carries it (the value × 10^18, digits only), or "12.5" — its whole part. */
function wholeOfDec(value: string): bigint {
  if (value.includes('.')) return BigInt(value.split('.')[0] || '0');
  return value ? BigInt(value) / DEC_ATOMICS : 0n;
}

/** A LegacyDec fraction (commission rate) in basis points. */
function bpsOfDec(value: string): number {
  if (value.includes('.')) {
    const [whole = '0', fraction = ''] = value.split('.');
    return Number(BigInt(whole) * 10_000n + BigInt((fraction + '0000').slice(0, 4)));
  }
  return Number((value ? BigInt(value) : 0n) / 10n ** 14n);
}

const msOf = (t: Timestamp | undefined) =>
  t ? Number(t.seconds) * 1000 + Math.floor(t.nanos / 1_000_000) : 0;

/** Every page of a paginated query. */
async function allPages<T extends { pagination?: { nextKey: Uint8Array } | undefined }>(
  page: (key?: Uint8Array) => Promise<T>,
): Promise<T[]> {
  const pages: T[] = [];
  let key: Uint8Array | undefined;
  for (;;) {
    const answer = await page(key);
    pages.push(answer);
    key = answer.pagination?.nextKey;
    if (!key || key.length === 0) return pages;
  }
}

/** A query the SDK answers NotFound when there is nothing: nothing. */
async function orNothing<T>(query: Promise<T>, nothing: T): Promise<T> {
  try {
    return await query;
  } catch (error) {
    if (/not ?found/i.test(String(error))) return nothing;
    throw error;
  }
}

/** One delegator's stake as the node has it, in the product's stored address forms. */
interface StakeSnapshot {
  delegator: string;
  delegations: { validator: string; amount: bigint; rewards: bigint }[];
  unbondings: {
    validator: string;
    creationHeight: number;
    completionTime: number;
    initialBalance: bigint;
    balance: bigint;
  }[];
  moves: {
    fromValidator: string;
    toValidator: string;
    creationHeight: number;
    completionTime: number;
    amount: bigint;
  }[];
}

/** Pending rewards per validator (stored form) from DelegationTotalRewards, in OPT_DENOM. */
async function rewardsOf(node: CosmosNode, onChain: string): Promise<Map<string, bigint>> {
  const answer = await node.queries.distribution.delegationTotalRewards(onChain);
  return new Map(
    answer.rewards.map((r) => [
      storedValidator(r.validatorAddress),
      r.reward
        .filter((c) => c.denom === node.config.denom)
        .reduce((sum, c) => sum + wholeOfDec(c.amount), 0n),
    ]),
  );
}

/** Reads a delegator's delegations, unbondings, moves and rewards from the node. */
export async function readStake(node: CosmosNode, delegator: string): Promise<StakeSnapshot> {
  const { staking } = node.queries;
  const onChain = accountOn(node.config, delegator);
  const empty = { redelegationResponses: [] } as unknown as QueryRedelegationsResponse;
  const [delegations, unbondings, moves, rewards] = await Promise.all([
    allPages((key) => staking.delegatorDelegations(onChain, key)),
    allPages((key) => staking.delegatorUnbondingDelegations(onChain, key)),
    allPages((key) => orNothing(staking.redelegations(onChain, '', '', key), empty)),
    rewardsOf(node, onChain),
  ]);
  return {
    delegator,
    delegations: delegations
      .flatMap((p) => p.delegationResponses)
      .filter((d) => d.balance && d.balance.denom === node.config.denom)
      .map((d) => {
        const validator = storedValidator(d.delegation.validatorAddress);
        return {
          validator,
          amount: BigInt(d.balance.amount),
          rewards: rewards.get(validator) ?? 0n,
        };
      })
      .filter((d) => d.amount > 0n),
    unbondings: unbondings
      .flatMap((p) => p.unbondingResponses)
      .flatMap((u) =>
        u.entries.map((e) => ({
          validator: storedValidator(u.validatorAddress),
          creationHeight: Number(e.creationHeight),
          completionTime: msOf(e.completionTime),
          initialBalance: BigInt(e.initialBalance),
          balance: BigInt(e.balance),
        })),
      )
      .filter((u) => u.balance > 0n),
    moves: moves
      .flatMap((p) => p.redelegationResponses)
      .flatMap((r) =>
        r.entries.map((e) => ({
          fromValidator: storedValidator(r.redelegation.validatorSrcAddress),
          toValidator: storedValidator(r.redelegation.validatorDstAddress),
          creationHeight: Number(e.redelegationEntry.creationHeight),
          completionTime: msOf(e.redelegationEntry.completionTime),
          amount: BigInt(e.balance),
        })),
      ),
  };
}

/** The validator set as the node has it (every status), with OptChain's payout frequencies. */
export interface ChainValidators {
  validators: Validator[];
  /** Seconds between payouts by operator address; a validator not in it: the chain's default. */
  payoutFrequencies: ReadonlyMap<string, number>;
}

export async function readValidators(node: CosmosNode): Promise<ChainValidators> {
  const [pages, payoutFrequencies] = await Promise.all([
    allPages((key) => node.queries.staking.validators('', key)),
    node.payoutFrequencies(),
  ]);
  return { validators: pages.flatMap((p) => p.validators), payoutFrequencies };
}

/** A transaction-level lock: the statements after it see what an earlier holder committed. */
async function lockRows(db: Db, key: string): Promise<void> {
  await db.execute(sql`SELECT pg_advisory_xact_lock(hashtext(${key}))`);
}

/** The rows of one delegator's stake on a chain become the node's (in the block transaction). */
export async function writeStake(
  db: Db,
  chainId: string,
  stake: StakeSnapshot,
  height: number,
): Promise<void> {
  const { delegator } = stake;
  // Two replicas indexing one block write the same rows: one after the other.
  await lockRows(db, `cosmos-stake:${chainId}:${delegator}`);
  const own = (table: typeof ledgerUnbondings | typeof ledgerRedelegations) =>
    and(eq(table.chainId, chainId), eq(table.delegator, delegator));
  const kept = stake.delegations.map((d) => d.validator);
  // Delegations keep their row (and its order, `seq`) while they last.
  await db.delete(ledgerDelegations).where(
    and(
      eq(ledgerDelegations.chainId, chainId),
      eq(ledgerDelegations.delegator, delegator),
      kept.length > 0
        ? sql`${ledgerDelegations.validator} NOT IN (${sql.join(
            kept.map((v) => sql`${v}`),
            sql`, `,
          )})`
        : sql`true`,
    ),
  );
  for (const d of stake.delegations) {
    await db
      .insert(ledgerDelegations)
      .values({
        chainId,
        delegator,
        validator: d.validator,
        amount: d.amount,
        rewards: d.rewards,
        rewardsHeight: height,
      })
      .onConflictDoUpdate({
        target: [
          ledgerDelegations.chainId,
          ledgerDelegations.delegator,
          ledgerDelegations.validator,
        ],
        set: { amount: d.amount, rewards: d.rewards, rewardsHeight: height },
      });
  }
  await db.delete(ledgerUnbondings).where(own(ledgerUnbondings));
  // One row per (validator, creation height): entries of one height are one (as SDK 0.50 merges).
  const unbondings = new Map<string, StakeSnapshot['unbondings'][number]>();
  for (const u of stake.unbondings) {
    const key = `${u.validator}:${u.creationHeight}`;
    const known = unbondings.get(key);
    unbondings.set(
      key,
      known
        ? {
            ...known,
            balance: known.balance + u.balance,
            initialBalance: known.initialBalance + u.initialBalance,
          }
        : u,
    );
  }
  for (const u of unbondings.values()) {
    const hashes = await hashesOf(
      db,
      chainId,
      'undelegate',
      delegator,
      u.validator,
      u.creationHeight,
    );
    await db.insert(ledgerUnbondings).values({ chainId, delegator, ...u, txHashes: hashes });
  }
  await db.delete(ledgerRedelegations).where(own(ledgerRedelegations));
  const ids = new Set<string>();
  for (const [i, m] of stake.moves.entries()) {
    // The move's transaction hash when the index has it (the screen links it), else a stable key.
    const [hash] = await hashesOf(
      db,
      chainId,
      'moveDelegation',
      delegator,
      m.toValidator,
      m.creationHeight,
    );
    const id =
      hash && !ids.has(hash)
        ? hash
        : `${delegator}:${m.fromValidator}:${m.toValidator}:${m.creationHeight}:${i}`;
    ids.add(id);
    await db.insert(ledgerRedelegations).values({ chainId, id, delegator, ...m });
  }
}

/** The hashes of the delegator's transactions of a kind with a validator in a block. */
async function hashesOf(
  db: Db,
  chainId: string,
  type: 'undelegate' | 'moveDelegation',
  delegator: string,
  validator: string,
  height: number,
): Promise<string[]> {
  const rows = await db
    .select({ hash: ledgerTransactions.hash })
    .from(ledgerTransactions)
    .where(
      and(
        eq(ledgerTransactions.chainId, chainId),
        eq(ledgerTransactions.type, type),
        eq(ledgerTransactions.fromAddress, delegator),
        eq(ledgerTransactions.validator, validator),
        eq(ledgerTransactions.height, height),
      ),
    )
    .orderBy(ledgerTransactions.seq);
  return rows.map((r) => r.hash);
}

const statusOf = (v: Validator) =>
  v.jailed ? 'jailed' : v.status === BondStatus.BOND_STATUS_BONDED ? 'active' : 'inactive';

/**
 * The chain's validator rows become the node's set (in the block transaction). A validator keeps
 * the height the index first saw it at (`created_height`, the order of equal voting power); the
 * fields the SDK's staking query has no word for are uptime (the slashing module's: 100% here)
 * and the payout frequency (OptChain's payout_schedules query; the chain's default elsewhere). Monikers are unique per chain here
 * but not on an SDK chain: a repeated one is told apart by its operator address's end.
 */
export async function writeValidators(
  db: Db,
  chainId: string,
  { validators, payoutFrequencies }: ChainValidators,
  height: number,
): Promise<void> {
  await lockRows(db, `cosmos-validators:${chainId}`);
  const known = new Map(
    (
      await queryRows<{ operator_address: string; created_height: number }>(
        db,
        sql`SELECT operator_address, created_height FROM ledger_validators WHERE chain_id = ${chainId}`,
      )
    ).map((r) => [r.operator_address, Number(r.created_height)]),
  );
  await db.delete(ledgerValidators).where(eq(ledgerValidators.chainId, chainId));
  const monikers = new Set<string>();
  for (const v of validators) {
    const operator = storedValidator(v.operatorAddress);
    let moniker = v.description?.moniker || operator;
    if (monikers.has(moniker.toLowerCase())) moniker = `${moniker} (${operator.slice(-6)})`;
    monikers.add(moniker.toLowerCase());
    await db.insert(ledgerValidators).values({
      chainId,
      operatorAddress: operator,
      accountAddress: storedAccount(operator),
      moniker,
      details: v.description?.details ?? '',
      commissionBps: bpsOfDec(v.commission?.commissionRates?.rate ?? '0'),
      uptimeBps: 10_000,
      status: statusOf(v),
      tokens: BigInt(v.tokens || '0'),
      rewardPayoutFrequencySeconds:
        payoutFrequencies.get(v.operatorAddress) ??
        LEDGER_CONFIG.defaultRewardPayoutFrequencySeconds,
      // Nothing is settled locally on a node's chain (settle.ts): no payout is scheduled here.
      nextPayoutAt: 0,
      accruedRewards: 0n,
      accrualRemainder: 0n,
      accruedHeight: height,
      createdHeight: known.get(operator) ?? height,
    });
  }
}

/** Delegators of the chain whose rewards are REWARDS_EVERY_BLOCKS old at `height`, oldest first. */
export async function staleRewardDelegators(
  db: Db,
  chainId: string,
  height: number,
): Promise<string[]> {
  const rows = await queryRows<{ delegator: string }>(
    db,
    sql`SELECT delegator FROM ledger_delegations
      WHERE chain_id = ${chainId}
      GROUP BY delegator
      HAVING min(coalesce(rewards_height, 0)) <= ${height - REWARDS_EVERY_BLOCKS}
      ORDER BY min(coalesce(rewards_height, 0)), delegator
      LIMIT ${REWARDS_BATCH}`,
  );
  return rows.map((r) => r.delegator);
}

/** Reads the rewards of the delegators from the node and writes them (one transaction). */
export async function refreshRewards(
  db: Db,
  node: CosmosNode,
  delegators: readonly string[],
  height: number,
): Promise<void> {
  const read = await Promise.all(
    delegators.map(async (d) => [d, await rewardsOf(node, accountOn(node.config, d))] as const),
  );
  const { chainId } = node.config;
  await db.transaction(async (trx) => {
    const tx = trx as unknown as Db;
    for (const [delegator, rewards] of read) {
      // Validator -> amount; a delegation the node no longer rewards has 0.
      const byValidator = JSON.stringify(
        Object.fromEntries([...rewards].map(([v, r]) => [v, r.toString()])),
      );
      await tx
        .update(ledgerDelegations)
        .set({
          rewards: sql`coalesce((${byValidator}::jsonb ->> ${ledgerDelegations.validator})::numeric, 0)`,
          rewardsHeight: height,
        })
        .where(
          and(eq(ledgerDelegations.chainId, chainId), eq(ledgerDelegations.delegator, delegator)),
        );
    }
  });
}

/**
 * Every delegator's rewards read again now, in batches: after a devnet advance the rewards
 * jumped with the clock, and a claim previewed right after must see them.
 */
export async function refreshEveryReward(db: Db, node: CosmosNode): Promise<void> {
  const { chainId } = node.config;
  const [state] = await queryRows<{ height: unknown }>(
    db,
    sql`SELECT height FROM cosmos_index_state WHERE chain_id = ${chainId}`,
  );
  const height = Number(state?.height ?? 0);
  const rows = await queryRows<{ delegator: string }>(
    db,
    sql`SELECT DISTINCT delegator FROM ledger_delegations WHERE chain_id = ${chainId}`,
  );
  const delegators = rows.map((r) => r.delegator);
  for (let i = 0; i < delegators.length; i += REWARDS_BATCH) {
    await refreshRewards(db, node, delegators.slice(i, i + REWARDS_BATCH), height);
  }
}
