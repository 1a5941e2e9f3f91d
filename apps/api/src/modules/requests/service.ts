import type {
  PaymentRequest,
  PaymentRequestRecord,
  PaymentRequestsPage,
  PaymentRequestsQuery,
} from '@optwallet/contract';
import { parseAmount, validateRequestAmount } from '@optwallet/domain';
import { and, count, desc, eq, gt, lte, or, type SQL, sql } from 'drizzle-orm';
import { paymentRequests } from '../../db/schema';
import type { Deps } from '../../deps';
import { conflict, forbidden, invalid, notFound } from '../../lib/errors';
import { newId } from '../../lib/crypto';
import { LIMITS, hit } from '../../lib/rate-limit';
import { assetBySymbol } from '../../chains/presentation';
import { isBlockedEitherWay, requireUser } from '../identity';
import {
  REQUEST_LIFETIME_MS,
  type RequestRow,
  firstWalletOf,
  recordsOf,
  requestsNow,
  stateAt,
} from './records';
import { requestChanged } from './request-changed';

/** At most this many open requests from one person to another. */
const MAX_OPEN_REQUESTS_PER_PAYER = 10;
const REQUESTS_PER_PAGE = 20;

const openAt = (now: Date) =>
  and(eq(paymentRequests.state, 'open'), gt(paymentRequests.expiresAt, now));

/**
 * Asks `payerId` for an amount. The amount follows the send rules (the token's decimals, above
 * 0) and the ceiling of PAYMENT_REQUEST_MAX_UNITS of the token (validateRequestAmount, as the
 * Request dialog checks it); the requester needs a wallet to be paid into. Refused between people who blocked each
 * other (403) and past 10 open requests to the same person (409), counted under a lock of the
 * pair so two requests at once cannot both be the tenth.
 */
export async function createRequest(
  deps: Deps,
  requesterId: string,
  payerId: string,
  body: PaymentRequest,
): Promise<PaymentRequestRecord> {
  if (requesterId === payerId) throw invalid('id', 'You cannot request a payment from yourself');
  await requireUser(deps.db, payerId);
  const asset = assetBySymbol(body.chainId, body.symbol);
  if (!asset) throw invalid('symbol', 'Unknown token on this chain');
  const amountError = validateRequestAmount(body.amount, asset);
  if (amountError) throw invalid('amount', amountError.message);
  const amount = parseAmount(body.amount, asset.decimals);
  if (await isBlockedEitherWay(deps.db, requesterId, payerId)) {
    throw forbidden('You cannot request a payment from this user');
  }
  if (!(await firstWalletOf(deps.db, requesterId))) {
    throw conflict('Set up your wallet before you request a payment', 'wallet');
  }
  const now = await requestsNow(deps);
  await hit(
    deps.db,
    deps.clock(),
    `payment-request:${requesterId}:${payerId}`,
    LIMITS.paymentRequestPerPair,
  );
  const row = await deps.db.transaction(async (tx) => {
    await tx.execute(
      sql`SELECT pg_advisory_xact_lock(hashtext(${`payment-requests:${requesterId}:${payerId}`}))`,
    );
    const [open] = await tx
      .select({ n: count() })
      .from(paymentRequests)
      .where(
        and(
          eq(paymentRequests.requesterId, requesterId),
          eq(paymentRequests.payerId, payerId),
          openAt(now),
        ),
      );
    if ((open?.n ?? 0) >= MAX_OPEN_REQUESTS_PER_PAYER) {
      throw conflict(
        `You already have ${MAX_OPEN_REQUESTS_PER_PAYER} open requests to this person. Wait for them to answer or cancel one.`,
      );
    }
    const [inserted] = await tx
      .insert(paymentRequests)
      .values({
        id: newId(),
        requesterId,
        payerId,
        chainId: asset.chainId,
        symbol: asset.symbol,
        amount: amount.toString(),
        memo: body.memo?.trim() ?? '',
        createdAt: now,
        expiresAt: new Date(now.getTime() + REQUEST_LIFETIME_MS),
      })
      .returning();
    return inserted as RequestRow;
  });
  await requestChanged(deps, now, row, 'created');
  const [record] = await recordsOf(deps.db, requesterId, [row], now);
  return record as PaymentRequestRecord;
}

