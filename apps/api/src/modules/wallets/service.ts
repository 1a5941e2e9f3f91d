import { and, asc, eq } from 'drizzle-orm';
import type { Wallet } from '@optwallet/contract';
import {
  EVM_CHAIN_ID,
  NATIVE_CHAIN_ID,
  NATIVE_TESTNET_CHAIN_ID,
  translate,
  validateWalletKey,
} from '@optwallet/domain';
import { users, wallets } from '../../db/schema';
import { HttpError, conflict, notFound } from '../../lib/errors';
import { newId, verifyPassword } from '../../lib/crypto';
import type { AuthSession } from '../../lib/http';
import type { Deps } from '../../deps';
import { LIMITS, hit } from '../../lib/rate-limit';
import { deriveAddresses, isValidMnemonic, newMnemonic, normalizeMnemonic } from './wallet-keys';
import {
  type ReservedCheck,
  type WalletRow,
  checkPasscode,
  recordRight,
  reserveCheck,
} from './wallet-passcode';
import { sealMnemonic } from './wallet-seal';
import { walletAdded } from '../../chains/registry';

export type { WalletRow };

const INVALID_PHRASE = translate('validation.seed_invalid');
const INVALID_KEY = translate('validation.wallet_key_invalid');

export { newMnemonic };

/** Product §3 Wallet: the native account on the chain and its testnet, and the EVM account. */
export function walletView(row: WalletRow): Wallet {
  return {
    id: row.id,
    addresses: [
      { chainId: NATIVE_CHAIN_ID, address: row.nativeAddress },
      { chainId: NATIVE_TESTNET_CHAIN_ID, address: row.nativeAddress },
      { chainId: EVM_CHAIN_ID, address: row.evmAddress },
    ],
    created_at: row.createdAt.toISOString(),
    synced_at: row.syncedAt?.toISOString() ?? null,
  };
}

/** The caller's wallets, oldest first: the first one is the one the product uses. */
export function listWallets(deps: Deps, userId: string): Promise<WalletRow[]> {
  return deps.db
    .select()
    .from(wallets)
    .where(eq(wallets.userId, userId))
    .orderBy(asc(wallets.createdAt), asc(wallets.id));
}

/** Someone else's wallet answers exactly like a missing one. */
export async function getOwnedWallet(
  deps: Deps,
  userId: string,
  walletId: string,
): Promise<WalletRow> {
  const [row] = await deps.db
    .select()
    .from(wallets)
    .where(and(eq(wallets.id, walletId), eq(wallets.userId, userId)));
  if (!row) throw notFound('Wallet not found');
  return row;
}

/**
 * §5 wallet key rules, plus: not the account password (compared against its argon2 hash). Each
 * comparison tells something about the password, so it is counted like a sign-in attempt (429
 * past the budget), whichever call asks: the check, the creation or the key update.
 */
async function walletKeyError(
  deps: Deps,
  userId: string,
  passcode: string,
): Promise<string | undefined> {
  const rule = validateWalletKey(passcode);
  if (rule) return rule.message;
  const [user] = await deps.db
    .select({ passwordHash: users.passwordHash })
    .from(users)
    .where(eq(users.id, userId));
  if (!user?.passwordHash) return undefined;
  await hit(deps.db, deps.clock(), `wallet-key:${userId}`, LIMITS.walletKeyPasswordPerUser);
  if (await verifyPassword(user.passwordHash, passcode)) {
    return translate('validation.wallet_key_same_as_password');
  }
  return undefined;
}

/**
 * The wallet-key step of setup, before the phrase is shown: whether this key may protect the
 * wallet (the rules of `walletKeyError`). Nothing is stored; a refusal is 422 errors.walletPasscode.
 */
export async function checkNewWalletKey(
  deps: Deps,
  userId: string,
  walletPasscode: string,
): Promise<void> {
  const keyError = await walletKeyError(deps, userId, walletPasscode);
  if (keyError) throw unprocessable({ walletPasscode: [keyError] });
}

function unprocessable(errors: Record<string, string[]>): HttpError {
  const first = Object.values(errors)[0]?.[0] ?? 'Validation error';
  return new HttpError(422, first, { errors });
}

export async function createWallet(
  deps: Deps,
  userId: string,
  input: { walletPasscode: string; mnemonic: string },
): Promise<WalletRow> {
  const alreadyHasWallet = () => conflict('You already have a wallet');
  if ((await listWallets(deps, userId)).length > 0) throw alreadyHasWallet();

  const errors: Record<string, string[]> = {};
  const keyError = await walletKeyError(deps, userId, input.walletPasscode);
  if (keyError) errors.walletPasscode = [keyError];
  if (!isValidMnemonic(input.mnemonic)) errors.mnemonic = [INVALID_PHRASE];
  if (Object.keys(errors).length > 0) throw unprocessable(errors);

  const mnemonic = normalizeMnemonic(input.mnemonic);
  const id = newId();
  const addresses = await deriveAddresses(mnemonic);
  const sealedMnemonic = await sealMnemonic({
    mnemonic,
    passcode: input.walletPasscode,
    walletId: id,
    serverKey: deps.config.walletSealKey,
  });

  const row = await deps.db.transaction(async (tx) => {
    // Serialises two concurrent creations of one user: the second sees the first wallet.
    await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
    const existing = await tx
      .select({ id: wallets.id })
      .from(wallets)
      .where(eq(wallets.userId, userId))
      .limit(1);
    if (existing.length > 0) throw alreadyHasWallet();
    const taken = await tx
      .select({ id: wallets.id })
      .from(wallets)
      .where(eq(wallets.nativeAddress, addresses.nativeAddress))
      .limit(1);
    if (taken.length > 0) {
      throw conflict('This recovery phrase already belongs to a wallet', 'mnemonic');
    }
    const [inserted] = await tx
      .insert(wallets)
      .values({ id, userId, ...addresses, sealedMnemonic, createdAt: deps.clock() })
      .returning();
    if (!inserted) throw new Error('wallet insert returned nothing');
    return inserted;
  });

  deps.logger.info({ userId, walletId: row.id }, 'wallet created');
  if (deps.afterWalletCreated) {
    // The wallet exists whatever the hook does: a failed faucet must not make the client retry
    // into a 409. The hook logs and recovers on its own terms.
    try {
      await deps.afterWalletCreated(row);
    } catch (error) {
      deps.logger.error({ err: error, walletId: row.id }, 'afterWalletCreated failed');
    }
  }
  // Each chain learns what it must of the new addresses (the EVM network keeps an imported
  // address's balances now, after the devnet faucet's hook). A node that does not answer leaves
  // it to the first read.
  try {
    await walletAdded(deps, row);
  } catch (error) {
    deps.logger.warn({ err: error, walletId: row.id }, 'chains not told of the new wallet');
  }
  return row;
}

