import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { rateLimits } from '../db/schema';
import { tooManyRequests } from './errors';

export interface Limit {
  max: number;
  windowSeconds: number;
}

/** Per-identifier and per-IP budgets of the sensitive actions. */
export const LIMITS = {
  loginPerIdentifier: { max: 10, windowSeconds: 15 * 60 },
  loginPerIp: { max: 60, windowSeconds: 15 * 60 },
  codePerIdentifier: { max: 10, windowSeconds: 15 * 60 },
  codePerIp: { max: 60, windowSeconds: 15 * 60 },
  mailPerIdentifier: { max: 5, windowSeconds: 60 * 60 },
  mailPerIp: { max: 30, windowSeconds: 60 * 60 },
  registerPerIp: { max: 20, windowSeconds: 60 * 60 },
  invitePerUser: { max: 10, windowSeconds: 60 * 60 },
  walletPhrasePerUser: { max: 10, windowSeconds: 15 * 60 },
  /**
   * A new wallet key compared with the account password (wallet setup, key update): an answer
   * about the password, so counted like sign-in attempts.
   */
  walletKeyPasswordPerUser: { max: 10, windowSeconds: 15 * 60 },
  walletSyncPerUser: { max: 6, windowSeconds: 60 },
  /**
   * Payment requests from one user to another: a nudge, not a way to flood someone (beyond the
   * cap of 10 open ones, this bounds request-and-cancel loops that notify the payer each time).
   */
  paymentRequestPerPair: { max: 20, windowSeconds: 60 * 60 },
} satisfies Record<string, Limit>;

/**
 * Fixed-window counter in the database, so every replica shares it. Throws 429 once the
 * budget of the window is spent, with Retry-After: the seconds until the window ends.
 */
export async function hit(
  db: Db,
  now: Date,
  key: string,
  limit: Limit,
  message?: string,
): Promise<void> {
  const windowStart = new Date(now.getTime() - limit.windowSeconds * 1000).toISOString();
  const nowIso = now.toISOString();
  const [row] = await db
    .insert(rateLimits)
    .values({ key, count: 1, windowStart: now })
    .onConflictDoUpdate({
      target: rateLimits.key,
      set: {
        count: sql`case when ${rateLimits.windowStart} <= ${windowStart}::timestamptz then 1 else ${rateLimits.count} + 1 end`,
        windowStart: sql`case when ${rateLimits.windowStart} <= ${windowStart}::timestamptz then ${nowIso}::timestamptz else ${rateLimits.windowStart} end`,
      },
    })
    .returning({ count: rateLimits.count, windowStart: rateLimits.windowStart });
  if (row && row.count > limit.max) {
    const endsAt = row.windowStart.getTime() + limit.windowSeconds * 1000;
    throw tooManyRequests(message, Math.max(1, Math.ceil((endsAt - now.getTime()) / 1000)));
  }
}

/** A per-address budget (`{name}:ip:{ip}`), skipped for the configured trusted peers. */
export function hitIp(
  deps: { db: Db; config: { trustedIps: readonly string[] } },
  now: Date,
  name: string,
  ip: string,
  limit: Limit,
): Promise<void> {
  if (deps.config.trustedIps.includes(ip)) return Promise.resolve();
  return hit(deps.db, now, `${name}:ip:${ip}`, limit);
}
