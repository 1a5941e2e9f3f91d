import { BroadcastTxError, SigningStargateClient } from '@cosmjs/stargate';
import { TxRaw } from 'cosmjs-types/cosmos/tx/v1beta1/tx';
import { runDueAt } from '@optwallet/domain';
import { and, asc, eq, isNotNull, isNull, lte, or, sql } from 'drizzle-orm';
import { cosmosRecurringSends } from '../../db/schema';
import type { Deps } from '../../deps';
import { displayName, ownersOf } from '../../lib/address-owners';
import { notify } from '../../lib/notify';
import type { ChainJob } from '../gateway';
import { display } from '../presentation';
import { accountOn, feeForGas } from './messages';
import { type CosmosNode, txHashOf } from './node-client';
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
 *
 * A run is paid once. Its transaction is signed at a chosen sequence and its hash recorded
 * (`pending_hash`) before it is broadcast. A run whose block did not come back (the node slow or
 * gone, the API stopped) is looked up by that hash on the next pass: found, it is settled as its
 * block says; not found while the scheduler's sequence has not passed it, the same run is
 * signed again at the same sequence (the same bytes: signing is deterministic) and broadcast
 * again. Only once the chain's sequence is past it and the hash is nowhere can it never land,
 * and the run is made afresh. A pass stops at a run in flight: the next runs would take its
 * sequence. A run in flight when its schedule is stopped is looked up all the same: found, it is
 * settled (and told) as any run; not found, it is never broadcast again.
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
        or(
          and(
            isNull(cosmosRecurringSends.cancelledAt),
            lte(cosmosRecurringSends.nextRunAt, chainNow),
          ),
          // A run in flight when its schedule was stopped: only looked up, to settle it.
          isNotNull(cosmosRecurringSends.pendingHash),
        ),
      ),
    )
    // A run in flight first: it holds the scheduler's next sequence.
    .orderBy(sql`${cosmosRecurringSends.pendingHash} IS NULL`, asc(cosmosRecurringSends.nextRunAt))
    .limit(RUNS_PER_PASS);
  let failed: Error | undefined;
  for (const row of due) {
    try {
      if ((await runOne(deps, node, scheduler, row, chainNow)) === 'in flight') break;
    } catch (error) {
      // A node that did not answer: the run stays due for the next pass; others go on.
      deps.logger.warn({ err: error, schedule: row.id }, 'recurring send did not run');
      failed ??= error instanceof Error ? error : new Error(String(error));
      // A run in flight stays ahead of the others: it holds the scheduler's next sequence.
      if (row.pendingHash !== null) break;
    }
  }
  if (failed) throw failed;
}

/** The due time of the run after `done` runs; null when the schedule has no more. */
const dueAfter = (row: Row, done: number) =>
  done >= row.runs ? null : runDueAt(row.startedAt, row.every as 'week' | 'month', done + 1);

type Outcome = { hash: string } | { error: string } | 'in flight' | 'dropped';

const refusedBy = (log: string | undefined) => `The chain refused the send: ${log ?? ''}`;

/** Makes the run, or settles the one in flight: see the comment at the top. */
async function exec(
  deps: Deps,
  node: CosmosNode,
  scheduler: PhraseKey,
  row: Row,
): Promise<Outcome> {
  const { config } = node;
  const client = SigningStargateClient.createWithSigner(node.comet, scheduler.wallet, {
    broadcastPollIntervalMs: 100,
  });
  if (row.pendingHash !== null) {
    const landed = await client.getTx(row.pendingHash);
    if (landed)
      return landed.code === 0 ? { hash: landed.hash } : { error: refusedBy(landed.rawLog) };
    // Stopped while in flight: not broadcast again. The next run of any schedule takes the
    // sequence, and the old bytes can then never land.
    if (row.cancelledAt !== null) return 'dropped';
  }
  const { accountNumber, sequence: chainSequence } = await client.getSequence(scheduler.address);
  const again = row.pendingSequence !== null && row.pendingSequence >= chainSequence;
  const from = accountOn(config, row.wallet);
  if (!again && (await node.balance(from)) < row.amount) {
    return { error: 'Not enough OPT in the wallet' };
  }
  const fee = feeForGas(config, RUN_GAS);
  await topUpOnDevnet(node, scheduler, 10n * fee);
  const message = runMessage(config, {
    grantee: scheduler.address,
    from,
    to: accountOn(config, row.recipient),
    amount: row.amount,
  });
  const sequence = again && row.pendingSequence !== null ? row.pendingSequence : chainSequence;
  const signed = await client.sign(
    scheduler.address,
    [message],
    { amount: [{ denom: config.denom, amount: fee.toString() }], gas: String(RUN_GAS) },
    '',
    { accountNumber, sequence, chainId: config.chainId },
  );
  const bytes = TxRaw.encode(signed).finish();
  const hash = txHashOf(bytes);
  await deps.db
    .update(cosmosRecurringSends)
    .set({ pendingHash: hash, pendingSequence: sequence })
    .where(eq(cosmosRecurringSends.id, row.id));
  try {
    const result = await client.broadcastTx(bytes);
    return result.code === 0 ? { hash } : { error: refusedBy(result.rawLog) };
  } catch (error) {
    // Refused on entry, a fresh run never reached a block. The same bytes again: the node may
    // hold the first copy (in its mempool, or in a block since the lookup). Anything else (no
    // answer, no block in time): it may yet land.
    if (error instanceof BroadcastTxError && !again) return { error: refusedBy(error.log) };
    deps.logger.warn({ err: error, schedule: row.id, hash }, 'recurring send in flight');
    return 'in flight';
  }
}

async function runOne(
  deps: Deps,
  node: CosmosNode,
  scheduler: PhraseKey,
  row: Row,
  chainNow: number,
): Promise<'in flight' | undefined> {
  const outcome = await exec(deps, node, scheduler, row);
  if (outcome === 'in flight') return outcome;
  const where = eq(cosmosRecurringSends.id, row.id);
  const settled = { pendingHash: null, pendingSequence: null };
  if (outcome === 'dropped') {
    await deps.db.update(cosmosRecurringSends).set(settled).where(where);
    return undefined;
  }
  const stopped = row.cancelledAt !== null;
  const next = (done: number) => (stopped ? null : dueAfter(row, done));
  const run = row.sent + row.failed + 1;
  if ('hash' in outcome) {
    await deps.db
      .update(cosmosRecurringSends)
      .set({
        sent: row.sent + 1,
        attempt: 0,
        nextRunAt: next(run),
        lastRunAt: chainNow,
        lastRunStatus: 'sent',
        lastError: null,
        lastHash: outcome.hash,
        ...settled,
      })
      .where(where);
    await tellSender(deps, node, row, run, outcome.hash, undefined);
    return undefined;
  }
  const retrying = row.attempt === 0 && !stopped;
  await deps.db
    .update(cosmosRecurringSends)
    .set({
      attempt: retrying ? 1 : 0,
      failed: retrying ? row.failed : row.failed + 1,
      nextRunAt: retrying ? chainNow + retryMs(deps.config.devnet) : next(run),
      lastRunAt: chainNow,
      lastRunStatus: retrying ? 'retrying' : 'failed',
      lastError: outcome.error,
      lastHash: null,
      ...settled,
    })
    .where(where);
  if (!retrying) await tellSender(deps, node, row, run, undefined, outcome.error);
  return undefined;
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
