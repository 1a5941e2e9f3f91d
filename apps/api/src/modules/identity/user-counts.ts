import { eq, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import { userCounts } from '../../db/schema';

export interface UserCounts {
  followers: number;
  following: number;
  /** Confirmed sign-ups made with the user's invite. */
  referrals: number;
  notifications: number;
}

/**
 * A user's counts: the sum of their `user_counts` rows (about one; see db/schema/social.ts),
 * which triggers keep in step with follows, users and notifications. One index lookup, however
 * many rows are counted.
 */
export async function countsOf(db: Db, userId: string): Promise<UserCounts> {
  const total = (column: AnyPgColumn) =>
    sql<number>`coalesce(sum(${column}), 0)::int`.mapWith(Number);
  const [row] = await db
    .select({
      followers: total(userCounts.followers),
      following: total(userCounts.following),
      referrals: total(userCounts.referrals),
      notifications: total(userCounts.notifications),
    })
    .from(userCounts)
    .where(eq(userCounts.userId, userId));
  return row ?? { followers: 0, following: 0, referrals: 0, notifications: 0 };
}
