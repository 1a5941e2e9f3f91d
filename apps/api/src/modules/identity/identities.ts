import { and, eq, isNull, ne } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { users } from '../../db/schema';
import { conflict, invalid, isUniqueViolation } from '../../lib/errors';
import type { Deps } from '../../deps';
import { consumeCode, createCode, deliverCode } from '../../lib/codes';
import { requireDelivered } from '../../lib/outbox';
import { type IdentifierType, maskIdentifier, normalizeIdentifier } from '../../lib/identifiers';
import { LIMITS, hit } from '../../lib/rate-limit';
import { type UserRow, findUserById, findUserByIdentifier } from './users';

/*
 * Emails and phone numbers as identities (see the users table): verified in `email` /
 * `phone_number`, waiting for their proof in `pending_email` / `pending_phone_number`.
 */

const TAKEN: Record<IdentifierType, string> = {
  email: 'The email has already been taken.',
  phone: 'The phone number has already been taken.',
};

function columnsOf(type: IdentifierType) {
  return type === 'email'
    ? { verified: users.email, pending: users.pendingEmail }
    : { verified: users.phoneNumber, pending: users.pendingPhoneNumber };
}

/** A sign-up never confirmed: no verified identity at all. */
const isShellRow = and(isNull(users.email), isNull(users.phoneNumber));

export function isShell(user: Pick<UserRow, 'email' | 'phoneNumber'>): boolean {
  return user.email === null && user.phoneNumber === null;
}

/** The unconfirmed sign-up holding this address, if any (at most one: a unique index). */
async function findShell(
  db: Db,
  type: IdentifierType,
  value: string,
): Promise<UserRow | undefined> {
  const [row] = await db
    .select()
    .from(users)
    .where(and(eq(columnsOf(type).pending, value), isShellRow))
    .limit(1);
  return row;
}

/**
 * The account a sign-in with this address reaches: its verified owner, else its own unconfirmed
 * sign-up (whose password the person chose, and whose code will prove the address). `pending`
 * says the address still needs that proof.
 */
export async function findSignInAccount(
  db: Db,
  type: IdentifierType,
  value: string,
): Promise<{ user: UserRow; pending: boolean } | undefined> {
  const owner = await findUserByIdentifier(db, type, value);
  if (owner) return { user: owner, pending: false };
  const shell = await findShell(db, type, value);
  return shell ? { user: shell, pending: true } : undefined;
}

/** Drops the unconfirmed sign-up holding this address (a newer sign-up replaces it). */
export async function dropShell(db: Db, type: IdentifierType, value: string): Promise<void> {
  await db.delete(users).where(and(eq(columnsOf(type).pending, value), isShellRow));
}

/**
 * The address reached this user (their code or link came back): it becomes their identity.
 * Everyone else's pending copy goes, and an unconfirmed sign-up holding it is removed. 409 when
 * someone else proved it first.
 */
export async function claimIdentifier(
  db: Db,
  input: { userId: string; type: IdentifierType; value: string; now: Date },
): Promise<void> {
  const { userId, type, value, now } = input;
  const { verified, pending } = columnsOf(type);
  const field = type === 'email' ? 'email' : 'phone_number';
  try {
    await db.transaction(async (tx) => {
      const [owner] = await tx
        .select({ id: users.id })
        .from(users)
        .where(and(eq(verified, value), ne(users.id, userId)))
        .limit(1);
      if (owner) throw conflict(TAKEN[type], field);
      await tx.delete(users).where(and(eq(pending, value), isShellRow, ne(users.id, userId)));
      await tx
        .update(users)
        .set(type === 'email' ? { pendingEmail: null } : { pendingPhoneNumber: null })
        .where(and(eq(pending, value), ne(users.id, userId)));
      await tx
        .update(users)
        .set(
          type === 'email'
            ? { email: value, emailVerifiedAt: now, pendingEmail: null, updatedAt: now }
            : {
                phoneNumber: value,
                phoneVerifiedAt: now,
                pendingPhoneNumber: null,
                updatedAt: now,
              },
        )
        .where(eq(users.id, userId));
    });
  } catch (error) {
    // Two people proving one address at once: the unique index decides, the other hears 409.
    if (isUniqueViolation(error)) throw conflict(TAKEN[type], field);
    throw error;
  }
}

