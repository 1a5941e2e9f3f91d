import { MAX_TOKEN_AGE_MS } from '../constants';

/** The claims the client reads from an access token (others pass through untouched). */
export interface TokenPayload {
  sub?: string;
  iat?: number;
  exp?: number;
  platformType?: string;
  [claim: string]: unknown;
}

const CLAIM_TYPES = {
  sub: 'string',
  iat: 'number',
  exp: 'number',
  platformType: 'string',
} as const;

/**
 * The payload's shape, checked by hand rather than with zod: every signed-in screen runs this
 * (the inactivity rules read `iat`), and zod would cost them 22 KiB.
 */
function isTokenPayload(value: unknown): value is TokenPayload {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  const claims = value as Record<string, unknown>;
  return Object.entries(CLAIM_TYPES).every(
    ([claim, type]) => claims[claim] === undefined || typeof claims[claim] === type,
  );
}

function base64UrlToText(segment: string): string {
  const base64 = segment
    .replace(/-/g, '+')
    .replace(/_/g, '/')
    .padEnd(Math.ceil(segment.length / 4) * 4, '=');
  const binary = atob(base64);
  const bytes = Uint8Array.from(binary, (char) => char.charCodeAt(0));
  return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
}

/**
 * Reads a JWT's payload WITHOUT verifying its signature: only for client-side decisions
 * (issue time). The server verifies every token it receives. Null if unreadable.
 */
export function decodeTokenPayload(token: string | null | undefined): TokenPayload | null {
  const segment = token?.split('.')[1];
  if (!segment) return null;
  try {
    const payload: unknown = JSON.parse(base64UrlToText(segment));
    return isTokenPayload(payload) ? payload : null;
  } catch {
    return null;
  }
}

/**
 * Product §4/§5: a token issued more than 24 hours ago, or without (or with a zero) issue time,
 * forces logout. Exactly 24 hours old is still accepted. `iat` is in seconds, `now` in ms.
 */
export function isTokenTooOld(iat: number | null | undefined, now: number): boolean {
  if (iat === undefined || iat === null || !Number.isFinite(iat) || iat <= 0) return true;
  return now - iat * 1000 > MAX_TOKEN_AGE_MS;
}
