import type {
  AddPasskeyRequest,
  Passkey,
  passkeyAuthenticationOptionsSchema,
  passkeyRegistrationOptionsSchema,
} from '@optwallet/contract';
import {
  type AuthenticationResponseJSON,
  type AuthenticatorTransport,
  type RegistrationResponseJSON,
  generateAuthenticationOptions,
  generateRegistrationOptions,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
} from '@simplewebauthn/server';
import { isoBase64URL, isoUint8Array } from '@simplewebauthn/server/helpers';
import { and, count, desc, eq, gt, isNull, lt } from 'drizzle-orm';
import type { z } from 'zod';
import { passkeys, users, webauthnChallenges } from '../../db/schema';
import { newId } from '../../lib/crypto';
import { HttpError, conflict, invalid, isUniqueViolation, notFound } from '../../lib/errors';
import { LIMITS, hit, hitIp } from '../../lib/rate-limit';
import type { Deps } from '../../deps';
import { findUserById } from '../identity';
import { type TokenSet, issueSession } from './refresh-tokens';
import { passkeyOrigins, relyingPartyId } from './relying-party';

/** A challenge answers once, within this time (the browser's prompt gets the same timeout). */
export const PASSKEY_CHALLENGE_TTL_MS = 5 * 60_000;
/** More passkeys than this is a mistake or an attack, not a person's devices. */
const MAX_PASSKEYS_PER_USER = 20;
const RP_NAME = 'OptWallet';

type Purpose = 'register' | 'login';
type PasskeyRow = typeof passkeys.$inferSelect;

/** A passkey sign-in that fails says no more than this, whatever the reason. */
const PASSKEY_NOT_RECOGNISED = 'This passkey was not recognised. Try again or use your password.';
const notRecognised = () =>
  new HttpError(401, PASSKEY_NOT_RECOGNISED, { error: 'Invalid passkey' });
const expiredRequest = () =>
  invalid('response', 'This passkey request has expired. Please try again.');

function toPasskey(row: PasskeyRow): Passkey {
  return {
    id: row.id,
    name: row.name,
    created_at: row.createdAt.toISOString(),
    last_used_at: row.lastUsedAt?.toISOString() ?? null,
    synced: row.backedUp,
  };
}

/** The user handle the authenticator keeps for an account: its id, as bytes. */
const userHandleOf = (userId: string) => isoUint8Array.fromUTF8String(userId);

async function storeChallenge(
  deps: Deps,
  input: { challenge: string; purpose: Purpose; userId: string | null; rpId: string },
) {
  const now = deps.clock();
  // Spent and expired challenges are kept no longer than it takes to see them expire.
  await deps.db.delete(webauthnChallenges).where(lt(webauthnChallenges.expiresAt, now));
  await deps.db.insert(webauthnChallenges).values({
    id: newId(),
    ...input,
    createdAt: now,
    expiresAt: new Date(now.getTime() + PASSKEY_CHALLENGE_TTL_MS),
  });
}

