import { MINIMUM_AGE_YEARS } from '@optwallet/domain';
import { users } from '../../db/schema';
import { hashPassword, newId } from '../../lib/crypto';
import { invalid } from '../../lib/errors';
import type { Deps } from '../../deps';
import { NO_ACCOUNT, challenge, createCode, deliverCode } from '../../lib/codes';
import { type IdentifierType, normalizeIdentifier } from '../../lib/identifiers';
import {
  claimIdentifier,
  dropShell,
  isShell,
  type UserRow,
  findUserByIdOrUsername,
  findUserByIdentifier,
} from '../identity';
import { notify } from '../notifications';
import { sendMessage } from '../../lib/outbox';
import { assertPasswordRules } from './passwords';
import { LIMITS, hit, hitIp } from '../../lib/rate-limit';
import { verifyRecaptcha } from './recaptcha';

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
  recaptcha_version?: 'v2' | 'v3' | undefined;
  recaptcha_token?: string | undefined;
}

function ageOn(dateOfBirth: string, now: Date): number {
  const [y = 0, m = 1, d = 1] = dateOfBirth.split('-').map(Number);
  let age = now.getUTCFullYear() - y;
  if (now.getUTCMonth() + 1 < m || (now.getUTCMonth() + 1 === m && now.getUTCDate() < d)) age -= 1;
  return age;
}

/**
 * Sign-up. What the form got wrong is answered at once (422); the rest never depends on whether
 * the address already has an account: the answer is the same 2-step challenge, sent before the
 * account's part runs (deps.background). A new address gets an unconfirmed sign-up and its code;
 * an address with an account gets a mail saying so, with the ways back in (sign in, reset).
 */
export async function register(deps: Deps, input: RegisterInput, ip: string) {
  const now = deps.clock();
  await hitIp(deps, now, 'register', ip, LIMITS.registerPerIp);
  await verifyRecaptcha(deps, input, ip);
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
  // Every sign-up mails the address: the same budget as the other mails to it.
  await hit(deps.db, now, `mail:id:${identifier}`, LIMITS.mailPerIdentifier);
  deps.background.run('sign-up', () => completeSignUp(deps, input, identifier, referrer));
  return challenge(input.type, identifier);
}

async function completeSignUp(
  deps: Deps,
  input: RegisterInput,
  identifier: string,
  referrer: UserRow | undefined,
) {
  // An address with an account goes through the same steps as a new one, so a request made just
  // after the answer is not slowed by one and not the other: the lookup, the password's hash
  // (argon2id, by far the heaviest step) and the same statements, which for it write nothing (an
  // owned address has no unconfirmed sign-up, and no user has NO_ACCOUNT's id). Only the new
  // account's rows and the message differ.
  const [owner, passwordHash] = await Promise.all([
    findUserByIdentifier(deps.db, input.type, identifier),
    hashPassword(input.password),
  ]);
  const now = deps.clock();
  const id = owner ? NO_ACCOUNT : newId();
  // The newest sign-up of an address replaces one never confirmed (and its code).
  await deps.db.transaction(async (tx) => {
    await dropShell(tx, input.type, identifier);
    if (owner) return;
    await tx.insert(users).values({
      id,
      pendingEmail: input.type === 'email' ? identifier : null,
      pendingPhoneNumber: input.type === 'phone' ? identifier : null,
      firstName: input.first_name?.trim() || null,
      lastName: input.last_name?.trim() || null,
      dateOfBirth: input.date_of_birth ?? null,
      passwordHash,
      referredBy: referrer?.id ?? null,
      createdAt: now,
      updatedAt: now,
    });
  });
  const code = await createCode(deps, id, 'login', { verify: input.type });
  if (owner) {
    await tellOwner(deps, input.type, identifier);
    return;
  }
  await deliverCode(
    deps,
    input.type,
    identifier,
    code,
    'Welcome to OptWallet! Confirm your sign-up with this code.',
  );
}

/** A sign-up for an address that has an account: its owner hears, and how to get back in. */
async function tellOwner(deps: Deps, type: IdentifierType, identifier: string) {
  const web = deps.config.webUrl;
  await sendMessage(deps, {
    channel: type === 'email' ? 'email' : 'sms',
    to: identifier,
    subject: 'You already have an OptWallet account',
    body:
      `Someone, probably you, tried to create an OptWallet account with ${identifier}. ` +
      `This address already has one, so no new account was made.\n\n` +
      `Sign in: ${web}/login\nForgot your password? Reset it: ${web}/forgot-password\n\n` +
      'If this was not you, ignore this message: nothing changed on your account.',
  });
}

/**
 * The code of a sign-up came back: the address is proven and becomes the account's identity
 * (a sign-up confirmed), and the person who referred it hears about it now, not before.
 */
export async function confirmSignUp(
  deps: Deps,
  user: UserRow,
  address: { type: IdentifierType; value: string },
): Promise<void> {
  const now = deps.clock();
  const firstIdentity = isShell(user);
  await claimIdentifier(deps.db, { userId: user.id, ...address, now });
  if (firstIdentity && user.referredBy) {
    await notify(deps.db, now, {
      userId: user.referredBy,
      type: 'invite_accepted',
      title: 'New referral',
      message: 'Someone joined OptWallet with your referral link.',
      data: { user_id: user.id },
    });
  }
}
