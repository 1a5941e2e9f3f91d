import { appPathOrNull, type IdentifierType } from '@optwallet/domain';

/**
 * The identifier a 2-step code was sent to, kept in sessionStorage so /verify-otp survives a
 * reload of the tab (never the password).
 */
const KEY = 'optwallet.pending_sign_in';

export interface PendingSignIn {
  identifier: string;
  type: IdentifierType;
  /** Where to go once signed in (a path of this app: back to /oauth, a deep link, `/`). */
  returnTo: string;
  /** A sign-up: its address may already have an account, which gets a mail instead of a code. */
  signUp?: boolean;
}

export function savePendingSignIn(pending: PendingSignIn) {
  sessionStorage.setItem(KEY, JSON.stringify(pending));
}

/** The pending sign-in of this tab; null when there is none or it was tampered with. */
export function readPendingSignIn(): PendingSignIn | null {
  try {
    const value = JSON.parse(
      sessionStorage.getItem(KEY) ?? 'null',
    ) as Partial<PendingSignIn> | null;
    // Stored data, not a place to navigate blindly: only a path of this origin.
    const returnTo = appPathOrNull(value?.returnTo);
    if (!value || typeof value.identifier !== 'string' || !returnTo) return null;
    return {
      identifier: value.identifier,
      type: value.type === 'phone' ? 'phone' : 'email',
      returnTo,
      ...(value.signUp === true ? { signUp: true } : {}),
    };
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