/** The challenge the browser signed, read from its client data (undefined: not readable). */
function signedChallenge(clientDataJSON: string): string | undefined {
  try {
    const data = JSON.parse(isoBase64URL.toUTF8String(clientDataJSON)) as { challenge?: unknown };
    return typeof data.challenge === 'string' ? data.challenge : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Spends the challenge the answer signed, if it is live and was issued for this purpose (and
 * user): its relying party id, or undefined. A second answer to the same challenge finds it spent.
 */
async function consumeChallenge(
  deps: Deps,
  clientDataJSON: string,
  purpose: Purpose,
  userId: string | null,
): Promise<{ challenge: string; rpId: string } | undefined> {
  const challenge = signedChallenge(clientDataJSON);
  if (!challenge) return undefined;
  const now = deps.clock();
  const [row] = await deps.db
    .update(webauthnChallenges)
    .set({ consumedAt: now })
    .where(
      and(
        eq(webauthnChallenges.challenge, challenge),
        eq(webauthnChallenges.purpose, purpose),
        userId === null ? isNull(webauthnChallenges.userId) : eq(webauthnChallenges.userId, userId),
        isNull(webauthnChallenges.consumedAt),
        gt(webauthnChallenges.expiresAt, now),
      ),
    )
    .returning({ rpId: webauthnChallenges.rpId });
  return row ? { challenge, rpId: row.rpId } : undefined;
}

function listOwn(deps: Deps, userId: string) {
  return deps.db
    .select()
    .from(passkeys)
    .where(eq(passkeys.userId, userId))
    .orderBy(desc(passkeys.createdAt), desc(passkeys.id));
}

// ── adding a passkey (signed in) ───────────────────────────────────────────────

export async function passkeyRegistrationOptions(
  deps: Deps,
  userId: string,
  origin: string | undefined,
) {
  await hit(deps.db, deps.clock(), `passkey-add:user:${userId}`, LIMITS.codePerIdentifier);
  const user = await findUserById(deps.db, userId);
  if (!user) throw new HttpError(401, 'Unauthenticated');
  const own = await listOwn(deps, userId);
  const rpId = relyingPartyId(deps.config, origin);
  const userName = user.email ?? user.phoneNumber ?? user.username ?? user.id;
  const fullName = [user.firstName, user.lastName].filter(Boolean).join(' ');
  const options = await generateRegistrationOptions({
    rpName: RP_NAME,
    rpID: rpId,
    userID: userHandleOf(user.id),
    userName,
    userDisplayName: fullName || userName,
    timeout: PASSKEY_CHALLENGE_TTL_MS,
    attestationType: 'none',
    // The same authenticator twice would only be a second name for one device.
    excludeCredentials: own.map((p) => ({
      id: p.credentialId,
      transports: p.transports as AuthenticatorTransport[],
    })),
    // A passkey, not a second factor: discoverable (sign-in without typing the email) and
    // verified (Face ID, fingerprint or PIN), so one gesture is a full 2-step sign-in.
    authenticatorSelection: { residentKey: 'required', userVerification: 'required' },
  });
  await storeChallenge(deps, { challenge: options.challenge, purpose: 'register', userId, rpId });
  // The library's W3C types are the contract's loose shapes, without their index signature.
  return options as z.input<typeof passkeyRegistrationOptionsSchema>;
}

export async function addPasskey(
  deps: Deps,
  userId: string,
  input: AddPasskeyRequest,
): Promise<Passkey> {
  const response = input.response as unknown as RegistrationResponseJSON;
  const spent = await consumeChallenge(deps, response.response.clientDataJSON, 'register', userId);
  if (!spent) throw expiredRequest();
  const verification = await verifyRegistrationResponse({
    response,
    expectedChallenge: spent.challenge,
    expectedOrigin: passkeyOrigins(deps.config, spent.rpId),
    expectedRPID: spent.rpId,
    requireUserVerification: true,
  }).catch(() => ({ verified: false as const }));
  if (!verification.verified) {
    throw invalid('response', 'The passkey could not be verified. Please try again.');
  }
  const { credential, credentialBackedUp } = verification.registrationInfo;
  const [{ total } = { total: 0 }] = await deps.db
    .select({ total: count() })
    .from(passkeys)
    .where(eq(passkeys.userId, userId));
  if (total >= MAX_PASSKEYS_PER_USER) {
    throw conflict(`You can have at most ${MAX_PASSKEYS_PER_USER} passkeys. Remove one first.`);
  }
  try {
    const [row] = await deps.db
      .insert(passkeys)
      .values({
        id: newId(),
        userId,
        credentialId: credential.id,
        publicKey: isoBase64URL.fromBuffer(credential.publicKey),
        counter: credential.counter,
        transports: credential.transports ?? [],
        backedUp: credentialBackedUp,
        name: input.name,
        createdAt: deps.clock(),
      })
      .returning();
    if (!row) throw new Error('passkey insert returned no row');
    return toPasskey(row);
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict('This passkey is already added.', 'response');
    throw error;
  }
}

// ── the list, rename, remove ───────────────────────────────────────────────────

export async function listPasskeys(deps: Deps, userId: string) {
  return { data: (await listOwn(deps, userId)).map(toPasskey) };
}

const noSuchPasskey = () => notFound('No such passkey of yours.');

export async function renamePasskey(
  deps: Deps,
  userId: string,
  id: string,
  name: string,
): Promise<Passkey> {
  const [row] = await deps.db
    .update(passkeys)
    .set({ name })
    .where(and(eq(passkeys.id, id), eq(passkeys.userId, userId)))
    .returning();
  if (!row) throw noSuchPasskey();
  return toPasskey(row);
}

/**
 * The sign-in methods of an account are its password and its passkeys (a magic link or a reset
 * goes through the mailbox: a way back in, not a method kept on the account). The last one is
 * never removed. Every account has a password today (sign-up asks for one); an account made
 * without one (POST /setupPassword's case) keeps its last passkey until it sets one.
 */
export async function removePasskey(deps: Deps, userId: string, id: string): Promise<void> {
  await deps.db.transaction(async (db) => {
    // The user row's lock orders two removals of the same account: the second sees the first's.
    const [user] = await db
      .select({ passwordHash: users.passwordHash })
      .from(users)
      .where(eq(users.id, userId))
      .for('update');
    if (!user) throw new HttpError(401, 'Unauthenticated');
    const own = await db
      .select({ id: passkeys.id })
      .from(passkeys)
      .where(eq(passkeys.userId, userId));
    if (!own.some((p) => p.id === id)) throw noSuchPasskey();
    if (!user.passwordHash && own.length === 1) {
      throw conflict(
        'This passkey is your only way to sign in. Set a password or add another passkey first.',
      );
    }
    await db.delete(passkeys).where(and(eq(passkeys.id, id), eq(passkeys.userId, userId)));
  });
}

// ── signing in with a passkey ──────────────────────────────────────────────────

export async function passkeyLoginOptions(deps: Deps, ip: string, origin: string | undefined) {
  await hitIp(deps, deps.clock(), 'login', ip, LIMITS.loginPerIp);
  const rpId = relyingPartyId(deps.config, origin);
  // No allowCredentials: the authenticator offers the passkeys it holds for this site
  // (discoverable credentials), so nobody types an identifier and none is revealed.
  const options = await generateAuthenticationOptions({
    rpID: rpId,
    timeout: PASSKEY_CHALLENGE_TTL_MS,
    userVerification: 'required',
  });
  await storeChallenge(deps, {
    challenge: options.challenge,
    purpose: 'login',
    userId: null,
    rpId,
  });
  return options as z.input<typeof passkeyAuthenticationOptionsSchema>;
}

/**
 * A passkey sign-in is a full 2-step sign-in: something the person has (the authenticator) and
 * is or knows (its required user verification). It starts the same session as password + code.
 */
export async function passkeyLogin(
  deps: Deps,
  input: { response: Record<string, unknown> },
  ip: string,
  device?: string,
): Promise<TokenSet> {
  const response = input.response as unknown as AuthenticationResponseJSON;
  const now = deps.clock();
  await hitIp(deps, now, 'login', ip, LIMITS.loginPerIp);
  await hit(deps.db, now, `login:passkey:${response.id}`, LIMITS.loginPerIdentifier);
  // Spent first: a failed answer cannot be tried again with the same challenge.
  const spent = await consumeChallenge(deps, response.response.clientDataJSON, 'login', null);
  if (!spent) throw notRecognised();
  const [stored] = await deps.db
    .select()
    .from(passkeys)
    .where(eq(passkeys.credentialId, response.id))
    .limit(1);
  if (!stored) throw notRecognised();
  const handle = response.response.userHandle;
  if (handle && handle !== isoBase64URL.fromBuffer(userHandleOf(stored.userId))) {
    throw notRecognised();
  }
  const verification = await verifyAuthenticationResponse({
    response,
    expectedChallenge: spent.challenge,
    expectedOrigin: passkeyOrigins(deps.config, spent.rpId),
    expectedRPID: spent.rpId,
    requireUserVerification: true,
    credential: {
      id: stored.credentialId,
      publicKey: isoBase64URL.toBuffer(stored.publicKey),
      counter: stored.counter,
      transports: stored.transports,
    },
    // A counter that did not grow (a cloned authenticator) throws: not recognised.
  }).catch(() => ({ verified: false as const, authenticationInfo: undefined }));
  if (!verification.verified || !verification.authenticationInfo) throw notRecognised();
  // The counter only moves forward: a concurrent answer that saw the same counter loses here.
  const [updated] = await deps.db
    .update(passkeys)
    .set({
      counter: verification.authenticationInfo.newCounter,
      backedUp: verification.authenticationInfo.credentialBackedUp,
      lastUsedAt: now,
    })
    .where(and(eq(passkeys.id, stored.id), eq(passkeys.counter, stored.counter)))
    .returning({ userId: passkeys.userId });
  if (!updated) throw notRecognised();
  return issueSession(deps, updated.userId, { device });
}