/**
 * Opens the seal with a passcode after reserving the check: the phrase when it opens (the count
 * starts again), undefined when it does not (the failure is counted; 429 once locked).
 */
async function openWithPasscode(
  deps: Deps,
  userId: string,
  walletId: string,
  passcode: string,
): Promise<{ row: WalletRow; mnemonic: string | undefined }> {
  const check = await reserveCheck(deps, userId, walletId);
  const mnemonic = await checkPasscode(deps, check, passcode);
  if (mnemonic !== undefined) await recordRight(deps, check.row.id);
  return { row: check.row, mnemonic };
}

/**
 * Whether a phrase is this wallet's: its derived addresses equal the stored ones (no decryption,
 * so it works without the passcode). A 24-word phrase cannot be guessed, so wrong phrases are
 * not part of the passcode lockout; a per-user rate limit keeps the derivation cost bounded.
 */
async function phraseMatches(deps: Deps, row: WalletRow, phrase: string): Promise<boolean> {
  await hit(deps.db, deps.clock(), `wallet-phrase:${row.userId}`, LIMITS.walletPhrasePerUser);
  if (!isValidMnemonic(phrase)) return false;
  const derived = await deriveAddresses(phrase);
  return derived.nativeAddress === row.nativeAddress && derived.evmAddress === row.evmAddress;
}

/**
 * For transfers and anything that spends: the wallet (and its owner's names) when the passcode
 * opens its seal, checked with no connection or lock held. Otherwise 400 'Invalid wallet
 * passcode' (errors.walletPasscode; not 401, which would start the client's session refresh), or
 * 429 with Retry-After while locked. The check stays open: the caller finishes it with
 * `recordRight`, or by folding `RIGHT_CHECK_SET` into the statement that spends.
 */
export async function beginSpend(
  deps: Deps,
  input: { userId: string; walletId: string; passcode: string; session?: AuthSession | undefined },
): Promise<ReservedCheck & { mnemonic: string }> {
  const check = await reserveCheck(deps, input.userId, input.walletId, input.session);
  const mnemonic = await checkPasscode(deps, check, input.passcode);
  if (mnemonic === undefined) {
    throw new HttpError(400, INVALID_KEY, { errors: { walletPasscode: [INVALID_KEY] } });
  }
  return { ...check, mnemonic };
}

export async function verifyKey(
  deps: Deps,
  userId: string,
  walletId: string,
  input: { type: 'passcode' | 'mnemonic'; data: string },
): Promise<boolean> {
  if (input.type === 'mnemonic') {
    return phraseMatches(deps, await getOwnedWallet(deps, userId, walletId), input.data);
  }
  return (await openWithPasscode(deps, userId, walletId, input.data)).mnemonic !== undefined;
}

/**
 * Re-seals the phrase under a new passcode, proven by the old passcode or by the phrase itself.
 * A wrong proof is 422 errors.data. Proving with the phrase also lifts a lockout.
 */
export async function resetPasscode(
  deps: Deps,
  userId: string,
  walletId: string,
  input: { type: 'passcode' | 'mnemonic'; data: string; newWalletPasscode: string },
): Promise<void> {
  let row = await getOwnedWallet(deps, userId, walletId);
  const keyError = await walletKeyError(deps, userId, input.newWalletPasscode);
  if (keyError) throw unprocessable({ newWalletPasscode: [keyError] });

  let mnemonic: string | undefined;
  if (input.type === 'passcode') {
    ({ row, mnemonic } = await openWithPasscode(deps, userId, walletId, input.data));
    if (mnemonic === undefined) throw unprocessable({ data: [INVALID_KEY] });
  } else {
    if (!(await phraseMatches(deps, row, input.data))) {
      throw unprocessable({ data: [INVALID_PHRASE] });
    }
    mnemonic = normalizeMnemonic(input.data);
  }

  const sealedMnemonic = await sealMnemonic({
    mnemonic,
    passcode: input.newWalletPasscode,
    walletId: row.id,
    serverKey: deps.config.walletSealKey,
  });
  await deps.db
    .update(wallets)
    .set({ sealedMnemonic, failedAttempts: 0, lockedUntil: null })
    .where(eq(wallets.id, row.id));
  deps.logger.info({ walletId: row.id, proof: input.type }, 'wallet passcode changed');
}
