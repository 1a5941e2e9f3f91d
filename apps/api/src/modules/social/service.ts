import { and, desc, eq, ilike, inArray, isNotNull, notInArray, or, sql } from 'drizzle-orm';
import { CONTACT_SEARCH_MIN_CHARS } from '@optwallet/domain';
import { type Db, queryRows } from '../../db/client';
import { blocks, contactSearch, follows, users } from '../../db/schema';
import { invalid, forbidden } from '../../lib/errors';
import type { Deps } from '../../deps';
import { guessIdentifier } from '../../lib/identifiers';
import { notify } from '../notifications';
import { sendMessage } from '../../lib/outbox';
import { LIMITS, hit } from '../../lib/rate-limit';
import { countsOf, isBlockedEitherWay, requireUser } from '../identity';

function displayName(u: {
  firstName: string | null;
  lastName: string | null;
  username: string | null;
}) {
  const name = [u.firstName, u.lastName].filter(Boolean).join(' ');
  return name || (u.username ? `@${u.username}` : 'Someone');
}

/** Idempotent: following twice keeps one edge and one notification. */
export async function follow(deps: Deps, followerId: string, followeeId: string): Promise<void> {
  if (followerId === followeeId) throw invalid('id', 'You cannot follow yourself');
  const target = await requireUser(deps.db, followeeId);
  if (await isBlockedEitherWay(deps.db, followerId, followeeId))
    throw forbidden('You cannot follow this user');
  const now = deps.clock();
  const inserted = await deps.db
    .insert(follows)
    .values({ followerId, followeeId: target.id, createdAt: now })
    .onConflictDoNothing()
    .returning({ followerId: follows.followerId });
  if (inserted.length === 0) return;
  const follower = await requireUser(deps.db, followerId);
  await notify(deps.db, now, {
    userId: target.id,
    type: 'new_follower',
    title: 'New follower',
    message: `${displayName(follower)} started following you.`,
    data: { user_id: followerId },
  });
}

export async function unfollow(deps: Deps, followerId: string, followeeId: string): Promise<void> {
  await requireUser(deps.db, followeeId);
  await deps.db
    .delete(follows)
    .where(and(eq(follows.followerId, followerId), eq(follows.followeeId, followeeId)));
}

/** Blocking removes follows both ways; the blocked user can no longer follow or find the blocker. */
export async function block(deps: Deps, blockerId: string, blockedId: string): Promise<void> {
  if (blockerId === blockedId) throw invalid('id', 'You cannot block yourself');
  await requireUser(deps.db, blockedId);
  await deps.db
    .insert(blocks)
    .values({ blockerId, blockedId, createdAt: deps.clock() })
    .onConflictDoNothing();
  await deps.db
    .delete(follows)
    .where(
      or(
        and(eq(follows.followerId, blockerId), eq(follows.followeeId, blockedId)),
        and(eq(follows.followerId, blockedId), eq(follows.followeeId, blockerId)),
      ),
    );
}

export async function unblock(deps: Deps, blockerId: string, blockedId: string): Promise<void> {
  await requireUser(deps.db, blockedId);
  await deps.db
    .delete(blocks)
    .where(and(eq(blocks.blockerId, blockerId), eq(blocks.blockedId, blockedId)));
}

async function followingSet(db: Db, viewerId: string, ids: string[]): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const rows = await db
    .select({ id: follows.followeeId })
    .from(follows)
    .where(and(eq(follows.followerId, viewerId), inArray(follows.followeeId, ids)));
  return new Set(rows.map((r) => r.id));
}

export type NetworkTab = 'following' | 'followers' | 'referrals';

/** A confirmed account (an unconfirmed sign-up is no one yet). */
const isConfirmed = or(isNotNull(users.email), isNotNull(users.phoneNumber));

/**
 * A network tab's page, newest first (ties by the other person's id). The page's ids come from
 * an index in the page's order alone (follows by follower or followee, referrals by referrer,
 * with created_at and the id), so a later page skips index entries rather than rows; then only
 * that page's people are read. The total is the viewer's kept count (user-counts.ts).
 */
