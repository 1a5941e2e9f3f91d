import { SigningStargateClient } from '@cosmjs/stargate';
import { and, eq, isNull, sql } from 'drizzle-orm';
import { queryRows } from '../../db/client';
import { cosmosAutoCompound } from '../../db/schema';
import type { Db } from '../../db/types';
import type { Deps } from '../../deps';
import type { ChainJob } from '../gateway';
import { type GrantsOnNode, execGas, execMessage, grantsOnNode } from './auto-compound-grants';
import { accountOn, feeForGas, storedValidator, withPrefix } from './messages';
import type { CosmosNode } from './node-client';
import type { PhraseKey } from './phrase-key';
import { restakeOf, topUpOnDevnet } from './product-accounts';

/**
 * Auto-compound's job ("compound rewards <chain>", one job list): for each wallet that turned it
 * on, one MsgExec signed by the restake account (its fee the restake account's) that withdraws
 * the wallet's unclaimed rewards of each granted validator and delegates to each validator what
 * it paid the wallet. OptChain pushes rewards (each validator pays its delegators at its payout
 * frequency), so most of what is compounded is what those payouts credited since the last run
 * (the index's reward rows at later heights); the withdraw right takes what has accrued since a
 * validator's last payout. The total stays within the wallet's balance and the grant's cap.
 */

/** Between runs: 10 minutes, on the devnet 5 s (an advance's payouts are compounded at once). */
const everyMs = (devnet: boolean) => (devnet ? 5_000 : 600_000);

/** Wallets a run compounds (each exec waits for its block): more wait for the next run. */
const WALLETS_PER_RUN = 50;

/** The rewards a run compounds for one validator, and whether its withdraw right is used. */
interface Part {
  validator: string;
  credited: bigint;
  unclaimed: bigint;
}

export function compoundJobs(deps: Deps, node: CosmosNode): ChainJob[] {
  const restake = restakeOf(node);
  if (!restake) return [];
  return [
    {
      name: `compound rewards ${node.config.chainId}`,
      everyMs: everyMs(deps.config.devnet),
      run: async () => void (await compoundAll(deps, node, await restake)),
    },
  ];
}

/**
 * The least a wallet's run compounds: what an exec of one withdrawal and one delegation costs
 * the restake account in fees (17 500 uopt at 0.025uopt): less waits for the next run.
 */
export const minimumCompound = (node: CosmosNode) => feeForGas(node.config, execGas(1, 1));

type Setting = typeof cosmosAutoCompound.$inferSelect;

/**
 * The wallets a run looks at: those it looked at longest ago first (never: first of all), so
 * that beyond `limit` wallets every one has its turn, not the same first ones each run.
 */
export function walletsDue(db: Db, chainId: string, limit: number): Promise<Setting[]> {
  return db
    .select()
    .from(cosmosAutoCompound)
    .where(and(eq(cosmosAutoCompound.chainId, chainId), isNull(cosmosAutoCompound.revokedAt)))
    .orderBy(sql`${cosmosAutoCompound.checkedAt} ASC NULLS FIRST`, cosmosAutoCompound.wallet)
    .limit(limit);
}

async function compoundAll(deps: Deps, node: CosmosNode, restake: PhraseKey): Promise<void> {
  const { chainId } = node.config;
  let failed: Error | undefined;
  for (const setting of await walletsDue(deps.db, chainId, WALLETS_PER_RUN)) {
    try {
      await compoundOne(deps, node, restake, setting);
    } catch (error) {
      // One wallet's failure (its exec refused) does not hold the others; the run reports it.
      deps.logger.warn({ err: error, wallet: setting.wallet }, 'auto-compound failed');
      failed ??= error instanceof Error ? error : new Error(String(error));
    } finally {
      await deps.db
        .update(cosmosAutoCompound)
        .set({ checkedAt: deps.clock().getTime() })
        .where(
          and(
            eq(cosmosAutoCompound.chainId, chainId),
            eq(cosmosAutoCompound.wallet, setting.wallet),
          ),
        );
    }
  }
  if (failed) throw failed;
}

