import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { blocks } from '../../db/schema';
import { countsOf } from './user-counts';
import { isFollowing, requireUser } from './users';

/** A person's profile as `viewerId` sees it (GET /user, GET /user/profile/{id}). */
export async function profileOf(db: Db, viewerId: string, targetId: string) {
  const target = await requireUser(db, targetId);
  const counts = await countsOf(db, target.id);
  const blockedRows = await db
    .select({ one: sql`1` })
    .from(blocks)
    .where(and(eq(blocks.blockerId, viewerId), eq(blocks.blockedId, target.id)))
    .limit(1);
  return {
    id: target.id,
    username: target.username,
    first_name: target.firstName,
    last_name: target.lastName,
    avatar: target.avatar,
    bio: target.bio,
    country: target.country,
    created_at: target.createdAt.toISOString(),
    followers_count: counts.followers,
    following_count: counts.following,
    following: await isFollowing(db, viewerId, target.id),
    blocked: blockedRows.length > 0,
    is_self: viewerId === target.id,
  };
}
