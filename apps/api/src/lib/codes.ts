import { and, desc, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import { linkTokens, oneTimeCodes, users } from '../db/schema';
import { newId, newToken, safeEqual, sha256, sixDigitCode } from './crypto';
import type { Deps } from '../deps';
import { type IdentifierType, maskIdentifier } from './identifiers';
import { type DeliveryStatus, sendMessage } from './outbox';

/** One-time codes (6 digits, mailed or texted) and single-use links, stored as hashes. */

export const CODE_TTL_MS = 10 * 60_000;
export const CODE_MAX_ATTEMPTS = 5;

export type CodePurpose = 'login' | 'reset' | 'change_password' | 'phone' | 'email';
export type LinkPurpose = 'magic' | 'reset' | 'admin_session';

/** Every open code of this purpose dies (a new one replaces it, or a reset made it moot). */
export async function closeOpenCodes(
  deps: Pick<Deps, 'db'>,
  userId: string,
  purpose: CodePurpose,
  now: Date,
): Promise<void> {
  await deps.db
    .update(oneTimeCodes)
    .set({ consumedAt: now })
    .where(
      and(
        eq(oneTimeCodes.userId, userId),
        eq(oneTimeCodes.purpose, purpose),
        isNull(oneTimeCodes.consumedAt),
      ),
    );
}

/**
 * The user id of an address without an account, for the calls that answer before they know
 * (forgot-password, magic link): their work after the answer runs the same statements as for an
 * account, and those touch no row (no user has this id). What stays the account's own is the
 * rows they write and its mail (see createBackground's spreadMs for that remainder).
 */
export const NO_ACCOUNT = 'no-account';

/**
 * A new 6-digit code for the user. Written by INSERT … SELECT from the user's row: for
 * NO_ACCOUNT the same statements run and write nothing.
 */
export async function createCode(
  deps: Deps,
  userId: string,
  purpose: CodePurpose,
  data: Record<string, unknown> = {},
) {
  const now = deps.clock();
  // A new code replaces any open one of the same purpose.
  await closeOpenCodes(deps, userId, purpose, now);
  const code = sixDigitCode();
  const expiresAt = new Date(now.getTime() + CODE_TTL_MS);
  await deps.db.execute(
    sql`INSERT INTO ${oneTimeCodes} (id, user_id, purpose, code_hash, data, created_at, expires_at)
        SELECT ${newId()}, ${users.id}, ${purpose}, ${sha256(`${userId}:${purpose}:${code}`)},
          ${JSON.stringify(data)}::jsonb, ${now.toISOString()}::timestamptz, ${expiresAt.toISOString()}::timestamptz
        FROM ${users} WHERE ${users.id} = ${userId}`,
  );
  return code;
}

/**
 * Checks a code: it must be the open one of that purpose, unexpired, with fewer than 5 checks.
 * Each check first takes one of the 5 in a single UPDATE … RETURNING (Postgres re-reads the row
 * under its lock when requests race), so no interleaving of requests gets more than 5 checks of
 * one code; the check that spends the last one kills the code unless it was right.
 */
export async function consumeCode(deps: Deps, userId: string, purpose: CodePurpose, code: string) {
  const now = deps.clock();
  const openCode = deps.db
    .select({ id: oneTimeCodes.id })
    .from(oneTimeCodes)
    .where(
      and(
        eq(oneTimeCodes.userId, userId),
        eq(oneTimeCodes.purpose, purpose),
        isNull(oneTimeCodes.consumedAt),
        gt(oneTimeCodes.expiresAt, now),
      ),
    )
    .orderBy(desc(oneTimeCodes.createdAt))
    .limit(1);
  const [taken] = await deps.db
    .update(oneTimeCodes)
    .set({ attempts: sql`${oneTimeCodes.attempts} + 1` })
    .where(
      and(
        eq(oneTimeCodes.id, openCode),
        isNull(oneTimeCodes.consumedAt),
        lt(oneTimeCodes.attempts, CODE_MAX_ATTEMPTS),
      ),
    )
    .returning({
      id: oneTimeCodes.id,
      codeHash: oneTimeCodes.codeHash,
      attempts: oneTimeCodes.attempts,
    });
  if (!taken) return null;
  const right = safeEqual(taken.codeHash, sha256(`${userId}:${purpose}:${code}`));
  if (!right && taken.attempts < CODE_MAX_ATTEMPTS) return null;
  const claimed = await deps.db
    .update(oneTimeCodes)
    .set({ consumedAt: now })
    .where(and(eq(oneTimeCodes.id, taken.id), isNull(oneTimeCodes.consumedAt)))
    .returning({ data: oneTimeCodes.data });
  return right ? (claimed[0]?.data ?? null) : null;
}

export async function createLink(
  deps: Deps,
  userId: string,
  purpose: LinkPurpose,
  ttlMs: number,
): Promise<string> {
  const now = deps.clock();
  const token = newToken();
  // INSERT … SELECT from the user's row, like createCode: for NO_ACCOUNT it writes nothing.
  const expiresAt = new Date(now.getTime() + ttlMs);
  await deps.db.execute(
    sql`INSERT INTO ${linkTokens} (id, user_id, purpose, token_hash, created_at, expires_at)
        SELECT ${newId()}, ${users.id}, ${purpose}, ${sha256(token)},
          ${now.toISOString()}::timestamptz, ${expiresAt.toISOString()}::timestamptz
        FROM ${users} WHERE ${users.id} = ${userId}`,
  );
  return token;
}

export async function findLink(deps: Deps, token: string, purpose: LinkPurpose) {
  const [row] = await deps.db
    .select()
    .from(linkTokens)
    .where(and(eq(linkTokens.tokenHash, sha256(token)), eq(linkTokens.purpose, purpose)))
    .limit(1);
  if (!row || row.consumedAt || row.expiresAt <= deps.clock()) return null;
  return row;
}

export async function consumeLink(
  deps: Deps,
  token: string,
  purpose: LinkPurpose,
): Promise<string | null> {
  const row = await findLink(deps, token, purpose);
  if (!row) return null;
  const claimed = await deps.db
    .update(linkTokens)
    .set({ consumedAt: deps.clock() })
    .where(and(eq(linkTokens.id, row.id), isNull(linkTokens.consumedAt)))
    .returning({ userId: linkTokens.userId });
  return claimed[0]?.userId ?? null;
}

export async function deliverCode(
  deps: Deps,
  type: IdentifierType,
  to: string,
  code: string,
  why: string,
): Promise<DeliveryStatus> {
  return sendMessage(deps, {
    channel: type === 'email' ? 'email' : 'sms',
    to,
    subject: `Your OptWallet code: ${code}`,
    body: `${why}\n\nYour code is ${code}. It expires in 10 minutes. If this was not you, ignore this message.`,
    meta: { code },
  });
}

/** The answer of a sign-in or sign-up that continues with a code sent to the identifier. */
export function challenge(type: IdentifierType, identifier: string) {
  return {
    two_factor: true as const,
    type,
    identifier,
    message: `We sent a 6-digit code to ${maskIdentifier(identifier)}.`,
  };
}
