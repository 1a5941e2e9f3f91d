import { and, desc, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import { linkTokens, oneTimeCodes } from '../db/schema';
import { newId, newToken, safeEqual, sha256, sixDigitCode } from '../lib/crypto';
import type { Deps } from '../lib/http';
import { type IdentifierType, maskIdentifier } from './identifiers';
import { sendMessage } from './outbox';

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
  await deps.db.insert(oneTimeCodes).values({
    id: newId(),
    userId,
    purpose,
    codeHash: sha256(`${userId}:${purpose}:${code}`),
    data,
    createdAt: now,
    expiresAt: new Date(now.getTime() + CODE_TTL_MS),
  });
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
  await deps.db.insert(linkTokens).values({
    id: newId(),
    userId,
    purpose,
    tokenHash: sha256(token),
    createdAt: now,
    expiresAt: new Date(now.getTime() + ttlMs),
  });
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
) {
  await sendMessage(deps, {
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
