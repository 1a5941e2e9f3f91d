import type { Deps } from '../../deps';
import { displayName } from '../../lib/address-owners';
import { requireUser } from '../identity';
import { publish } from '../events';
import { notify } from '../notifications';
import { type RequestRow, displayAmount } from './records';

/** What happened to a request: every state change of modules/requests goes through here. */
export type RequestChange = 'created' | 'paid' | 'declined' | 'cancelled' | 'expired';

/**
 * The one place a request's change is announced, called after the statement that made it
 * (exactly once per change: each caller only calls it when its own conditional statement won).
 * The payer hears of a new request, the requester of a payment or a decline, both of an expiry;
 * a cancel tells nobody (it only takes the request off the payer's list).
 * Both people's open apps hear a `request` event (modules/events), so the other side's list,
 * "You and Ana" and bell change live.
 */
export async function requestChanged(
  deps: Deps,
  now: Date,
  row: RequestRow,
  change: RequestChange,
): Promise<void> {
  for (const userId of [row.requesterId, row.payerId])
    await publish(deps, userId, { kind: 'request', requestId: row.id });
  const what = `${displayAmount(row)} ${row.symbol}`;
  if (change === 'created') {
    const requester = await requireUser(deps.db, row.requesterId);
    const asked = `${displayName(requester)} asked you for ${what}`;
    await notify(deps.db, now, {
      userId: row.payerId,
      type: 'payment_requested',
      title: 'Payment request',
      message: row.memo ? `${asked}: '${row.memo}'` : `${asked}.`,
      data: {
        user_id: row.requesterId,
        chainId: row.chainId,
        symbol: row.symbol,
        request_id: row.id,
      },
    });
  } else if (change === 'expired') {
    const [requester, payer] = await Promise.all([
      requireUser(deps.db, row.requesterId),
      requireUser(deps.db, row.payerId),
    ]);
    const data = { chainId: row.chainId, symbol: row.symbol, request_id: row.id };
    await notify(deps.db, now, {
      userId: row.requesterId,
      type: 'payment_request_expired',
      title: 'Request expired',
      message: `Your request to ${displayName(payer)} for ${what} expired unpaid.`,
      data: { ...data, user_id: row.payerId },
    });
    await notify(deps.db, now, {
      userId: row.payerId,
      type: 'payment_request_expired',
      title: 'Request expired',
      message: `${displayName(requester)}'s request for ${what} expired.`,
      data: { ...data, user_id: row.requesterId },
    });
  } else if (change === 'paid' || change === 'declined') {
    const payer = await requireUser(deps.db, row.payerId);
    const paid = change === 'paid';
    await notify(deps.db, now, {
      userId: row.requesterId,
      type: paid ? 'payment_request_paid' : 'payment_request_declined',
      title: paid ? 'Request paid' : 'Request declined',
      message: `${displayName(payer)} ${paid ? 'paid' : 'declined'} your request for ${what}.`,
      data: {
        user_id: row.payerId,
        chainId: row.chainId,
        symbol: row.symbol,
        request_id: row.id,
        ...(paid && row.txHash ? { transaction_hash: row.txHash } : {}),
      },
    });
  }
}