/** 409 when the address is someone else's verified identity. */
async function assertNotTaken(db: Db, userId: string, type: IdentifierType, value: string) {
  const owner = await findUserByIdentifier(db, type, value);
  if (owner && owner.id !== userId)
    throw conflict(TAKEN[type], type === 'email' ? 'email' : 'phone_number');
}

// ── email: given at onboarding, verified by a mailed code (/verify-identifier) ───────────────

/**
 * The user's email, pending until its code comes back: stored in `pending_email` (seen by nobody
 * else, blocking nobody) and a 6-digit code mailed to it. Again with another address replaces it.
 */
export async function sendEmailCode(deps: Deps, userId: string, rawEmail: string): Promise<string> {
  const email = normalizeIdentifier('email', rawEmail, 'email');
  const now = deps.clock();
  await hit(deps.db, now, `mail:id:${email}`, LIMITS.mailPerIdentifier);
  await hit(deps.db, now, `email-send:user:${userId}`, LIMITS.mailPerIdentifier);
  const me = await findUserById(deps.db, userId);
  if (me?.email) throw invalid('email', 'Your email is already set');
  await assertNotTaken(deps.db, userId, 'email', email);
  await deps.db
    .update(users)
    .set({ pendingEmail: email, updatedAt: now })
    .where(eq(users.id, userId));
  const code = await createCode(deps, userId, 'email', { email });
  requireDelivered(
    await deliverCode(deps, 'email', email, code, 'Confirm your email address for OptWallet.'),
  );
  return `We sent a 6-digit code to ${maskIdentifier(email)}.`;
}

export async function verifyEmail(deps: Deps, userId: string, code: string): Promise<void> {
  await hit(deps.db, deps.clock(), `email-code:user:${userId}`, LIMITS.codePerIdentifier);
  const me = await findUserById(deps.db, userId);
  const data = await consumeCode(deps, userId, 'email', code);
  if (!data || !me?.pendingEmail || data.email !== me.pendingEmail)
    throw invalid('code', 'The code is invalid or has expired');
  await claimIdentifier(deps.db, {
    userId,
    type: 'email',
    value: me.pendingEmail,
    now: deps.clock(),
  });
}

// ── phone: verified by a texted code (/verify-phone-number) ──────────────────────────────────

export async function sendPhoneCode(deps: Deps, userId: string, rawPhone: string): Promise<string> {
  const phone = normalizeIdentifier('phone', rawPhone, 'phone_number');
  await hit(deps.db, deps.clock(), `mail:id:${phone}`, LIMITS.mailPerIdentifier);
  await assertNotTaken(deps.db, userId, 'phone', phone);
  const code = await createCode(deps, userId, 'phone', { phone });
  requireDelivered(
    await deliverCode(deps, 'phone', phone, code, 'Verify your phone number for OptWallet.'),
  );
  return `We sent a 6-digit code to ${maskIdentifier(phone)}.`;
}

export async function verifyPhone(
  deps: Deps,
  userId: string,
  rawPhone: string,
  code: string,
): Promise<void> {
  const phone = normalizeIdentifier('phone', rawPhone, 'phone_number');
  await hit(deps.db, deps.clock(), `phone-code:user:${userId}`, LIMITS.codePerIdentifier);
  const data = await consumeCode(deps, userId, 'phone', code);
  if (!data || data.phone !== phone) throw invalid('code', 'The code is invalid or has expired');
  await claimIdentifier(deps.db, { userId, type: 'phone', value: phone, now: deps.clock() });
}
