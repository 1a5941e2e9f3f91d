import { STORAGE_KEYS, type IdentifierType } from '@optwallet/domain';

/**
 * The identifier a 2-step code was sent to, kept in sessionStorage so /verify-otp survives a
 * reload of the tab (never the password).
 */
const KEY = 'optwallet.pending_sign_in';

export interface PendingSignIn {
  identifier: string;
  type: IdentifierType;
  /** Where to go once signed in (e.g. back to /oauth). */
  returnTo: string;
  /** A sign-up: its address may already have an account, which gets a mail instead of a code. */
  signUp?: boolean;
}

export function savePendingSignIn(pending: PendingSignIn) {
  sessionStorage.setItem(KEY, JSON.stringify(pending));
}

export function readPendingSignIn(): PendingSignIn | null {
  try {
    const value = JSON.parse(sessionStorage.getItem(KEY) ?? 'null') as PendingSignIn | null;
    return value && typeof value.identifier === 'string' ? value : null;
  } catch {
    return null;
  }
}

export function clearPendingSignIn() {
  sessionStorage.removeItem(KEY);
  codeRequest = null;
}

/**
 * How to ask for a new code: the same sign-in or sign-up request again. It holds the password, so
 * it lives in this tab's memory only: after a reload /verify-otp offers to sign in again instead.
 */
let codeRequest: (() => Promise<unknown>) | null = null;

export function keepCodeRequest(request: () => Promise<unknown>) {
  codeRequest = request;
}

export function readCodeRequest(): (() => Promise<unknown>) | null {
  return codeRequest;
}

/** Trusted-device tokens from authCodeLogin with remember_me, per identifier (30 days server-side). */
const REMEMBER_KEY = STORAGE_KEYS.rememberTokens;

function readRememberTokens(): Record<string, string> {
  try {
    return (JSON.parse(localStorage.getItem(REMEMBER_KEY) ?? '{}') as Record<string, string>) ?? {};
  } catch {
    return {};
  }
}

export function rememberTokenFor(identifier: string): string | undefined {
  return readRememberTokens()[identifier.trim().toLowerCase()];
}

export function saveRememberToken(identifier: string, token: string) {
  localStorage.setItem(
    REMEMBER_KEY,
    JSON.stringify({ ...readRememberTokens(), [identifier.trim().toLowerCase()]: token }),
  );
}
