import { setTimeout as sleep } from 'node:timers/promises';
import { eq, sql } from 'drizzle-orm';
import { prepared, runPrepared } from '../../db/prepared';
import { wallets } from '../../db/schema';
import { HttpError, notFound } from '../../lib/errors';
import { unauthenticated } from '../../lib/session/require-auth';
import type { AuthSession } from '../../lib/http';
import type { Deps } from '../../deps';
import { isSessionLive } from '../../lib/session/sessions';
import { openMnemonic } from './wallet-seal';
import { RIGHT_CHECK_SET, type ReservedCheck, type WalletRow } from '../../lib/wallet-check';

/** Wrong passcodes in a row before a lockout, and its length. */
const WALLET_LOCKOUT = { maxFailures: 5, lockMinutes: 15 } as const;

/**
 * A check takes well under a second; one still "in flight" after this was lost with a server
 * (a crash between reserving and finishing), so it stops counting. Shorter than the busy wait,
 * so a burst retried after a crash gets through.
 */
const CHECK_EXPIRY_SECONDS = 10;
/**
 * How long a request waits for a free check before it answers 429: a burst of one owner's
 * transfers queues behind its checks in flight (each takes one argon2id, tens of milliseconds).
 */
const BUSY_WAIT_MS = 15_000;

export type { ReservedCheck, WalletRow };

