import { and, eq, isNull, ne, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { oauthGrants, refreshTokens, sessions } from '../db/schema';
import type { AuthSession } from '../lib/http';

/** Starts a session row: our own sign-in (no grant) or one partner code exchange. */
export async function startSession(
  db: Db,
  input: { id: string; userId: string; grantId?: string | undefined; now: Date },
): Promise<void> {
  await db.insert(sessions).values({
    id: input.id,
    userId: input.userId,
    grantId: input.grantId ?? null,
    createdAt: input.now,
  });
}

/**
 * The per-request check behind every bearer token, in one statement on primary keys: the session
 * the token names is live, belongs to its subject, and is of the token's kind; a partner
 * session also needs its grant still live and issued to the token's client.
 */
export async function isSessionLive(db: Db, auth: AuthSession): Promise<boolean> {
  const partner = auth.sessionType === 'oauth';
  if (partner && (!auth.grantId || !auth.clientId)) return false;
  const rows = await db
    .select({ one: sql`1` })
    .from(sessions)
    .leftJoin(oauthGrants, eq(oauthGrants.id, sessions.grantId))
    .where(
      and(
        eq(sessions.id, auth.sessionId),
        eq(sessions.userId, auth.userId),
        isNull(sessions.revokedAt),
        partner
          ? and(
              eq(sessions.grantId, auth.grantId ?? ''),
              eq(oauthGrants.clientId, auth.clientId ?? ''),
              isNull(oauthGrants.revokedAt),
            )
          : isNull(sessions.grantId),
      ),
    )
    .limit(1);
  return rows.length > 0;
}

/** Ends one session: its access tokens stop at the next request, its refresh tokens at once. */
export async function endSession(db: Db, sessionId: string, now: Date): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: now })
    .where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt)));
  await db
    .update(refreshTokens)
    .set({ revokedAt: now })
    .where(and(eq(refreshTokens.familyId, sessionId), isNull(refreshTokens.revokedAt)));
}

/**
 * Ends every sign-in of a user to our own apps, except the one given (a password change keeps
 * the session that made it). Partner access is the user's separate decision (Connected apps).
 */
export async function endOwnSessions(
  db: Db,
  userId: string,
  now: Date,
  options: { except?: string } = {},
): Promise<void> {
  const keep = options.except;
  await db
    .update(sessions)
    .set({ revokedAt: now })
    .where(
      and(
        eq(sessions.userId, userId),
        isNull(sessions.grantId),
        isNull(sessions.revokedAt),
        keep ? ne(sessions.id, keep) : undefined,
      ),
    );
  await db
    .update(refreshTokens)
    .set({ revokedAt: now })
    .where(
      and(
        eq(refreshTokens.userId, userId),
        isNull(refreshTokens.revokedAt),
        keep ? ne(refreshTokens.familyId, keep) : undefined,
      ),
    );
}