async function compoundOne(
  deps: Deps,
  node: CosmosNode,
  restake: PhraseKey,
  setting: Setting,
): Promise<void> {
  const { config } = node;
  const where = and(
    eq(cosmosAutoCompound.chainId, config.chainId),
    eq(cosmosAutoCompound.wallet, setting.wallet),
  );
  const delegator = accountOn(config, setting.wallet);
  const grants = await grantsOnNode(node, delegator, restake.address);
  if (!grants.stake) {
    // Spent (max_tokens used up), expired or revoked elsewhere: nothing more can be delegated.
    if (setting.capLeft !== 0n) {
      await deps.db.update(cosmosAutoCompound).set({ capLeft: 0n }).where(where);
    }
    return;
  }
  const parts = await rewardsToCompound(deps, node, setting, grants);
  const plan = withinLimits(parts, {
    capLeft: grants.stake.capLeft,
    balance: await node.balance(delegator),
    withdrawing: grants.withdraw !== undefined,
  });
  const total = plan.delegate.reduce((sum, d) => sum + d.amount, 0n);
  if (total < minimumCompound(node)) {
    if (grants.stake.capLeft !== setting.capLeft) {
      await deps.db.update(cosmosAutoCompound).set({ capLeft: grants.stake.capLeft }).where(where);
    }
    return;
  }
  const valoper = (v: string) => withPrefix(v, `${config.bech32Prefix}valoper`);
  const gas = execGas(plan.withdraw.length, plan.delegate.length);
  await topUpOnDevnet(node, restake, 10n * feeForGas(config, gas));
  const client = SigningStargateClient.createWithSigner(node.comet, restake.wallet, {
    broadcastPollIntervalMs: 100,
  });
  const message = execMessage(config, {
    grantee: restake.address,
    delegator,
    withdraw: plan.withdraw.map(valoper),
    delegate: plan.delegate.map((d) => ({ validator: valoper(d.validator), amount: d.amount })),
  });
  const fee = {
    amount: [{ denom: config.denom, amount: feeForGas(config, gas).toString() }],
    gas: String(gas),
  };
  const result = await client.signAndBroadcast(restake.address, [message], fee, '');
  if (result.code !== 0) {
    throw new Error(
      `The compounding of ${setting.wallet} was refused (${result.code}): ${result.rawLog ?? ''}`,
    );
  }
  await deps.db
    .update(cosmosAutoCompound)
    .set({
      compoundedToHeight: result.height,
      lastRunAt: deps.clock().getTime(),
      lastCompounded: total,
      totalCompounded: setting.totalCompounded + total,
      capLeft: grants.stake.capLeft - total,
    })
    .where(where);
}

/**
 * Per granted validator the wallet still stakes with: the rewards its payouts credited the
 * wallet after the last compounded height (the index's `distribution` rows, the wallet's own
 * claims included), and what has accrued since (the node's DelegationRewards: a lower bound of
 * what a withdrawal pays a moment later).
 */
async function rewardsToCompound(
  deps: Deps,
  node: CosmosNode,
  setting: Setting,
  grants: GrantsOnNode,
): Promise<Part[]> {
  const allowed = new Set(grants.stake?.validators.map(storedValidator));
  const validators = setting.validators.split(',').filter((v) => allowed.has(v));
  if (validators.length === 0) return [];
  const credited = await queryRows<{ validator: string; amount: string }>(
    deps.db,
    sql`SELECT validator, sum(amount)::text AS amount FROM ledger_transactions
      WHERE chain_id = ${node.config.chainId} AND to_address = ${setting.wallet}
        AND type = 'distribution' AND status = 'success'
        AND height > ${setting.compoundedToHeight}
        AND validator IN (${sql.join(
          validators.map((v) => sql`${v}`),
          sql`, `,
        )})
      GROUP BY validator`,
  );
  const unclaimed = await node.queries.distribution.delegationTotalRewards(
    accountOn(node.config, setting.wallet),
  );
  const accrued = new Map(
    unclaimed.rewards.map((r) => [
      storedValidator(r.validatorAddress),
      r.reward
        .filter((c) => c.denom === node.config.denom)
        .reduce((sum, c) => sum + BigInt(c.amount || '0') / 10n ** 18n, 0n),
    ]),
  );
  return validators.map((validator) => ({
    validator,
    credited: BigInt(credited.find((row) => row.validator === validator)?.amount ?? '0'),
    unclaimed: accrued.get(validator) ?? 0n,
  }));
}

/**
 * What one exec withdraws and delegates: each validator's credited rewards (within the
 * wallet's balance: rewards it spent are not staked) plus, with the withdraw right, what
 * withdrawing pays; the total within what is left of the cap.
 */
function withinLimits(
  parts: Part[],
  limits: { capLeft: bigint; balance: bigint; withdrawing: boolean },
): { withdraw: string[]; delegate: { validator: string; amount: bigint }[] } {
  let capLeft = limits.capLeft;
  let balance = limits.balance;
  const withdraw: string[] = [];
  const delegate: { validator: string; amount: bigint }[] = [];
  for (const part of parts) {
    const credited = part.credited < balance ? part.credited : balance;
    balance -= credited;
    const withdrawn = limits.withdrawing ? part.unclaimed : 0n;
    if (withdrawn > 0n) withdraw.push(part.validator);
    const wanted = credited + withdrawn;
    const amount = wanted < capLeft ? wanted : capLeft;
    capLeft -= amount;
    if (amount > 0n) delegate.push({ validator: part.validator, amount });
  }
  return { withdraw, delegate };
}
