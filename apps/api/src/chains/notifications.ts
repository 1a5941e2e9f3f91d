import type { TxRecord } from '@optwallet/ledger';
import { formatMoniker } from '@optwallet/domain';
import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../db/client';
import { ledgerValidators } from '../db/schema';
import type { Deps } from '../deps';
import { notify } from '../lib/notify';
import { type AddressOwner, displayName } from '../lib/address-owners';
import { display } from './presentation';

/**
 * The receiver's 'funds_received' text for a send from a product user; the sender's memo rides
 * along like Venmo's note: "Ana sent you 5 OPT: 'for lunch'".
 */
function fundsReceivedMessage(
  sender: Pick<AddressOwner, 'firstName' | 'lastName' | 'username'>,
  tx: Pick<TxRecord, 'chainId' | 'denom' | 'amount' | 'symbol' | 'memo'>,
): string {
  const sent = `${displayName(sender)} sent you ${display(tx.chainId, tx.denom, tx.amount)} ${tx.symbol}`;
  const memo = tx.memo.trim();
  return memo ? `${sent}: '${memo}'` : `${sent}.`;
}

/** A pending stake change the chain completed, as the follower read it from a block. */
export type CompletedStake = Pick<
  TxRecord,
  'hash' | 'type' | 'from' | 'chainId' | 'denom' | 'amount' | 'toValidator'
> & { symbol: string };

/**
 * Tells the delegator an unstake finished unbonding ('unbonding_completed', the amount that came
 * back, a partial cancel's rest) or a stake move's grace period ended ('move_completed').
 */
export async function notifyStakeCompleted(
  deps: Deps,
  db: Db,
  owners: Map<string, AddressOwner>,
  tx: CompletedStake,
) {
  const owner = owners.get(tx.from);
  if (!owner) return;
  const what = `${display(tx.chainId, tx.denom, tx.amount)} ${tx.symbol}`;
  const data = { transaction_hash: tx.hash, chainId: tx.chainId, symbol: tx.symbol };
  if (tx.type === 'undelegate') {
    await notify(db, deps.clock(), {
      userId: owner.userId,
      type: 'unbonding_completed',
      title: 'Unstaking completed',
      message: `${what} finished unbonding and is available again.`,
      data,
    });
    return;
  }
  const to = tx.toValidator ?? '';
  const monikers = await monikersOf(db, [{ chainId: tx.chainId, toValidator: to }]);
  await notify(db, deps.clock(), {
    userId: owner.userId,
    type: 'move_completed',
    title: 'Stake move completed',
    message: `Your stake move of ${what} to ${monikers.get(`${tx.chainId}\u0000${to}`) ?? to} is complete.`,
    data,
  });
}

/**
 * One 'rewards_distributed' per person, chain and token for the payouts of one block (a block
 * pays each validator's delegators at most once; a long advance makes a few bounded blocks), with
 * the block's total, not one per payout.
 */
export async function notifyRewards(
  deps: Deps,
  db: Db,
  owners: Map<string, AddressOwner>,
  payouts: readonly Pick<TxRecord, 'hash' | 'to' | 'chainId' | 'denom' | 'amount' | 'symbol'>[],
) {
  const totals = new Map<
    string,
    { userId: string; amount: bigint; last: (typeof payouts)[number] }
  >();
  for (const payout of payouts) {
    const owner = owners.get(payout.to);
    if (!owner || payout.amount <= 0n) continue;
    const key = `${owner.userId}\u0000${payout.chainId}\u0000${payout.denom}`;
    const total = totals.get(key)?.amount ?? 0n;
    totals.set(key, { userId: owner.userId, amount: total + payout.amount, last: payout });
  }
  for (const { userId, amount, last } of totals.values()) {
    await notify(db, deps.clock(), {
      userId,
      type: 'rewards_distributed',
      title: 'Rewards distributed',
      message: `You received ${display(last.chainId, last.denom, amount)} ${last.symbol} in staking rewards.`,
      data: { transaction_hash: last.hash, chainId: last.chainId, symbol: last.symbol },
    });
  }
}

/** The names of the validators completed moves went to, by chain and operator address. */
async function monikersOf(
  db: Db,
  moved: readonly Pick<TxRecord, 'chainId' | 'toValidator'>[],
): Promise<Map<string, string>> {
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