export async function networkPage(
  db: Db,
  viewerId: string,
  tab: NetworkTab,
  page: number,
  perPage: number,
) {
  const offset = (page - 1) * perPage;
  let ids;
  if (tab === 'referrals') {
    // A referral counts once its sign-up is confirmed.
    ids = db
      .select({ id: users.id, since: users.createdAt })
      .from(users)
      .where(and(eq(users.referredBy, viewerId), isConfirmed))
      .orderBy(desc(users.createdAt), desc(users.id))
      .limit(perPage)
      .offset(offset)
      .as('page');
  } else {
    const mine = tab === 'following' ? follows.followerId : follows.followeeId;
    const other = tab === 'following' ? follows.followeeId : follows.followerId;
    ids = db
      .select({ id: other, since: follows.createdAt })
      .from(follows)
      .where(eq(mine, viewerId))
      .orderBy(desc(follows.createdAt), desc(other))
      .limit(perPage)
      .offset(offset)
      .as('page');
  }
  const [counts, rows] = await Promise.all([
    countsOf(db, viewerId),
    db
      .select({
        id: users.id,
        username: users.username,
        firstName: users.firstName,
        lastName: users.lastName,
        avatar: users.avatar,
        since: ids.since,
      })
      .from(ids)
      .innerJoin(users, eq(users.id, ids.id))
      .orderBy(desc(ids.since), desc(ids.id)),
  ]);
  const total = counts[tab];
  const followed = await followingSet(
    db,
    viewerId,
    rows.map((r) => r.id),
  );
  return {
    data: rows.map((r) => ({
      id: r.id,
      username: r.username,
      first_name: r.firstName,
      last_name: r.lastName,
      avatar: r.avatar,
      following: followed.has(r.id),
      since: r.since.toISOString(),
    })),
    current_page: page,
    last_page: Math.max(1, Math.ceil(total / perPage)),
    per_page: perPage,
    total,
  };
}

const NO_CONTACTS = 'No contacts found';
/** Contact search answers this many people at most. */
const SEARCH_PAGE = 20;
/**
 * How far contact search counts a query trigram's list to find the rarest (see searchContacts):
 * lists longer than this count as equally long.
 */
const SEARCH_COUNT_CAP = 500;

interface SearchRow {
  id: string;
  username: string | null;
  first_name: string | null;
  last_name: string | null;
  avatar: string | null;
  email: string | null;
  phone_number: string | null;
  following: boolean;
}

/**
 * Contact search: username and names by substring; email and phone only by exact value, so
 * the search cannot be used to harvest addresses. People who blocked the caller (or whom the
 * caller blocked) never appear.
 */
