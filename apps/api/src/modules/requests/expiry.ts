import { and, eq, inArray, lte } from 'drizzle-orm';
import { paymentRequests } from '../../db/schema';
import type { Deps } from '../../deps';
import { requestsNow } from './records';
import { requestChanged } from './request-changed';

/** Requests closed as expired per statement: a long pause catches up in bounded steps. */
const EXPIRE_BATCH = 100;

/**
 * Open requests past their expiry are closed as expired (one conditional statement per batch,
 * so a payment or a decline racing it wins or loses cleanly), and both people are told. Reads
 * never wait for this: an open request past its expiry already reads as expired. Answers how
 * many it closed.
 */
export async function expireRequests(deps: Deps): Promise<number> {
  const now = await requestsNow(deps);
  let closed = 0;
  for (;;) {
    const due = await deps.db
      .select({ id: paymentRequests.id })
      .from(paymentRequests)
      .where(and(eq(paymentRequests.state, 'open'), lte(paymentRequests.expiresAt, now)))
      .limit(EXPIRE_BATCH);
    if (due.length === 0) return closed;
    const rows = await deps.db
      .update(paymentRequests)
      .set({ state: 'expired', closedAt: now })
      .where(
        and(
          inArray(
            paymentRequests.id,
            due.map((row) => row.id),
          ),
          eq(paymentRequests.state, 'open'),
        ),
      )
      .returning();
    for (const row of rows) await requestChanged(deps, now, row, 'expired');
    closed += rows.length;
    if (due.length < EXPIRE_BATCH) return closed;
  }
}