function stateFilter(state: PaymentRequestsQuery['state'], now: Date): SQL | undefined {
  switch (state) {
    case undefined:
      return undefined;
    case 'open':
      return openAt(now);
    case 'expired':
      return or(
        eq(paymentRequests.state, 'expired'),
        and(eq(paymentRequests.state, 'open'), lte(paymentRequests.expiresAt, now)),
      );
    default:
      return eq(paymentRequests.state, state);
  }
}

/** The viewer's requests, newest first: incoming (to pay), outgoing (made), or both. */
export async function listRequests(
  deps: Deps,
  viewerId: string,
  query: {
    direction: 'incoming' | 'outgoing' | 'all';
    state?: string;
    with?: string;
    page: number;
  },
): Promise<PaymentRequestsPage> {
  const now = await requestsNow(deps);
  const incoming = eq(paymentRequests.payerId, viewerId);
  const outgoing = eq(paymentRequests.requesterId, viewerId);
  const mine =
    query.direction === 'incoming'
      ? incoming
      : query.direction === 'outgoing'
        ? outgoing
        : or(incoming, outgoing);
  const other = query.with;
  const between = other
    ? or(
        and(eq(paymentRequests.payerId, viewerId), eq(paymentRequests.requesterId, other)),
        and(eq(paymentRequests.requesterId, viewerId), eq(paymentRequests.payerId, other)),
      )
    : undefined;
  const where = and(mine, between, stateFilter(query.state as PaymentRequestsQuery['state'], now));
  const [total] = await deps.db.select({ n: count() }).from(paymentRequests).where(where);
  const rows = await deps.db
    .select()
    .from(paymentRequests)
    .where(where)
    .orderBy(desc(paymentRequests.createdAt), desc(paymentRequests.id))
    .limit(REQUESTS_PER_PAGE)
    .offset((query.page - 1) * REQUESTS_PER_PAGE);
  const n = total?.n ?? 0;
  return {
    data: await recordsOf(deps.db, viewerId, rows, now),
    current_page: query.page,
    last_page: Math.max(1, Math.ceil(n / REQUESTS_PER_PAGE)),
    per_page: REQUESTS_PER_PAGE,
    total: n,
  };
}

/** A request the viewer takes part in as `role`; anyone else's answers 404 like a missing one. */
export async function requireRequest(
  deps: Deps,
  viewerId: string,
  id: string,
  role: 'payer' | 'requester',
): Promise<RequestRow> {
  const [row] = await deps.db.select().from(paymentRequests).where(eq(paymentRequests.id, id));
  const party = role === 'payer' ? row?.payerId : row?.requesterId;
  if (!row || party !== viewerId) throw notFound('Payment request not found');
  return row;
}

export function notOpen(state: PaymentRequestRecord['state']) {
  return conflict(`This request is ${state} already`, 'state');
}

/**
 * Closes an open request (decline by the payer, cancel by the requester) in one conditional
 * statement: of a decline, a cancel and a payment racing, the first wins and the others hear 409.
 */
async function close(
  deps: Deps,
  viewerId: string,
  id: string,
  to: 'declined' | 'cancelled',
): Promise<PaymentRequestRecord> {
  const role = to === 'declined' ? 'payer' : 'requester';
  const current = await requireRequest(deps, viewerId, id, role);
  const now = await requestsNow(deps);
  const [row] = await deps.db
    .update(paymentRequests)
    .set({ state: to, closedAt: now })
    .where(and(eq(paymentRequests.id, id), openAt(now), sql`${paymentRequests.txHash} IS NULL`))
    .returning();
  if (!row) {
    const [latest] = await deps.db.select().from(paymentRequests).where(eq(paymentRequests.id, id));
    throw notOpen(stateAt(latest ?? current, now));
  }
  await requestChanged(deps, now, row, to);
  const [record] = await recordsOf(deps.db, viewerId, [row], now);
  return record as PaymentRequestRecord;
}

export const declineRequest = (deps: Deps, payerId: string, id: string) =>
  close(deps, payerId, id, 'declined');
export const cancelRequest = (deps: Deps, requesterId: string, id: string) =>
  close(deps, requesterId, id, 'cancelled');