export async function searchContacts(db: Db, viewerId: string, rawQuery: string) {
  const query = rawQuery.trim();
  if (Array.from(query).length < CONTACT_SEARCH_MIN_CHARS) {
    throw invalid(
      'query',
      `Please search atleast ${CONTACT_SEARCH_MIN_CHARS} characters for a contacts`,
    );
  }
  const pattern = `%${query.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;
  const exact = guessIdentifier(query);
  const blockedRows = await db
    .select({ a: blocks.blockerId, b: blocks.blockedId })
    .from(blocks)
    .where(or(eq(blocks.blockerId, viewerId), eq(blocks.blockedId, viewerId)));
  const hidden = [viewerId, ...blockedRows.map((r) => (r.a === viewerId ? r.b : r.a))];
  // Unconfirmed sign-ups are no one yet: not findable by their names.
  const findable = and(notInArray(users.id, hidden), isConfirmed);
  const byText = or(
    ilike(users.username, pattern),
    // A match inside the first or the last name is one inside "first last".
    sql`(coalesce(${users.firstName}, '') || ' ' || coalesce(${users.lastName}, '')) ilike ${pattern}`,
  );
  const byValue =
    exact?.type === 'email'
      ? eq(users.email, exact.value)
      : exact?.type === 'phone'
        ? eq(users.phoneNumber, exact.value)
        : undefined;
  // The first 20 matches by username, in one statement whose cost is bounded by the rarest
  // trigram of the query, not by how many match or where they sort. Everyone whose username or
  // name holds the query holds each of its trigrams (`contact_search`, migration 0022): `pick`
  // counts each trigram's list up to SEARCH_COUNT_CAP and takes the shortest; `walk` reads that
  // list in username order from its index, keeps the people whose lists hold the query's other
  // trigrams too (index probes), checks the substring on their row, and stops at 20. Email and
  // phone match only exactly: one unique-index lookup beside the walk. Whether the caller
  // follows each is read in the same statement (a primary-key probe each).
  const rows = await queryRows<SearchRow>(
    db,
    sql`WITH q AS MATERIALIZED (
      SELECT contact_search_trigrams(${query}) AS t
    ), pick AS (
      SELECT t FROM q ORDER BY (SELECT count(*) FROM (
        SELECT FROM ${contactSearch} c WHERE c.trgm = q.t
        LIMIT ${sql.raw(String(SEARCH_COUNT_CAP))}) n), t
      LIMIT 1
    ), walk AS (
      SELECT s.user_id AS id, s.username FROM ${contactSearch} s
      WHERE s.trgm = (SELECT t FROM pick)
        AND (s.username IS NULL OR NOT EXISTS (SELECT FROM q WHERE NOT EXISTS (
          SELECT FROM ${contactSearch} p
          WHERE p.trgm = q.t AND p.username = s.username AND p.user_id = s.user_id)))
        AND EXISTS (SELECT FROM ${users} WHERE ${users.id} = s.user_id AND ${and(findable, byText)})
      ORDER BY s.username, s.user_id LIMIT ${sql.raw(String(SEARCH_PAGE))}
    ), hits AS (
      SELECT id, username FROM walk${
        byValue
          ? sql`
      UNION
      SELECT ${users.id}, ${users.username} FROM ${users} WHERE ${and(findable, byValue)}`
          : sql``
      }
    )
    SELECT u.id, u.username, u.first_name, u.last_name, u.avatar, u.email, u.phone_number,
      EXISTS (SELECT FROM ${follows} f
        WHERE f.follower_id = ${viewerId} AND f.followee_id = u.id) AS following
    FROM hits JOIN ${users} u ON u.id = hits.id
    ORDER BY hits.username, hits.id LIMIT ${sql.raw(String(SEARCH_PAGE))}`,
  );
  if (rows.length === 0) return NO_CONTACTS;
  return rows.map((r) => ({
    id: r.id,
    first_name: r.first_name,
    last_name: r.last_name,
    username: r.username,
    avatar: r.avatar,
    email: exact?.type === 'email' && r.email === exact.value ? r.email : null,
    phone_number: exact?.type === 'phone' && r.phone_number === exact.value ? r.phone_number : null,
    following: r.following,
    invite: false,
  }));
}

function inviteLink(webUrl: string, user: { username: string | null; id: string }): string {
  return `${webUrl}/c/${encodeURIComponent(user.username ?? user.id)}`;
}

export async function emailInvite(deps: Deps, userId: string, email: string): Promise<void> {
  await hit(
    deps.db,
    deps.clock(),
    `invite:user:${userId}`,
    LIMITS.invitePerUser,
    'You have sent many invites. Please try again later.',
  );
  const inviter = await requireUser(deps.db, userId);
  const link = inviteLink(deps.config.webUrl, inviter);
  await sendMessage(deps, {
    channel: 'email',
    to: email.trim().toLowerCase(),
    subject: `${displayName(inviter)} invited you to OptWallet`,
    body: `${displayName(inviter)} invited you to join OptWallet, the wallet with friends.\n\nJoin here: ${link}`,
    meta: { link },
  });
}
