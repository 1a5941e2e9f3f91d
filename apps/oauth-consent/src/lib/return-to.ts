import { appPathOrNull } from '@optwallet/domain';
import type { IdentifierType } from '@optwallet/domain';

const PENDING_KEY = 'optwallet.consent.pending_sign_in';

export interface PendingSignIn {
  identifier: string;
  type: IdentifierType;
  returnTo: string;
}

/** The identifier a 2-step code went to, for the code step (this tab only; never the password). */
export function savePendingSignIn(pending: PendingSignIn) {
  sessionStorage.setItem(PENDING_KEY, JSON.stringify(pending));
}

export function readPendingSignIn(): PendingSignIn | null {
  try {
    const value = JSON.parse(
      sessionStorage.getItem(PENDING_KEY) ?? 'null',
    ) as Partial<PendingSignIn> | null;
    const returnTo = appPathOrNull(value?.returnTo);
    if (!value || typeof value.identifier !== 'string' || !returnTo) return null;
    return {
      identifier: value.identifier,
      type: value.type === 'phone' ? 'phone' : 'email',
      returnTo,
    };
  } catch {
    return null;
  }
}

export function clearPendingSignIn() {
  sessionStorage.removeItem(PENDING_KEY);
}

const MAGIC_KEY = 'optwallet.consent.magic_return';
/** As long as a mailed link lives on the server (15 minutes). */
export const MAGIC_RETURN_TTL_MS = 15 * 60_000;

/**
 * The mailed link lands on /magicLogin of this origin without the request (the server keeps only
 * origin and path of redirect_url), and often in a new tab: so the request waits in localStorage.
 */
export function saveMagicReturn(returnTo: string, now = Date.now()) {
  localStorage.setItem(MAGIC_KEY, JSON.stringify({ returnTo, at: now }));
}

export function takeMagicReturn(now = Date.now()): string | null {
  const raw = localStorage.getItem(MAGIC_KEY);
  localStorage.removeItem(MAGIC_KEY);
  try {
    const value = JSON.parse(raw ?? 'null') as { returnTo?: unknown; at?: unknown } | null;
    if (!value || typeof value.at !== 'number' || now - value.at > MAGIC_RETURN_TTL_MS) return null;
    return appPathOrNull(value.returnTo);
  } catch {
    return null;
  }
}

/** Trusted-device tokens of this origin, per identifier: kept by the inactivity logout. */
export const REMEMBER_KEY = 'optwallet.consent.remember_tokens';

function rememberTokens(): Record<string, string> {
  try {
    return (
      (JSON.parse(localStorage.getItem(REMEMBER_KEY) ?? '{}') as Record<string, string> | null) ??
      {}
    );
  } catch {
    return {};
  }
}

/** Trusted-device token of an identifier (from a code step with "remember me"). */
export function rememberTokenFor(identifier: string): string | undefined {
  return rememberTokens()[identifier.trim().toLowerCase()];
}

export function saveRememberToken(identifier: string, token: string) {
  localStorage.setItem(
    REMEMBER_KEY,
    JSON.stringify({ ...rememberTokens(), [identifier.trim().toLowerCase()]: token }),
  );
}
