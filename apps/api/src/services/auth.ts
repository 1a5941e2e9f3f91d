import {
  MINIMUM_AGE_YEARS,
  REMEMBER_ME_DAYS,
  REMEMBER_TOKEN_COOKIE_PREFIX,
} from '@optwallet/domain';
import { and, desc, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import { linkTokens, oneTimeCodes, trustedDevices, users } from '../db/schema';
import {
  hashPassword,
  newId,
  newToken,
  safeEqual,
  sha256,
  sixDigitCode,
  verifyPassword,
} from '../lib/crypto';
import { HttpError, conflict, invalid } from '../lib/errors';
import type { Deps } from '../lib/http';
import {
  type IdentifierType,
  guessIdentifier,
  maskIdentifier,
  normalizeIdentifier,
} from './identifiers';
import { notify } from './notifications';
import { sendMessage } from './outbox';
import { assertPasswordRules } from './passwords';
import { LIMITS, hit, hitIp } from './rate-limit';
import { type TokenSet, issueSession } from './refresh-tokens';
import { endOwnSessions } from './sessions';
import { type UserRow, findUserById, findUserByIdOrUsername, findUserByIdentifier } from './users';

export const CODE_TTL_MS = 10 * 60_000;
export const CODE_MAX_ATTEMPTS = 5;
export const MAGIC_LINK_TTL_MS = 15 * 60_000;
export const RESET_LINK_TTL_MS = 60 * 60_000;
const TRUSTED_DEVICE_MS = REMEMBER_ME_DAYS * 86_400_000;

export type CodePurpose = 'login' | 'reset' | 'change_password' | 'phone';
type LinkPurpose = 'magic' | 'reset';

export const INVALID_AUTH_CODE = 'Invalid Auth Code';
const invalidCredentials = () =>
  new HttpError(422, 'These credentials do not match our records.', {
    errors: { identifier: ['These credentials do not match our records.'] },
  });

/** Neutral answer of forgot-password and resend: never says whether the account exists. */
export const NEUTRAL_SENT =
  'If an account exists for that identifier, we have sent the instructions.';

// ── codes and links ────────────────────────────────────────────────────────────

async function createCode(
  deps: Deps,
  userId: string,
  purpose: CodePurpose,
  data: Record<string, unknown> = {},
) {
  const now = deps.clock();
  // A new code replaces any open one of the same purpose.
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
async function consumeCode(deps: Deps, userId: string, purpose: CodePurpose, code: string) {
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

async function createLink(
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

async function findLink(deps: Deps, token: string, purpose: LinkPurpose) {
  const [row] = await deps.db
    .select()
    .from(linkTokens)
    .where(and(eq(linkTokens.tokenHash, sha256(token)), eq(linkTokens.purpose, purpose)))
    .limit(1);
  if (!row || row.consumedAt || row.expiresAt <= deps.clock()) return null;
  return row;
}

async function consumeLink(
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

/** Links in mails may only lead back to our own web apps (no open redirect through mail). */
function linkBase(deps: Deps, redirectUrl: string | undefined, fallbackPath: string): string {
  const fallback = `${deps.config.webUrl}${fallbackPath}`;
  if (!redirectUrl) return fallback;
  const allowed = [deps.config.webUrl, deps.config.consentUrl].map((u) => new URL(u).origin);
  const url = new URL(redirectUrl);
  if (!allowed.includes(url.origin))
    throw invalid('redirect_url', 'redirect_url must point at the OptWallet web app');
  return `${url.origin}${url.pathname}`;
}

async function deliverCode(
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

function contactOf(user: UserRow): { type: IdentifierType; to: string } | null {
  if (user.email) return { type: 'email', to: user.email };
  if (user.phoneNumber) return { type: 'phone', to: user.phoneNumber };
  return null;
}

// ── reCAPTCHA ──────────────────────────────────────────────────────────────────

export async function verifyRecaptcha(
  deps: Deps,
  token: string | undefined,
  ip: string,
): Promise<void> {
  const secret = deps.config.recaptchaSecret;
  if (!secret) return;
  if (!token) throw invalid('recaptcha_token', 'Please complete the reCAPTCHA check');
  const res = await fetch('https://www.google.com/recaptcha/api/siteverify', {
    method: 'POST',
    body: new URLSearchParams({ secret, response: token, remoteip: ip }),
  });
  const outcome = (await res.json()) as { success?: boolean; score?: number };
  if (!outcome.success || (outcome.score !== undefined && outcome.score < 0.5)) {
    throw invalid('recaptcha_token', 'reCAPTCHA verification failed, please try again');
  }
}

// ── register and login ─────────────────────────────────────────────────────────

export interface RegisterInput {
  type: IdentifierType;
  identifier: string;
  password: string;
  password_confirmation: string;
  first_name?: string | undefined;
  last_name?: string | undefined;
  referral?: string | undefined;
  date_of_birth?: string | undefined;
  age_consent?: boolean | undefined;
  recaptcha_token?: string | undefined;
}

function ageOn(dateOfBirth: string, now: Date): number {
  const [y = 0, m = 1, d = 1] = dateOfBirth.split('-').map(Number);
  let age = now.getUTCFullYear() - y;
  if (now.getUTCMonth() + 1 < m || (now.getUTCMonth() + 1 === m && now.getUTCDate() < d)) age -= 1;
  return age;
}

export async function register(deps: Deps, input: RegisterInput, ip: string) {
  const now = deps.clock();
  await hitIp(deps, now, 'register', ip, LIMITS.registerPerIp);
  await verifyRecaptcha(deps, input.recaptcha_token, ip);
  const identifier = normalizeIdentifier(input.type, input.identifier);
  assertPasswordRules(input.password, input.password_confirmation);
  if (input.date_of_birth) {
    if (ageOn(input.date_of_birth, now) < MINIMUM_AGE_YEARS) {
      throw invalid('date_of_birth', `You must be at least ${MINIMUM_AGE_YEARS} years old`);
    }
  } else if (input.age_consent !== true) {
    throw invalid('age_consent', `You must be at least ${MINIMUM_AGE_YEARS} years old`);
  }
  let referrer: UserRow | undefined;
  if (input.referral) {
    referrer = await findUserByIdOrUsername(deps.db, input.referral.trim());
    if (!referrer) throw invalid('referral', 'This referral code is not valid');
  }
  if (await findUserByIdentifier(deps.db, input.type, identifier)) {
    throw conflict(
      input.type === 'email'
        ? 'The email has already been taken.'
        : 'The phone number has already been taken.',
      'identifier',
    );
  }
  const id = newId();
  const passwordHash = await hashPassword(input.password);
  const inserted = await deps.db
    .insert(users)
    .values({
      id,
      email: input.type === 'email' ? identifier : null,
      phoneNumber: input.type === 'phone' ? identifier : null,
      firstName: input.first_name?.trim() || null,
      lastName: input.last_name?.trim() || null,
      dateOfBirth: input.date_of_birth ?? null,
      passwordHash,
      referredBy: referrer?.id ?? null,
      createdAt: now,
      updatedAt: now,
    })
    .onConflictDoNothing()
    .returning({ id: users.id });
  if (inserted.length === 0) throw conflict('The identifier has already been taken.', 'identifier');
  if (referrer) {
    await notify(deps.db, now, {
      userId: referrer.id,
      type: 'invite_accepted',
      title: 'New referral',
      message: 'Someone joined OptWallet with your referral link.',
      data: { user_id: id },
    });
  }
  const code = await createCode(deps, id, 'login', { verify: input.type });
  await deliverCode(
    deps,
    input.type,
    identifier,
    code,
    'Welcome to OptWallet! Confirm your sign-up with this code.',
  );
  return challenge(input.type, identifier);
}

function challenge(type: IdentifierType, identifier: string) {
  return {
    two_factor: true as const,
    type,
    identifier,
    message: `We sent a 6-digit code to ${maskIdentifier(identifier)}.`,
  };
}

export interface LoginInput {
  type: IdentifierType;
  identifier: string;
  password: string;
  remember_token?: string | undefined;
  recaptcha_token?: string | undefined;
}

export async function login(
  deps: Deps,
  input: LoginInput,
  ip: string,
  cookies: Record<string, string> = {},
) {
  const now = deps.clock();
  const identifier = normalizeIdentifier(input.type, input.identifier);
  await hit(deps.db, now, `login:id:${identifier}`, LIMITS.loginPerIdentifier);
  await hitIp(deps, now, 'login', ip, LIMITS.loginPerIp);
  await verifyRecaptcha(deps, input.recaptcha_token, ip);
  const user = await findUserByIdentifier(deps.db, input.type, identifier);
  const ok = await verifyPassword(user?.passwordHash ?? null, input.password);
  if (!user || !ok) throw invalidCredentials();
  // The client sends the remember_token_<id> cookie's value; a browser on our origin sends the cookie itself.
  const rememberToken =
    input.remember_token ?? cookies[`${REMEMBER_TOKEN_COOKIE_PREFIX}_${user.id}`];
  if (rememberToken && (await isTrustedDevice(deps, user.id, rememberToken))) {
    return { two_factor: false as const, ...(await issueSession(deps, user.id)) };
  }
  const code = await createCode(deps, user.id, 'login');
  await deliverCode(
    deps,
    input.type,
    identifier,
    code,
    'Someone is signing in to OptWallet from a new device.',
  );
  return challenge(input.type, identifier);
}

async function isTrustedDevice(deps: Deps, userId: string, token: string): Promise<boolean> {
  const [row] = await deps.db
    .select({ id: trustedDevices.id })
    .from(trustedDevices)
    .where(
      and(
        eq(trustedDevices.tokenHash, sha256(token)),
        eq(trustedDevices.userId, userId),
        gt(trustedDevices.expiresAt, deps.clock()),
      ),
    )
    .limit(1);
  return Boolean(row);
}

export interface AuthCodeLoginResult extends TokenSet {
  remember_token?: string;
  userId: string;
}

/** The 2-step code. Any failure is 401 'Invalid Auth Code' (the client does not refresh on it). */
export async function authCodeLogin(
  deps: Deps,
  input: { identifier: string; authCode: string; remember_me?: boolean | undefined },
  ip: string,
): Promise<AuthCodeLoginResult> {
  const now = deps.clock();
  const parsed = guessIdentifier(input.identifier);
  const key = parsed?.value ?? input.identifier.trim().toLowerCase();
  await hit(deps.db, now, `code:id:${key}`, LIMITS.codePerIdentifier);
  await hitIp(deps, now, 'code', ip, LIMITS.codePerIp);
  const invalidCode = new HttpError(401, INVALID_AUTH_CODE, { error: INVALID_AUTH_CODE });
  if (!parsed) throw invalidCode;
  const user = await findUserByIdentifier(deps.db, parsed.type, parsed.value);
  if (!user) throw invalidCode;
  const data = await consumeCode(deps, user.id, 'login', input.authCode);
  if (!data) throw invalidCode;
  // The code reached the identifier, so the identifier is proven.
  await deps.db
    .update(users)
    .set(
      parsed.type === 'email'
        ? { emailVerifiedAt: now, updatedAt: now }
        : { phoneVerifiedAt: now, updatedAt: now },
    )
    .where(eq(users.id, user.id));
  const tokens = await issueSession(deps, user.id);
  if (!input.remember_me) return { ...tokens, userId: user.id };
  const rememberToken = newToken();
  await deps.db.insert(trustedDevices).values({
    id: newId(),
    userId: user.id,
    tokenHash: sha256(rememberToken),
    createdAt: now,
    expiresAt: new Date(now.getTime() + TRUSTED_DEVICE_MS),
  });
  return { ...tokens, remember_token: rememberToken, userId: user.id };
}

export const REMEMBER_COOKIE_MAX_AGE_SECONDS = TRUSTED_DEVICE_MS / 1000;

// ── magic link ─────────────────────────────────────────────────────────────────

interface MailedLinkRequest {
  type: IdentifierType;
  identifier: string;
  redirect_url?: string | undefined;
  recaptcha_token?: string | undefined;
}

/**
 * What every "mail me something" request does first: rate limits per identifier and IP, the
 * reCAPTCHA check, then the lookup. `user` is null for an unknown account, and the caller then
 * answers exactly as for a known one, so responses never reveal whether an account exists.
 */
async function prepareMailedLink(deps: Deps, input: MailedLinkRequest, ip: string, path: string) {
  const now = deps.clock();
  const identifier = normalizeIdentifier(input.type, input.identifier);
  const base = linkBase(deps, input.redirect_url, path);
  await hit(deps.db, now, `mail:id:${identifier}`, LIMITS.mailPerIdentifier);
  await hitIp(deps, now, 'mail', ip, LIMITS.mailPerIp);
  await verifyRecaptcha(deps, input.recaptcha_token, ip);
  const user = await findUserByIdentifier(deps.db, input.type, identifier);
  return { identifier, base, user };
}

export async function sendMagicLink(
  deps: Deps,
  input: MailedLinkRequest,
  ip: string,
): Promise<void> {
  const { identifier, base, user } = await prepareMailedLink(deps, input, ip, '/magicLogin');
  if (!user) return;
  const token = await createLink(deps, user.id, 'magic', MAGIC_LINK_TTL_MS);
  const link = `${base}?token=${encodeURIComponent(token)}`;
  await sendMessage(deps, {
    channel: input.type === 'email' ? 'email' : 'sms',
    to: identifier,
    subject: 'Your OptWallet sign-in link',
    body: `Sign in to OptWallet with this link (valid for 15 minutes, single use):\n${link}`,
    meta: { link },
  });
}

export async function magicLogin(deps: Deps, token: string): Promise<TokenSet> {
  const userId = await consumeLink(deps, token, 'magic');
  if (!userId) throw invalid('token', 'This sign-in link is invalid or has expired');
  const now = deps.clock();
  const user = await findUserById(deps.db, userId);
  if (user?.email && !user.emailVerifiedAt) {
    await deps.db.update(users).set({ emailVerifiedAt: now }).where(eq(users.id, userId));
  }
  return issueSession(deps, userId);
}

// ── password reset, setup and change ───────────────────────────────────────────

export async function forgotPassword(
  deps: Deps,
  input: MailedLinkRequest,
  ip: string,
): Promise<void> {
  const { identifier, base, user } = await prepareMailedLink(deps, input, ip, '/reset-password');
  if (!user) return;
  const code = await createCode(deps, user.id, 'reset');
  if (input.type === 'phone') {
    await deliverCode(
      deps,
      'phone',
      identifier,
      code,
      'Reset your OptWallet password with this code.',
    );
    return;
  }
  const token = await createLink(deps, user.id, 'reset', RESET_LINK_TTL_MS);
  const link = `${base}?token=${encodeURIComponent(token)}`;
  await sendMessage(deps, {
    channel: 'email',
    to: identifier,
    subject: 'Reset your OptWallet password',
    body: `Reset your password with this link (valid for 60 minutes, single use):\n${link}\n\nOr enter this code: ${code} (valid for 10 minutes).`,
    meta: { link, code },
  });
}

export async function validateResetCode(
  deps: Deps,
  input: { identifier: string; authCode: string },
  ip: string,
) {
  const now = deps.clock();
  const parsed = guessIdentifier(input.identifier);
  await hit(
    deps.db,
    now,
    `code:id:${parsed?.value ?? input.identifier.trim().toLowerCase()}`,
    LIMITS.codePerIdentifier,
  );
  await hitIp(deps, now, 'code', ip, LIMITS.codePerIp);
  const invalidCode = new HttpError(401, INVALID_AUTH_CODE, { error: INVALID_AUTH_CODE });
  if (!parsed) throw invalidCode;
  const user = await findUserByIdentifier(deps.db, parsed.type, parsed.value);
  if (!user) throw invalidCode;
  if (!(await consumeCode(deps, user.id, 'reset', input.authCode))) throw invalidCode;
  return { token: await createLink(deps, user.id, 'reset', CODE_TTL_MS) };
}

const invalidResetToken = () =>
  invalid('token', 'This password reset link is invalid or has expired');

export async function checkResetToken(deps: Deps, token: string) {
  const row = await findLink(deps, token, 'reset');
  if (!row) throw invalidResetToken();
  const user = await findUserById(deps.db, row.userId);
  const contact = user ? contactOf(user) : null;
  if (!contact) throw invalidResetToken();
  return { valid: true as const, identifier: maskIdentifier(contact.to) };
}

export async function resetPassword(
  deps: Deps,
  input: { token: string; password: string; password_confirmation: string },
): Promise<void> {
  assertPasswordRules(input.password, input.password_confirmation);
  const userId = await consumeLink(deps, input.token, 'reset');
  if (!userId) throw invalidResetToken();
  await setPassword(deps, userId, input.password);
  // Every open reset link and code dies with the reset; other sessions end.
  const now = deps.clock();
  await deps.db
    .update(linkTokens)
    .set({ consumedAt: now })
    .where(
      and(
        eq(linkTokens.userId, userId),
        eq(linkTokens.purpose, 'reset'),
        isNull(linkTokens.consumedAt),
      ),
    );
  await deps.db
    .update(oneTimeCodes)
    .set({ consumedAt: now })
    .where(
      and(
        eq(oneTimeCodes.userId, userId),
        eq(oneTimeCodes.purpose, 'reset'),
        isNull(oneTimeCodes.consumedAt),
      ),
    );
  await endOwnSessions(deps.db, userId, now);
}

async function setPassword(deps: Deps, userId: string, password: string) {
  const now = deps.clock();
  await deps.db
    .update(users)
    .set({ passwordHash: await hashPassword(password), updatedAt: now })
    .where(eq(users.id, userId));
}

export async function setupPassword(
  deps: Deps,
  userId: string,
  input: { password: string; password_confirmation: string },
): Promise<void> {
  const user = await findUserById(deps.db, userId);
  if (!user) throw new HttpError(401, 'Unauthenticated');
  if (user.passwordHash)
    throw conflict('A password is already set for this account. Use change password instead.');
  assertPasswordRules(input.password, input.password_confirmation);
  await setPassword(deps, userId, input.password);
}

export async function initiatePasswordChange(
  deps: Deps,
  userId: string,
  currentPassword: string,
): Promise<string> {
  const now = deps.clock();
  await hit(deps.db, now, `pwchange:user:${userId}`, LIMITS.codePerIdentifier);
  const user = await findUserById(deps.db, userId);
  if (!user) throw new HttpError(401, 'Unauthenticated');
  if (!(await verifyPassword(user.passwordHash, currentPassword))) {
    throw invalid('current_password', 'The current password is incorrect');
  }
  const contact = contactOf(user);
  if (!contact) throw invalid('current_password', 'Add an email or phone number first');
  const code = await createCode(deps, user.id, 'change_password');
  await deliverCode(
    deps,
    contact.type,
    contact.to,
    code,
    'Confirm your OptWallet password change with this code.',
  );
  return `We sent a 6-digit code to ${maskIdentifier(contact.to)}.`;
}

/**
 * The password change of a signed-in user. Like a reset, it ends the user's other sessions (a
 * thief's among them): only the session that made the change stays signed in.
 */
export async function changePassword(
  deps: Deps,
  session: { userId: string; sessionId: string },
  input: { code: string; password: string; password_confirmation: string },
): Promise<void> {
  const { userId } = session;
  assertPasswordRules(input.password, input.password_confirmation);
  await hit(deps.db, deps.clock(), `pwchange-code:user:${userId}`, LIMITS.codePerIdentifier);
  if (!(await consumeCode(deps, userId, 'change_password', input.code))) {
    throw invalid('code', 'The code is invalid or has expired');
  }
  await setPassword(deps, userId, input.password);
  await endOwnSessions(deps.db, userId, deps.clock(), { except: session.sessionId });
}

// ── phone verification ─────────────────────────────────────────────────────────

export async function sendPhoneCode(deps: Deps, userId: string, rawPhone: string): Promise<string> {
  const phone = normalizeIdentifier('phone', rawPhone, 'phone_number');
  await hit(deps.db, deps.clock(), `mail:id:${phone}`, LIMITS.mailPerIdentifier);
  const owner = await findUserByIdentifier(deps.db, 'phone', phone);
  if (owner && owner.id !== userId)
    throw conflict('The phone number has already been taken.', 'phone_number');
  const code = await createCode(deps, userId, 'phone', { phone });
  await deliverCode(deps, 'phone', phone, code, 'Verify your phone number for OptWallet.');
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
  const now = deps.clock();
  const owner = await findUserByIdentifier(deps.db, 'phone', phone);
  if (owner && owner.id !== userId)
    throw conflict('The phone number has already been taken.', 'phone_number');
  await deps.db
    .update(users)
    .set({ phoneNumber: phone, phoneVerifiedAt: now, updatedAt: now })
    .where(eq(users.id, userId));
}
