import { and, eq, isNull, ne } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { prepared, runPrepared } from '../../db/prepared';
import { refreshTokens, sessions } from '../../db/schema';
import type { AuthSession } from '../http';

/** What of a User-Agent is kept: enough for the browser and system, never a whole header. */
const DEVICE_CHARS = 300;

/**
 * Starts a session row: our own sign-in (no grant) or one partner code exchange. `signedInAt` is
 * when the person signed in: now, or for a session handed over ("Continue as") the sign-in of
 * the session it came from.
 */
export async function startSession(
  db: Db,
  input: {
    id: string;
    userId: string;
    grantId?: string | undefined;
    signedInAt: Date;
    /** The browser's User-Agent (the Sessions list names the device by it). */
    device?: string | undefined;
  },
): Promise<void> {
  await db.insert(sessions).values({
    id: input.id,
    userId: input.userId,
    grantId: input.grantId ?? null,
    createdAt: input.signedInAt,
    device: input.device?.slice(0, DEVICE_CHARS) || null,
  });
}

/**
 * The per-request check behind every bearer token, in one statement on primary keys: the session
 * the token names is live, belongs to its subject, and is of the token's kind; a partner
 * session also needs its grant still live and issued to the token's client.
 */
export async function isSessionLive(db: Db, auth: AuthSession): Promise<boolean> {
  if (auth.sessionType !== 'oauth') {
    return (await runPrepared(db, OWN_SESSION_LIVE, [auth.sessionId, auth.userId])).length > 0;
  }
  if (!auth.grantId || !auth.clientId) return false;
  const params = [auth.sessionId, auth.userId, auth.grantId, auth.clientId];
  return (await runPrepared(db, PARTNER_SESSION_LIVE, params)).length > 0;
}

/** Prepared once per connection: every authenticated request runs one of them. */
const OWN_SESSION_LIVE = prepared(
  'own_session_live',
  `SELECT 1 FROM sessions s
  WHERE s.id = $1::text AND s.user_id = $2::text AND s.revoked_at IS NULL AND s.grant_id IS NULL`,
);
const PARTNER_SESSION_LIVE = prepared(
  'partner_session_live',
  `SELECT 1 FROM sessions s JOIN oauth_grants g ON g.id = s.grant_id
  WHERE s.id = $1::text AND s.user_id = $2::text AND s.revoked_at IS NULL
    AND s.grant_id = $3::text AND g.client_id = $4::text AND g.revoked_at IS NULL`,
);

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