function lockedError(deps: Deps, lockedUntil: Date): HttpError {
  const seconds = Math.max(1, Math.ceil((lockedUntil.getTime() - deps.clock().getTime()) / 1000));
  const minutes = Math.ceil(seconds / 60);
  return new HttpError(
    429,
    `Too many wrong wallet passcodes. Your wallet is locked; try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
    {},
    { 'Retry-After': String(seconds) },
  );
}

function busyError(): HttpError {
  return new HttpError(
    429,
    'Too many wallet passcode checks at once. Try again in a moment.',
    {},
    { 'Retry-After': '1' },
  );
}

/**
 * `$6`: the caller's session when the statement must confirm it is live (mount's
 * sessionCheckedInStatement), NULL when the middleware checked it: the same test as
 * lib/session/sessions.ts, so a transfer needs no statement of its own for it.
 */
const SESSION_LIVE = `($6::text IS NULL OR EXISTS (SELECT 1 FROM sessions s WHERE s.id = $6::text
  AND s.user_id = $2::text AND s.revoked_at IS NULL AND s.grant_id IS NULL))`;

interface ReserveRow extends Record<string, unknown> {
  reserved: number | null;
  locked_until: Date | string | null;
}

/**
 * Reserves one passcode check in ONE statement, before any argon2 work: the wallet's owner is
 * checked, and the check is counted with the wrong passcodes so far (failures + checks in flight
 * must stay under the limit). It answers the row, or why there is none: not this user's wallet
 * (404), locked (429), or every check taken by requests in flight (wait).
 */
const RESERVE = prepared(
  'wallet_check_reserve',
  `WITH cur AS (
    SELECT w.*, u.first_name, u.last_name, u.username
    FROM wallets w JOIN users u ON u.id = w.user_id
    WHERE w.id = $1::text AND w.user_id = $2::text AND ${SESSION_LIVE}
  ), reserved AS (
    UPDATE wallets w SET
      checks_in_flight = (CASE WHEN w.last_check_at > $3::timestamptz - make_interval(secs => $4::int)
        THEN w.checks_in_flight ELSE 0 END) + 1,
      last_check_at = $3::timestamptz,
      locked_until = CASE WHEN w.locked_until <= $3::timestamptz THEN NULL ELSE w.locked_until END
    WHERE w.id = $1::text AND w.user_id = $2::text AND ${SESSION_LIVE}
      AND (w.locked_until IS NULL OR w.locked_until <= $3::timestamptz)
      AND w.failed_attempts + (CASE WHEN w.last_check_at > $3::timestamptz - make_interval(secs => $4::int)
        THEN w.checks_in_flight ELSE 0 END) < $5::int
    RETURNING w.checks_in_flight
  )
  SELECT cur.*, (SELECT checks_in_flight FROM reserved) AS reserved FROM cur`,
);

/**
 * Reserves one passcode check in ONE statement, before any argon2 work: the wallet's owner is
 * checked, and the check is counted with the wrong passcodes so far (failures + checks in flight
 * must stay under the limit; checks in flight that started long ago died with a server and no
 * longer count). It answers the row, or why there is none: not this user's wallet (404),
 * locked (429), or every check taken by requests in flight (wait).
 */
async function tryReserve(
  deps: Deps,
  userId: string,
  walletId: string,
  session: AuthSession | undefined,
): Promise<ReservedCheck | 'busy'> {
  const now = deps.clock();
  const [row] = await runPrepared<ReserveRow>(deps.db, RESERVE, [
    walletId,
    userId,
    now.toISOString(),
    CHECK_EXPIRY_SECONDS,
    WALLET_LOCKOUT.maxFailures,
    session?.sessionId ?? null,
  ]);
  if (!row) {
    // An ended session (one more statement, on this path only), else someone else's wallet.
    if (session && !(await isSessionLive(deps.db, session))) throw unauthenticated();
    throw notFound('Wallet not found');
  }
  const lockedUntil = row.locked_until === null ? null : new Date(row.locked_until);
  if (row.reserved === null) {
    if (lockedUntil && lockedUntil > now) throw lockedError(deps, lockedUntil);
    return 'busy';
  }
  return {
    row: {
      id: String(row.id),
      userId: String(row.user_id),
      nativeAddress: String(row.native_address),
      evmAddress: String(row.evm_address),
      sealedMnemonic: String(row.sealed_mnemonic),
      failedAttempts: Number(row.failed_attempts),
      lockedUntil: null,
      checksInFlight: Number(row.reserved),
      lastCheckAt: now,
      createdAt: new Date(row.created_at as string),
      syncedAt: row.synced_at ? new Date(row.synced_at as string) : null,
      syncHeads: (row.sync_heads as Record<string, number> | null) ?? null,
    },
    owner: {
      firstName: (row.first_name as string | null) ?? null,
      lastName: (row.last_name as string | null) ?? null,
      username: (row.username as string | null) ?? null,
    },
  };
}

/**
 * Reserves a check, waiting a little while the owner's own checks are all in flight. `session`:
 * the caller's session, confirmed live by the same statement (else 401).
 */
export async function reserveCheck(
  deps: Deps,
  userId: string,
  walletId: string,
  session?: AuthSession,
): Promise<ReservedCheck> {
  const started = Date.now();
  for (let wait = 20; ; wait = Math.min(wait * 2, 250)) {
    const reserved = await tryReserve(deps, userId, walletId, session);
    if (reserved !== 'busy') return reserved;
    if (Date.now() - started > BUSY_WAIT_MS) throw busyError();
    await sleep(wait);
  }
}

/**
 * The reserved check proved wrong: it becomes a failure, atomically; the failure that reaches
 * the limit locks the wallet and answers 429 at once (so the person learns it now).
 */
async function recordWrong(deps: Deps, walletId: string): Promise<void> {
  const now = deps.clock();
  const lockUntil = new Date(now.getTime() + WALLET_LOCKOUT.lockMinutes * 60_000);
  const reachesLimit = sql`${wallets.failedAttempts} + 1 >= ${WALLET_LOCKOUT.maxFailures}`;
  const [updated] = await deps.db
    .update(wallets)
    .set({
      failedAttempts: sql`case when ${reachesLimit} then 0 else ${wallets.failedAttempts} + 1 end`,
      lockedUntil: sql`case when ${reachesLimit} then ${lockUntil.toISOString()}::timestamptz else ${wallets.lockedUntil} end`,
      checksInFlight: sql`greatest(${wallets.checksInFlight} - 1, 0)`,
    })
    .where(eq(wallets.id, walletId))
    .returning({ lockedUntil: wallets.lockedUntil });
  deps.logger.warn({ walletId }, 'wrong wallet passcode');
  if (updated?.lockedUntil && updated.lockedUntil > now)
    throw lockedError(deps, updated.lockedUntil);
}

const RECORD_RIGHT = prepared(
  'wallet_check_right',
  `UPDATE wallets SET ${RIGHT_CHECK_SET} WHERE id = $1::text`,
);

export async function recordRight(deps: Deps, walletId: string): Promise<void> {
  await runPrepared(deps.db, RECORD_RIGHT, [walletId]);
}

/**
 * Checks a wallet passcode: the reservation (one statement), then argon2id and AES-GCM with no
 * connection or lock held. The phrase when it opens (the caller then records the right check,
 * possibly inside its own statement), undefined when it does not (the failure is recorded; 429
 * once locked).
 */
export async function checkPasscode(
  deps: Deps,
  check: ReservedCheck,
  passcode: string,
): Promise<string | undefined> {
  let mnemonic: string | undefined;
  try {
    mnemonic = await openMnemonic({
      sealed: check.row.sealedMnemonic,
      passcode,
      walletId: check.row.id,
      serverKey: deps.config.walletSealKey,
    });
  } catch (error) {
    // Not a verdict on the passcode (an envelope this server cannot read): release the check.
    await deps.db
      .update(wallets)
      .set({ checksInFlight: sql`greatest(${wallets.checksInFlight} - 1, 0)` })
      .where(eq(wallets.id, check.row.id));
    throw error;
  }
  if (mnemonic === undefined) await recordWrong(deps, check.row.id);
  return mnemonic;
}
