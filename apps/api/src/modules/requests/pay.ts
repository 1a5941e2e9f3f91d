import type { PayPaymentRequestResponse, TransferRequest } from '@optwallet/contract';
import { isNativeChain } from '@optwallet/domain';
import { eq, sql } from 'drizzle-orm';
import { paymentRequests } from '../../db/schema';
import type { Deps } from '../../deps';
import { conflict, invalid } from '../../lib/errors';
import { submitTransfer } from '../money';
import {
  type RequestRow,
  displayAmount,
  firstWalletOf,
  receiverOf,
  recordsOf,
  requestsNow,
  stateAt,
} from './records';
import { notOpen, requireRequest } from './service';
import { requestChanged } from './request-changed';

/**
 * The send that pays a request: exactly its amount, to the requester's address, from the payer's
 * first wallet. Built here from the request, so a client cannot change what it pays.
 */
function sendOf(row: RequestRow, to: string, walletPasscode: string): TransferRequest {
  // Product §5: a memo travels only with a send on the native chain.
  const memo = row.memo && isNativeChain(row.chainId) ? row.memo : '';
  return {
    amount: displayAmount(row),
    chainId: row.chainId,
    symbol: row.symbol,
    to,
    transferType: 'send',
    description: 'Payment request',
    walletPasscode,
    ...(memo ? { memo } : {}),
  };
}

/** As long as the transfer's own Idempotency-Key may be. */
const MAX_PAY_KEY = 200;

const alreadyPaid = () => conflict('This request was already paid.', 'state');

/** Whether `row` was marked paid by the submission that sends `payKey` (none: by nobody's). */
const paidBy = (row: RequestRow, payKey: string | undefined) =>
  payKey !== undefined && row.payKey === payKey;

/**
 * Pays a request made to the caller through the normal send (passcode check, the chain's gateway,
 * idempotency). The send's Idempotency-Key is derived from the request, whatever the client
 * sends: a retry, or a second tab paying at the same moment, finds the first transfer (the
 * ledger's unique request id) instead of making another. The request is then marked paid by a
 * statement that writes its transaction only while it has none, so it is marked once, with the
 * submission's own key (`payKey`, the client's Idempotency-Key): a retry of that submission
 * answers the transfer again, every other one (another tab, a call without a key) hears 409
 * "This request was already paid." and never a success it did not make. A payment that lands
 * after a cancel still marks it paid, since the money moved.
 */
export async function payRequest(
  deps: Deps,
  payerId: string,
  id: string,
  walletPasscode: string,
  payKey: string | undefined,
): Promise<PayPaymentRequestResponse> {
  if (payKey !== undefined && (payKey.length === 0 || payKey.length > MAX_PAY_KEY)) {
    throw invalid('Idempotency-Key', `Idempotency-Key must be 1 to ${MAX_PAY_KEY} characters`);
  }
  const current = await requireRequest(deps, payerId, id, 'payer');
  const before = stateAt(current, await requestsNow(deps));
  if (before === 'paid' && !paidBy(current, payKey)) throw alreadyPaid();
  if (before !== 'open' && before !== 'paid') throw notOpen(before);
  const wallet = await firstWalletOf(deps.db, payerId);
  if (!wallet) throw conflict('Set up your wallet to pay this request');
  const to = await receiverOf(deps.db, current);
  if (!to) throw conflict('The requester has no wallet to receive this payment');
  const transfer = await submitTransfer(
    deps,
    { userId: payerId, walletId: wallet.id, passcode: walletPasscode },
    sendOf(current, to, walletPasscode),
    `payment-request:${current.id}`,
  );
  const now = await requestsNow(deps);
  const [paid] = await deps.db
    .update(paymentRequests)
    .set({ state: 'paid', txHash: transfer.transactionHash, closedAt: now, payKey: payKey ?? null })
    .where(sql`${paymentRequests.id} = ${current.id} AND ${paymentRequests.txHash} IS NULL`)
    .returning();
  if (paid) await requestChanged(deps, now, paid, 'paid');
  const [row] = paid
    ? [paid]
    : await deps.db.select().from(paymentRequests).where(eq(paymentRequests.id, current.id));
  // Another submission marked it first (its transfer is this one: the key is the request's).
  if (!paid && row && !paidBy(row, payKey)) throw alreadyPaid();
  const [request] = await recordsOf(deps.db, payerId, [row ?? current], now);
  if (!request) throw new Error('A paid request vanished');
  return { request, transfer };
}
