import { and, eq, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { blocks, follows, sessions, userRoles, users } from '../../db/schema';
import { notFound } from '../../lib/errors';
import type { IdentifierType } from '../../lib/identifiers';

export type UserRow = typeof users.$inferSelect;

export async function findUserById(db: Db, id: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1);
  return row;
}

export async function findUserByIdentifier(
  db: Db,
  type: IdentifierType,
  value: string,
): Promise<UserRow | undefined> {
  const column = type === 'email' ? users.email : users.phoneNumber;
  const [row] = await db.select().from(users).where(eq(column, value)).limit(1);
  return row;
}

/** `/c/{username or id}` and profile lookups accept either. */
export async function findUserByIdOrUsername(db: Db, value: string): Promise<UserRow | undefined> {
  const [row] = await db
    .select()
    .from(users)
    .where(or(eq(users.id, value), sql`lower(${users.username}) = ${value.toLowerCase()}`))
    .limit(1);
  return row;
}

export async function requireUser(db: Db, id: string): Promise<UserRow> {
  const row = await findUserById(db, id);
  if (!row) throw notFound('User not found');
  return row;
}

/**
 * The user and their role names in one round trip (GET /user is the hottest call). With a
 * session id it also requires that session to be live (the test of lib/session/sessions.ts's
 * isSessionLive), so the call needs no second statement for it.
 */
function userWithRolesQuery(db: Db) {
  const session = sql.placeholder('session');
  return db
    .select({
      user: users,
      roles: sql<
        string[]
      >`coalesce((select array_agg(${userRoles.role} order by ${userRoles.role}) from ${userRoles} where ${userRoles.userId} = ${users.id}), '{}')`,
    })
    .from(users)
    .where(
      and(
        eq(users.id, sql.placeholder('id')),
        sql`(${session}::text IS NULL OR EXISTS (SELECT 1 FROM ${sessions} s WHERE s.id = ${session}::text
          AND s.user_id = ${users.id} AND s.revoked_at IS NULL AND s.grant_id IS NULL))`,
      ),
    )
    .limit(1)
    .prepare('user_with_roles');
}

/**
 * Built once per database: every authenticated GET /user runs it, and building a drizzle query
 * cost more than running it (a named statement on Postgres is also planned once per connection).
 */
const userWithRoles = new WeakMap<Db, ReturnType<typeof userWithRolesQuery>>();

/**
 * The user with their roles; `liveSession`: only while that session of theirs is live (none
 * when the caller checked it already).
 */
export async function findUserWithRoles(
  db: Db,
  id: string,
  liveSession?: string,
): Promise<{ user: UserRow; roles: string[] } | undefined> {
  let query = userWithRoles.get(db);
  if (!query) userWithRoles.set(db, (query = userWithRolesQuery(db)));
  const [row] = await query.execute({ id, session: liveSession ?? null });
  return row;
}

export async function rolesOf(db: Db, userId: string): Promise<string[]> {
  const rows = await db
    .select({ role: userRoles.role })
    .from(userRoles)
    .where(eq(userRoles.userId, userId));
  return rows.map((r) => r.role).sort();
}

export async function isFollowing(
  db: Db,
  followerId: string,
  followeeId: string,
): Promise<boolean> {
  if (followerId === followeeId) return false;
  const rows = await db
    .select({ one: sql`1` })
    .from(follows)
    .where(and(eq(follows.followerId, followerId), eq(follows.followeeId, followeeId)))
    .limit(1);
  return rows.length > 0;
}

export async function hasBlocked(db: Db, blockerId: string, blockedId: string): Promise<boolean> {
  const rows = await db
    .select({ one: sql`1` })
    .from(blocks)
    .where(and(eq(blocks.blockerId, blockerId), eq(blocks.blockedId, blockedId)))
    .limit(1);
  return rows.length > 0;
}

/** True when either user blocked the other. */
export async function isBlockedEitherWay(db: Db, a: string, b: string): Promise<boolean> {
  const rows = await db
    .select({ one: sql`1` })
    .from(blocks)
    .where(
      or(
        and(eq(blocks.blockerId, a), eq(blocks.blockedId, b)),
        and(eq(blocks.blockerId, b), eq(blocks.blockedId, a)),
      ),
    )
    .limit(1);
  return rows.length > 0;
}

/**
 * Product §3 User as the wire shows it (userSchema of the contract): the caller's own answer. A
 * pending email is the caller's alone, never shown to a partner app.
 */
export function toUserDto(
  row: UserRow,
  roles: string[],
  following: boolean,
  options: { hideEmail?: boolean; partner?: boolean } = {},
) {
  return {
    id: row.id,
    email: options.hideEmail ? null : row.email,
    pending_email: options.partner ? null : row.pendingEmail,
    username: row.username,
    onboarded_at: row.onboardedAt?.toISOString() ?? null,
    avatar: row.avatar,
    first_name: row.firstName,
    last_name: row.lastName,
    country: row.country,
    phone_number: options.hideEmail ? null : row.phoneNumber,
    roles,
    following,
    bio: row.bio,
  };
}
