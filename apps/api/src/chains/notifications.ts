import type { JournalEntry, TxRecord } from '@optwallet/ledger';
import { formatMoniker } from '@optwallet/domain';
import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../db/client';
import { ledgerValidators, notifications } from '../db/schema';
import { newId } from '../lib/crypto';
import type { Deps } from '../deps';
import { notify } from '../lib/notify';
import { type AddressOwner, displayName, ownersOf } from '../lib/address-owners';
import { display } from './wire';

/**
 * One settlement run: a chain brought up to now, possibly in several bounded transactions. Its
 * reward payouts make one 'rewards_distributed' notification per user, chain and token with the
 * running total (rewritten by each transaction of the run), not one per payout.
 */
export interface SettleRun {
  rewards: Map<string, { id: string; userId: string; amount: bigint; last: TxRecord }>;
}

export function newSettleRun(): SettleRun {
  return { rewards: new Map() };
}

/**
 * The receiver's 'funds_received' text for a send from a product user; the sender's memo rides
 * along like Venmo's note: "Ana sent you 5 OPT: 'for lunch'".
 */
export function fundsReceivedMessage(
  sender: Pick<AddressOwner, 'firstName' | 'lastName' | 'username'>,
  tx: Pick<TxRecord, 'chainId' | 'denom' | 'amount' | 'symbol' | 'memo'>,
): string {
  const sent = `${displayName(sender)} sent you ${display(tx.chainId, tx.denom, tx.amount)} ${tx.symbol}`;
  const memo = tx.memo.trim();
  return memo ? `${sent}: '${memo}'` : `${sent}.`;
}

/**
 * Notifications for what one settling transaction wrote, in that transaction:
 * - an undelegate that turned 'success': 'unbonding_completed';
 * - a stake move (moveDelegation) that turned 'success' (its grace period over): 'move_completed';
 * - reward payouts: 'rewards_distributed', per user, chain and token, for the whole run.
 */
export async function notifySettled(
  deps: Deps,
  db: Db,
  written: readonly TxRecord[],
  entries: readonly JournalEntry[],
  run: SettleRun,
) {
  const latest = new Map<string, TxRecord>();
  for (const tx of written) latest.set(tx.hash, tx);
  const unbonded = [...latest.values()].filter(
    (t) => t.type === 'undelegate' && t.status === 'success',
  );
  const moved = [...latest.values()].filter(
    (t) => t.type === 'moveDelegation' && t.status === 'success',
  );
  const rewards = [...latest.values()].filter((t) => t.type === 'distribution');
  if (unbonded.length + moved.length + rewards.length === 0) return;

  const owners = await ownersOf(db, [
    ...unbonded.map((t) => t.from),
    ...moved.map((t) => t.from),
    ...rewards.map((t) => t.to),
  ]);
  const now = deps.clock();

  for (const tx of unbonded) {
    const owner = owners.get(tx.from);
    if (!owner) continue;
    // What reached the delegator: the entry's balance after any partial cancel, not the request.
    const paid = entries
      .filter((e) => e.txHash === tx.hash)
      .flatMap((e) => e.postings)
      .filter((p) => p.account === tx.from && p.amount > 0n)
      .reduce((sum, p) => sum + p.amount, 0n);
    await notify(db, now, {
      userId: owner.userId,
      type: 'unbonding_completed',
      title: 'Unstaking completed',
      message: `${display(tx.chainId, tx.denom, paid)} ${tx.symbol} finished unbonding and is available again.`,
      data: { transaction_hash: tx.hash, chainId: tx.chainId, symbol: tx.symbol },
    });
  }

  const monikers = await monikersOf(db, moved);
  for (const tx of moved) {
    const owner = owners.get(tx.from);
    if (!owner) continue;
    const to = tx.toValidator ?? '';
    await notify(db, now, {
      userId: owner.userId,
      type: 'move_completed',
      title: 'Stake move completed',
      message: `Your stake move of ${display(tx.chainId, tx.denom, tx.amount)} ${tx.symbol} to ${monikers.get(`${tx.chainId}\u0000${to}`) ?? to} is complete.`,
      data: { transaction_hash: tx.hash, chainId: tx.chainId, symbol: tx.symbol },
    });
  }

  const touched = new Set<string>();
  for (const tx of rewards) {
    const owner = owners.get(tx.to);
    if (!owner) continue;
    const key = `${owner.userId}\u0000${tx.chainId}\u0000${tx.denom}`;
    const total = run.rewards.get(key) ?? {
      id: newId(),
      userId: owner.userId,
      amount: 0n,
      last: tx,
    };
    run.rewards.set(key, { ...total, last: tx, amount: total.amount + tx.amount });
    touched.add(key);
  }
  for (const key of touched) {
    const { id, userId, last, amount } = run.rewards.get(key) ?? {};
    if (!id || !userId || !last || amount === undefined) continue;
    const row = {
      id,
      userId,
      type: 'rewards_distributed',
      title: 'Rewards distributed',
      body: `You received ${display(last.chainId, last.denom, amount)} ${last.symbol} in staking rewards.`,
      data: { transaction_hash: last.hash, chainId: last.chainId, symbol: last.symbol },
      createdAt: now,
    };
    await db
      .insert(notifications)
      .values(row)
      .onConflictDoUpdate({ target: notifications.id, set: { body: row.body, data: row.data } });
  }
}

/** The names of the validators completed moves went to, by chain and operator address. */
async function monikersOf(db: Db, moved: readonly TxRecord[]): Promise<Map<string, string>> {
  const names = new Map<string, string>();
  for (const chainId of new Set(moved.map((t) => t.chainId))) {
    const operators = moved.flatMap((t) =>
      t.chainId === chainId && t.toValidator ? [t.toValidator] : [],
    );
    const rows = await db
      .select({ operator: ledgerValidators.operatorAddress, moniker: ledgerValidators.moniker })
      .from(ledgerValidators)
      .where(
        and(
          eq(ledgerValidators.chainId, chainId),
          inArray(ledgerValidators.operatorAddress, operators),
        ),
      );
    for (const row of rows)
      names.set(`${chainId}\u0000${row.operator}`, formatMoniker(row.moniker));
  }
  return names;
}

/** 'funds_received' to the receiver when it is a product wallet (not a send to oneself). */
export async function notifyFundsReceived(
  deps: Deps,
  db: Db,
  owners: Map<string, AddressOwner>,
  tx: Pick<TxRecord, 'from' | 'to' | 'chainId' | 'denom' | 'amount' | 'symbol' | 'hash' | 'memo'>,
) {
  const receiver = owners.get(tx.to);
  const sender = owners.get(tx.from);
  if (!receiver || sender?.userId === receiver.userId) return;
  await notify(db, deps.clock(), {
    userId: receiver.userId,
    type: 'funds_received',
    title: 'Funds received',
    message: sender
      ? fundsReceivedMessage(sender, tx)
      : `You received ${display(tx.chainId, tx.denom, tx.amount)} ${tx.symbol}.`,
    data: { transaction_hash: tx.hash, chainId: tx.chainId, symbol: tx.symbol },
  });
}
