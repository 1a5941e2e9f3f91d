import { REMEMBER_ME_DAYS, REMEMBER_TOKEN_COOKIE_PREFIX } from '@optwallet/domain';
import { and, eq, gt, isNull } from 'drizzle-orm';
import { linkTokens, trustedDevices, users } from '../../db/schema';
import { hashPassword, newId, newToken, sha256, verifyPassword } from '../../lib/crypto';
import { appOrigins } from '../../lib/app-origins';
import { HttpError, conflict, invalid } from '../../lib/errors';
import type { Deps } from '../../deps';
import {
  CODE_TTL_MS,
  NO_ACCOUNT,
  challenge,
  closeOpenCodes,
  consumeCode,
  consumeLink,
  createCode,
  createLink,
  deliverCode,
  findLink,
} from '../../lib/codes';
import {
  type IdentifierType,
  guessIdentifier,
  maskIdentifier,
  normalizeIdentifier,
} from '../../lib/identifiers';
import { findSignInAccount, type UserRow, findUserById, findUserByIdentifier } from '../identity';
import { requireDelivered, sendMessage } from '../../lib/outbox';
import { assertPasswordRules } from './passwords';
import { LIMITS, hit, hitIp } from '../../lib/rate-limit';
import { verifyRecaptcha } from './recaptcha';
import { type TokenSet, issueSession } from './refresh-tokens';
import { endOwnSessions } from '../../lib/session/sessions';
import { confirmSignUp } from './sign-up';

const MAGIC_LINK_TTL_MS = 15 * 60_000;
const RESET_LINK_TTL_MS = 60 * 60_000;
const TRUSTED_DEVICE_MS = REMEMBER_ME_DAYS * 86_400_000;

const INVALID_AUTH_CODE = 'Invalid Auth Code';
const invalidCredentials = () =>
  new HttpError(422, 'These credentials do not match our records.', {
    errors: { identifier: ['These credentials do not match our records.'] },
  });

/** Neutral answer of forgot-password and resend: never says whether the account exists. */
export const NEUTRAL_SENT =
  'If an account exists for that identifier, we have sent the instructions.';

/**
 * Where a mailed link leads: the caller's `redirect_url` (its path and query, e.g. the app's
 * `/magicLogin?next=/settings`), else WEB_URL + the default path. Only our own web apps' origins
 * are taken (no open redirect through mail; `appOrigins`): anything else is a 422 on `redirect_url`.
 */
function linkBase(deps: Deps, redirectUrl: string | undefined, fallbackPath: string): URL {
  if (!redirectUrl) return new URL(`${deps.config.webUrl}${fallbackPath}`);
  const url = URL.canParse(redirectUrl) ? new URL(redirectUrl) : null;
  if (!url || !appOrigins(deps.config).includes(url.origin))
    throw invalid('redirect_url', 'redirect_url must point at the OptWallet web app');
  url.hash = '';
  url.username = '';
  url.password = '';
  return url;
}

/** The mailed link: the base with the single-use token added to its query. */
function linkWithToken(base: URL, token: string): string {
  const link = new URL(base);
  link.searchParams.set('token', token);
  return link.toString();
}

function contactOf(user: UserRow): { type: IdentifierType; to: string } | null {
  if (user.email) return { type: 'email', to: user.email };
  if (user.phoneNumber) return { type: 'phone', to: user.phoneNumber };
  return null;
}

// ── register and login ─────────────────────────────────────────────────────────

export interface LoginInput {
  type: IdentifierType;
  identifier: string;
  password: string;
  remember_token?: string | undefined;
  redirect_url?: string | undefined;
  recaptcha_version?: 'v2' | 'v3' | undefined;
  recaptcha_token?: string | undefined;
}

