import { SigningStargateClient } from '@cosmjs/stargate';
import { runDueAt } from '@optwallet/domain';
import { and, asc, eq, isNull, lte } from 'drizzle-orm';
import { cosmosRecurringSends } from '../../db/schema';
import type { Deps } from '../../deps';
import { displayName, ownersOf } from '../../lib/address-owners';
import { notify } from '../../lib/notify';
import type { ChainJob } from '../gateway';
import { display } from '../presentation';
import { accountOn, feeForGas } from './messages';
import type { CosmosNode } from './node-client';
import { type PhraseKey } from './phrase-key';
import { schedulerOf, topUpOnDevnet } from './product-accounts';
import { RUN_GAS, runMessage } from './recurring-grants';

/**
 * Recurring sends' job ("recurring sends <chain>", one job list): each schedule whose next run
 * is due by the chain's clock (its latest block's time: a devnet advance makes runs fall due) is
 * run once a pass, as a MsgExec of a MsgSend from the wallet to the recipient, signed and paid by
 * the scheduler account. A run the wallet cannot pay (its balance below the amount, or the node
 * refusing the exec) is retried once, RETRY_MS of chain time later; failing again, that run is
 * marked failed and the schedule goes on to its next run. The sender is told of each run and of
 * a failed one; the recipient's "Funds received" is the follower's, as for any send.
 */

/** Between passes: a minute, on the devnet 5 s. */
const everyMs = (devnet: boolean) => (devnet ? 5_000 : 60_000);

/** A failed run's retry: an hour of chain time later, on the devnet 10 s. */
const retryMs = (devnet: boolean) => (devnet ? 10_000 : 3_600_000);

/** Schedules a pass runs (each exec waits for its block): more wait for the next pass. */
const RUNS_PER_PASS = 50;

type Row = typeof cosmosRecurringSends.$inferSelect;

export function recurringSendJobs(deps: Deps, node: CosmosNode): ChainJob[] {
  const scheduler = schedulerOf(node);
  if (!scheduler) return [];
  return [
    {
      name: `recurring sends ${node.config.chainId}`,
      everyMs: everyMs(deps.config.devnet),
      run: async () => void (await runDue(deps, node, await scheduler)),
    },
  ];
}

async function runDue(deps: Deps, node: CosmosNode, scheduler: PhraseKey): Promise<void> {
  const chainNow = Date.parse((await node.reader.getBlock()).header.time);
  const due = await deps.db
    .select()
    .from(cosmosRecurringSends)
    .where(
      and(
        eq(cosmosRecurringSends.chainId, node.config.chainId),
        isNull(cosmosRecurringSends.cancelledAt),
        lte(cosmosRecurringSends.nextRunAt, chainNow),
      ),
    )
    .orderBy(asc(cosmosRecurringSends.nextRunAt))
    .limit(RUNS_PER_PASS);
  let failed: Error | undefined;
  for (const row of due) {
    try {
      await runOne(deps, node, scheduler, row, chainNow);
    } catch (error) {
      // A node that did not answer: the run stays due for the next pass; others go on.
      deps.logger.warn({ err: error, schedule: row.id }, 'recurring send did not run');
      failed ??= error instanceof Error ? error : new Error(String(error));
    }
  }
  if (failed) throw failed;
}

/** The due time of the run after `done` runs; null when the schedule has no more. */
const dueAfter = (row: Row, done: number) =>
  done >= row.runs ? null : runDueAt(row.startedAt, row.every as 'week' | 'month', done + 1);

/** Makes the run: answers the refusal's reason, or undefined when it sent. */
async function exec(
  node: CosmosNode,
  scheduler: PhraseKey,
  row: Row,
): Promise<{ error: string } | { hash: string }> {
  const { config } = node;
  const from = accountOn(config, row.wallet);
  if ((await node.balance(from)) < row.amount) return { error: 'Not enough OPT in the wallet' };
  const fee = feeForGas(config, RUN_GAS);
  await topUpOnDevnet(node, scheduler, 10n * fee);
  const client = SigningStargateClient.createWithSigner(node.comet, scheduler.wallet, {
    broadcastPollIntervalMs: 100,
  });
  const message = runMessage(config, {
    grantee: scheduler.address,
    from,
    to: accountOn(config, row.recipient),
    amount: row.amount,
  });
  const result = await client.signAndBroadcast(
    scheduler.address,
    [message],
    { amount: [{ denom: config.denom, amount: fee.toString() }], gas: String(RUN_GAS) },
    '',
  );
  if (result.code !== 0) return { error: `The chain refused the send: ${result.rawLog ?? ''}` };
  return { hash: result.transactionHash };
}

async function runOne(
  deps: Deps,
  node: CosmosNode,
  scheduler: PhraseKey,
  row: Row,
  chainNow: number,
): Promise<void> {
  const outcome = await exec(node, scheduler, row);
  const where = eq(cosmosRecurringSends.id, row.id);
  const run = row.sent + row.failed + 1;
  if ('hash' in outcome) {
    await deps.db
      .update(cosmosRecurringSends)
      .set({
        sent: row.sent + 1,
        attempt: 0,
        nextRunAt: dueAfter(row, run),
        lastRunAt: chainNow,
        lastRunStatus: 'sent',
        lastError: null,
        lastHash: outcome.hash,
      })
      .where(where);
    await tellSender(deps, node, row, run, outcome.hash, undefined);
    return;
  }
  const retrying = row.attempt === 0;
  await deps.db
    .update(cosmosRecurringSends)
    .set({
      attempt: retrying ? 1 : 0,
      failed: retrying ? row.failed : row.failed + 1,
      nextRunAt: retrying ? chainNow + retryMs(deps.config.devnet) : dueAfter(row, run),
      lastRunAt: chainNow,
      lastRunStatus: retrying ? 'retrying' : 'failed',
      lastError: outcome.error,
      lastHash: null,
    })
    .where(where);
  if (!retrying) await tellSender(deps, node, row, run, undefined, outcome.error);
}

/** The sender's notification of a run made, or failed after its retry. */
async function tellSender(
  deps: Deps,
  node: CosmosNode,
  row: Row,
  run: number,
  hash: string | undefined,
  error: string | undefined,
): Promise<void> {
  const owners = await ownersOf(deps.db, [row.wallet, row.recipient]);
  const sender = owners.get(row.wallet);
  if (!sender) return;
  const recipient = owners.get(row.recipient);
  const { chainId, denom } = node.config;
  const to = recipient?.username ? `@${recipient.username}` : recipient && displayName(recipient);
  const what = `${display(chainId, denom, row.amount)} OPT to ${to ?? row.recipient}`;
  const which = `run ${run} of ${row.runs}`;
  await notify(deps.db, deps.clock(), {
    userId: sender.userId,
    type: 'recurring_send',
    title: error ? 'Recurring send failed' : 'Recurring send made',
    message: error
      ? `Your recurring send of ${what} failed (${which}): ${error}.`
      : `Your recurring send of ${what} was made (${which}).`,
    data: { chainId, symbol: 'OPT', ...(hash ? { transaction_hash: hash } : {}) },
  });
}
