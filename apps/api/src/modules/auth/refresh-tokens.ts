import { PLATFORM_TYPE_PAYMENTS } from '@optwallet/domain';
import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { refreshTokens } from '../../db/schema';
import { newId, newToken, openWithToken, sealWithToken, sha256 } from '../../lib/crypto';
import { HttpError } from '../../lib/errors';
import type { Deps } from '../../deps';
import { endSession, startSession } from '../../lib/session/sessions';
import { signAccessToken } from '../../lib/session/access-tokens';

/**
 * How long a just-rotated refresh token still answers, with the same new pair: two tabs (or a
 * retried request) refreshing one session at once must not sign the user out. Auth0 and Okta
 * call it the reuse interval / grace period; after it, a rotated token is reuse and ends the
 * session.
 */
export const REFRESH_GRACE_MS = 30_000;
/** How many rotations a replay within the grace window may follow to the live token. */
const MAX_GRACE_HOPS = 5;
const SEAL_PURPOSE = 'refresh-successor';

export interface TokenSet {
  access_token: string;
  refresh_token: string;
  expires_in: number;
}

const invalidRefresh = () =>
  new HttpError(401, 'Invalid refresh token', { error: 'Invalid refresh token' });

type RefreshRow = typeof refreshTokens.$inferSelect;

async function findByToken(db: Db, token: string): Promise<RefreshRow | undefined> {
  const [row] = await db
    .select()
    .from(refreshTokens)
    .where(eq(refreshTokens.tokenHash, sha256(token)))
    .limit(1);
  return row;
}

/**
 * The pair of a refresh token: its access token is signed at the moment the refresh token was
 * made (`issuedAt`), so answering it again later gives the identical token, and `expires_in` is
 * what is left of its lifetime.
 */
async function tokenPair(
  deps: Deps,
  row: { userId: string; familyId: string },
  refreshToken: string,
  issuedAt: Date,
): Promise<TokenSet> {
  const ttl = deps.config.accessTokenTtlSeconds;
  const elapsed = Math.floor(deps.clock().getTime() / 1000) - Math.floor(issuedAt.getTime() / 1000);
  return {
    access_token: await signAccessToken(
      deps,
      row.userId,
      { sid: row.familyId, platformType: PLATFORM_TYPE_PAYMENTS },
      issuedAt,
    ),
    refresh_token: refreshToken,
    expires_in: Math.max(1, ttl - elapsed),
  };
}

function refreshRow(userId: string, familyId: string, token: string, now: Date, ttlDays: number) {
  return {
    id: newId(),
    userId,
    familyId,
    tokenHash: sha256(token),
    platformType: PLATFORM_TYPE_PAYMENTS,
    createdAt: now,
    expiresAt: new Date(now.getTime() + ttlDays * 86_400_000),
  };
}

/**
 * A new payments-platform session: its row, an access token and the first refresh token.
 * `signedInAt`: when the person signed in, if not now (a session handed over by "Continue as");
 * `device`: the browser's User-Agent.
 */
export async function issueSession(
  deps: Deps,
  userId: string,
  options: { signedInAt?: Date; device?: string | undefined } = {},
): Promise<TokenSet> {
  const now = deps.clock();
  const sessionId = newId();
  const refresh = newToken();
  const signedInAt = options.signedInAt ?? now;
  await startSession(deps.db, { id: sessionId, userId, signedInAt, device: options.device });
  await deps.db
    .insert(refreshTokens)
    .values(refreshRow(userId, sessionId, refresh, now, deps.config.refreshTokenTtlDays));
  return tokenPair(deps, { userId, familyId: sessionId }, refresh, now);
}

/**
 * Rotation: a refresh token works once. The claim of the used row and the insert of its
 * successor commit together, and the successor is kept sealed under the used token; within
 * REFRESH_GRACE_MS a second presentation answers that same pair. Later, a rotated token was
 * copied: the session ends, so the thief's and the owner's tokens both stop.
 */
export async function rotateRefreshToken(deps: Deps, presented: string): Promise<TokenSet> {
  const now = deps.clock();
  // Twice at most: a request that loses the race for the claim answers as a replay.
  for (let attempt = 0; attempt < 2; attempt += 1) {
    const row = await findByToken(deps.db, presented);
    if (!row || row.revokedAt) throw invalidRefresh();
    if (row.rotatedAt) return replay(deps, row, presented);
    if (row.expiresAt <= now) throw invalidRefresh();
    const next = newToken();
    const rotated = await deps.db.transaction(async (tx) => {
      const claimed = await tx
        .update(refreshTokens)
        .set({ rotatedAt: now, successorSealed: sealWithToken(SEAL_PURPOSE, presented, next) })
        .where(
          and(
            eq(refreshTokens.id, row.id),
            isNull(refreshTokens.rotatedAt),
            isNull(refreshTokens.revokedAt),
          ),
        )
        .returning({ id: refreshTokens.id });
      if (claimed.length === 0) return false;
      await tx
        .insert(refreshTokens)
        .values(refreshRow(row.userId, row.familyId, next, now, deps.config.refreshTokenTtlDays));
      return true;
    });
    if (rotated) return tokenPair(deps, row, next, now);
  }
  throw invalidRefresh();
}

/** A rotated token presented again: the same new pair within the grace window, else reuse. */
async function replay(deps: Deps, used: RefreshRow, presented: string): Promise<TokenSet> {
  const now = deps.clock();
  const rotatedAt = used.rotatedAt ?? now;
  if (!used.successorSealed || now.getTime() - rotatedAt.getTime() > REFRESH_GRACE_MS) {
    await endSession(deps.db, used.familyId, now);
    deps.logger.warn(
      { userId: used.userId, familyId: used.familyId },
      'refresh token reuse: session ended',
    );
    throw invalidRefresh();
  }
  let row = used;
  let token = presented;
  for (let hop = 0; hop < MAX_GRACE_HOPS && row.successorSealed; hop += 1) {
    const successor = openWithToken(SEAL_PURPOSE, token, row.successorSealed);
    const next = successor ? await findByToken(deps.db, successor) : undefined;
    if (!successor || !next || next.revokedAt) throw invalidRefresh();
    if (!next.rotatedAt) return tokenPair(deps, next, successor, next.createdAt);
    row = next;
    token = successor;
  }
  throw invalidRefresh();
}

/** Logout: the session of this refresh token ends. Unknown tokens answer the same (idempotent). */
export async function logout(deps: Deps, presented: string): Promise<void> {
  const row = await findByToken(deps.db, presented);
  if (row) await endSession(deps.db, row.familyId, deps.clock());
}