export async function login(
  deps: Deps,
  input: LoginInput,
  ip: string,
  cookies: Record<string, string> = {},
  device?: string,
) {
  const now = deps.clock();
  const identifier = normalizeIdentifier(input.type, input.identifier);
  await hit(deps.db, now, `login:id:${identifier}`, LIMITS.loginPerIdentifier);
  await hitIp(deps, now, 'login', ip, LIMITS.loginPerIp);
  // Checked like the mailed links' (the 2-step code's mail carries no link to use it in).
  linkBase(deps, input.redirect_url, '/magicLogin');
  await verifyRecaptcha(deps, input, ip);
  // The verified owner, or the person's own unconfirmed sign-up (the code then confirms it).
  const user = (await findSignInAccount(deps.db, input.type, identifier))?.user;
  const ok = await verifyPassword(user?.passwordHash ?? null, input.password);
  if (!user || !ok) throw invalidCredentials();
  // The client sends the remember_token_<id> cookie's value; a browser on our origin sends the cookie itself.
  const rememberToken =
    input.remember_token ?? cookies[`${REMEMBER_TOKEN_COOKIE_PREFIX}_${user.id}`];
  if (rememberToken && (await isTrustedDevice(deps, user.id, rememberToken))) {
    return { two_factor: false as const, ...(await issueSession(deps, user.id, { device })) };
  }
  const code = await createCode(deps, user.id, 'login');
  requireDelivered(
    await deliverCode(
      deps,
      input.type,
      identifier,
      code,
      'Someone is signing in to OptWallet from a new device.',
    ),
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
  device?: string,
): Promise<AuthCodeLoginResult> {
  const now = deps.clock();
  const parsed = guessIdentifier(input.identifier);
  const key = parsed?.value ?? input.identifier.trim().toLowerCase();
  await hit(deps.db, now, `code:id:${key}`, LIMITS.codePerIdentifier);
  await hitIp(deps, now, 'code', ip, LIMITS.codePerIp);
  const invalidCode = new HttpError(401, INVALID_AUTH_CODE, { error: INVALID_AUTH_CODE });
  if (!parsed) throw invalidCode;
  const account = await findSignInAccount(deps.db, parsed.type, parsed.value);
  if (!account) throw invalidCode;
  const { user } = account;
  const data = await consumeCode(deps, user.id, 'login', input.authCode);
  if (!data) throw invalidCode;
  // The code reached the address: an unconfirmed sign-up becomes an account with that identity.
  if (account.pending) await confirmSignUp(deps, user, parsed);
  const tokens = await issueSession(deps, user.id, { device });
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
  recaptcha_version?: 'v2' | 'v3' | undefined;
  recaptcha_token?: string | undefined;
}

/**
 * What every "mail me something" request does before it answers: rate limits per identifier and
 * IP, the reCAPTCHA check, the link's base. Nothing of it depends on the account.
 */
async function prepareMailedLink(deps: Deps, input: MailedLinkRequest, ip: string, path: string) {
  const now = deps.clock();
  const identifier = normalizeIdentifier(input.type, input.identifier);
  const base = linkBase(deps, input.redirect_url, path);
  await hit(deps.db, now, `mail:id:${identifier}`, LIMITS.mailPerIdentifier);
  await hitIp(deps, now, 'mail', ip, LIMITS.mailPerIp);
  await verifyRecaptcha(deps, input, ip);
  return { identifier, base };
}

/**
 * The account's part runs after the answer (deps.background): the lookup, the link and the
 * mail. So an existing and an unknown account get the same answer in the same time, whatever
 * the mail server's latency.
 */
export async function sendMagicLink(
  deps: Deps,
  input: MailedLinkRequest,
  ip: string,
): Promise<void> {
  const { identifier, base } = await prepareMailedLink(deps, input, ip, '/magicLogin');
  deps.background.run('magic link', async () => {
    const user = await findUserByIdentifier(deps.db, input.type, identifier);
    const token = await createLink(deps, user?.id ?? NO_ACCOUNT, 'magic', MAGIC_LINK_TTL_MS);
    if (!user) return;
    const link = linkWithToken(base, token);
    await sendMessage(deps, {
      channel: input.type === 'email' ? 'email' : 'sms',
      to: identifier,
      subject: 'Your OptWallet sign-in link',
      body: `Sign in to OptWallet with this link (valid for 15 minutes, single use):\n${link}`,
      meta: { link },
    });
  });
}

const invalidMagicLink = () => invalid('token', 'This sign-in link is invalid or has expired');

export async function magicLogin(deps: Deps, token: string, device?: string): Promise<TokenSet> {
  const userId = await consumeLink(deps, token, 'magic');
  if (!userId) throw invalidMagicLink();
  return issueSession(deps, userId, { device });
}

/** Whose magic link this is, without spending it (an app already signed in asks first). */
export async function checkMagicLink(deps: Deps, token: string) {
  const row = await findLink(deps, token, 'magic');
  const user = row ? await findUserById(deps.db, row.userId) : undefined;
  const contact = user ? contactOf(user) : null;
  if (!user || !contact) throw invalidMagicLink();
  return { valid: true as const, user_id: user.id, identifier: maskIdentifier(contact.to) };
}

// ── password reset, setup and change ───────────────────────────────────────────

/** Like sendMagicLink: the answer never waits for (nor reveals) the account's part. */
export async function forgotPassword(
  deps: Deps,
  input: MailedLinkRequest,
  ip: string,
): Promise<void> {
  const { identifier, base } = await prepareMailedLink(deps, input, ip, '/reset-password');
  deps.background.run('password reset', async () => {
    const user = await findUserByIdentifier(deps.db, input.type, identifier);
    const userId = user?.id ?? NO_ACCOUNT;
    // One transaction: the account's three row changes take one commit, not three.
    const { code, token } = await deps.db.transaction(async (db) => {
      const tx = { ...deps, db };
      return {
        code: await createCode(tx, userId, 'reset'),
        token: await createLink(tx, userId, 'reset', RESET_LINK_TTL_MS),
      };
    });
    if (!user) return;
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
    const link = linkWithToken(base, token);
    await sendMessage(deps, {
      channel: 'email',
      to: identifier,
      subject: 'Reset your OptWallet password',
      body: `Reset your password with this link (valid for 60 minutes, single use):\n${link}\n\nOr enter this code: ${code} (valid for 10 minutes).`,
      meta: { link, code },
    });
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
  await closeOpenCodes(deps, userId, 'reset', now);
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
  requireDelivered(
    await deliverCode(
      deps,
      contact.type,
      contact.to,
      code,
      'Confirm your OptWallet password change with this code.',
    ),
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
