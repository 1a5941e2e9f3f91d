import type { LiveEvent } from '@optwallet/contract';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/types';

/** The events a module publishes itself (the others come from the database's triggers). */
export type PublishedEvent = Extract<
  LiveEvent,
  { kind: 'balance' | 'history' | 'stake' | 'notification' | 'request' }
>;

/**
 * Tells the user's open apps that something changed. Call it with the transaction that writes
 * the change (`{ db: tx }`): the event is logged and NOTIFYed in it, so streams hear of it at
 * commit, on every replica, and never of a change that rolled back.
 *
 * History rows (ledger_transactions: sends, receives, EVM and OPT indexing, staking) and
 * notifications publish through triggers (drizzle/0017_live_events.sql); call this for what
 * they do not cover, e.g. a payment request's change of state.
 */
export async function publish(
  deps: { db: Db },
  userId: string,
  event: PublishedEvent,
): Promise<void> {
  const { kind, ...data } = event;
  await deps.db.execute(
    sql`SELECT optwallet_publish(${userId}, ${kind}, ${JSON.stringify(data)}::jsonb)`,
  );
}
