import type { Session } from '@optwallet/contract';
import { sql } from 'drizzle-orm';
import { queryRows } from '../../db/client';
import type { Deps } from '../../deps';
import { notFound } from '../../lib/errors';
import type { AuthSession } from '../../lib/http';
import { endOwnSessions, endSession } from '../../lib/session/sessions';

/**
 * The Permissions page's Sessions: the user's live sign-ins to our own apps (a session not ended
 * whose refresh token is still good), newest activity first. A session's activity is its last
 * refresh (each renewal writes a refresh row); partner apps' sessions are Connected apps.
 */

interface LiveSessionRow {
  id: string;
  signed_in_at: string;
  last_active_at: string;
  device: string | null;
}

async function liveSessions(deps: Deps, userId: string): Promise<LiveSessionRow[]> {
  const now = deps.clock();
  return queryRows<LiveSessionRow>(
    deps.db,
    sql`SELECT s.id, s.device,
        to_char(s.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS signed_in_at,
        to_char(max(r.created_at) AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')
          AS last_active_at
      FROM sessions s JOIN refresh_tokens r ON r.family_id = s.id
      WHERE s.user_id = ${userId} AND s.grant_id IS NULL AND s.revoked_at IS NULL
      GROUP BY s.id, s.created_at, s.device
      HAVING bool_or(r.revoked_at IS NULL AND r.rotated_at IS NULL AND r.expires_at > ${now.toISOString()}::timestamptz)
      ORDER BY max(r.created_at) DESC, s.id`,
  );
}

export async function listSessions(deps: Deps, auth: AuthSession): Promise<{ data: Session[] }> {
  const rows = await liveSessions(deps, auth.userId);
  return { data: rows.map((row) => ({ ...row, current: row.id === auth.sessionId })) };
}

/** Signs one live session of the user's out; someone else's (or an ended one) is 404. */
export async function endOneSession(deps: Deps, userId: string, id: string): Promise<void> {
  const live = await liveSessions(deps, userId);
  if (!live.some((row) => row.id === id)) throw notFound('No such session of yours.');
  await endSession(deps.db, id, deps.clock());
}

/** Signs out every live session of the user's but the asking one; answers how many. */
export async function endOtherSessions(deps: Deps, auth: AuthSession): Promise<{ ended: number }> {
  const others = (await liveSessions(deps, auth.userId)).filter((r) => r.id !== auth.sessionId);
  await endOwnSessions(deps.db, auth.userId, deps.clock(), { except: auth.sessionId });
  return { ended: others.length };
}
