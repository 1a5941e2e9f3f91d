import type { JournalEntry, TxRecord } from '@optwallet/ledger';
import type { Db } from '../../db/client';
import type { Deps } from '../../lib/http';
import { notify } from '../notifications';
import { displayName, ownersOf } from './owners';
import { display } from './wire';

/**
 * Notifications for what one chain call wrote, in the same database transaction:
 * - a send to a product user: 'funds_received' (written when the send is accepted);
 * - an undelegate that turned 'success': 'unbonding_completed' (when a call settles it);
 * - reward payouts: 'rewards_distributed', one per user, chain and call (an advance over weeks
 *   of hourly payouts gives one notification with the total, not hundreds).
 */
export async function notifySettled(
  deps: Deps,
  db: Db,
  written: readonly TxRecord[],
  entries: readonly JournalEntry[],
) {
  const latest = new Map<string, TxRecord>();
  for (const tx of written) latest.set(tx.hash, tx);
  const sends = [...latest.values()].filter((t) => t.type === 'send' && t.from !== t.to);
  const unbonded = [...latest.values()].filter(
    (t) => t.type === 'undelegate' && t.status === 'success',
  );
  const rewards = [...latest.values()].filter((t) => t.type === 'distribution');
  if (sends.length + unbonded.length + rewards.length === 0) return;

  const owners = await ownersOf(db, [
    ...sends.flatMap((t) => [t.to, t.from]),
    ...unbonded.map((t) => t.from),
    ...rewards.map((t) => t.to),
  ]);
  const now = deps.clock();

  for (const tx of sends) {
    const receiver = owners.get(tx.to);
    if (!receiver) continue;
    const sender = owners.get(tx.from);
    const amount = `${display(tx.chainId, tx.denom, tx.amount)} ${tx.symbol}`;
    await notify(db, now, {
      userId: receiver.userId,
      type: 'funds_received',
      title: 'Funds received',
      message: sender
        ? `${displayName(sender)} sent you ${amount}.`
        : `You received ${amount} from ${tx.from}.`,
      data: { transaction_hash: tx.hash, chainId: tx.chainId, symbol: tx.symbol },
    });
  }

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

  const totals = new Map<string, { userId: string; last: TxRecord; amount: bigint }>();
  for (const tx of rewards) {
    const owner = owners.get(tx.to);
    if (!owner) continue;
    const key = `${owner.userId}\u0000${tx.chainId}\u0000${tx.denom}`;
    const total = totals.get(key) ?? { userId: owner.userId, last: tx, amount: 0n };
    totals.set(key, { ...total, last: tx, amount: total.amount + tx.amount });
  }
  for (const { userId, last, amount } of totals.values()) {
    await notify(db, now, {
      userId,
      type: 'rewards_distributed',
      title: 'Rewards distributed',
      message: `You received ${display(last.chainId, last.denom, amount)} ${last.symbol} in staking rewards.`,
      data: { transaction_hash: last.hash, chainId: last.chainId, symbol: last.symbol },
    });
  }
}
