import * as z from 'zod';
import { MAX_TOKEN_AGE_MS, SESSION_TYPE_OAUTH, SESSION_TYPE_PAYMENTS } from '../constants';

/** The claims the client reads from an access token (others pass through untouched). */
export const tokenPayloadSchema = z.looseObject({
  sub: z.string().optional(),
  iat: z.number().optional(),
  exp: z.number().optional(),
  platformType: z.string().optional(),
});
export type TokenPayload = z.infer<typeof tokenPayloadSchema>;

export type SessionType = typeof SESSION_TYPE_PAYMENTS | typeof SESSION_TYPE_OAUTH;

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
 * (session type, issue time). The server verifies every token it receives. Null if unreadable.
 */
export function decodeTokenPayload(token: string | null | undefined): TokenPayload | null {
  const segment = token?.split('.')[1];
  if (!segment) return null;
  try {
    const parsed = tokenPayloadSchema.safeParse(JSON.parse(base64UrlToText(segment)));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/** Spec §4: the payments-platform type when the token carries platformType, else oauth. */
export function sessionTypeOf(payload: TokenPayload | null | undefined): SessionType {
  return payload?.platformType !== undefined && payload.platformType !== ''
    ? SESSION_TYPE_PAYMENTS
    : SESSION_TYPE_OAUTH;
}

/**
 * Spec §4/§5: a token issued more than 24 hours ago, or without (or with a zero) issue time,
 * forces logout. Exactly 24 hours old is still accepted. `iat` is in seconds, `now` in ms.
 */
export function isTokenTooOld(iat: number | null | undefined, now: number): boolean {
  if (iat === undefined || iat === null || !Number.isFinite(iat) || iat <= 0) return true;
  return now - iat * 1000 > MAX_TOKEN_AGE_MS;
}
