import { AVATAR_FAILURE_CACHE_ENTRIES, AVATAR_FAILURE_CACHE_HOURS } from '../constants';

/** One remembered broken avatar source (product §3): its URL and when to try it again (ms). */
export interface AvatarFailure {
  readonly url: string;
  readonly expires: number;
}

const TTL_MS = AVATAR_FAILURE_CACHE_HOURS * 60 * 60 * 1000;

/** Drops expired entries. */
export function pruneAvatarFailures(cache: readonly AvatarFailure[], now: number): AvatarFailure[] {
  return cache.filter((entry) => entry.expires > now);
}

/**
 * Remembers a failed source for 168 hours; keeps at most the 20 most recent entries
 * (a repeat failure moves the URL to the newest place with a fresh expiry).
 */
export function rememberAvatarFailure(
  cache: readonly AvatarFailure[],
  url: string,
  now: number,
): AvatarFailure[] {
  const kept = pruneAvatarFailures(cache, now).filter((entry) => entry.url !== url);
  return [...kept, { url, expires: now + TTL_MS }].slice(-AVATAR_FAILURE_CACHE_ENTRIES);
}

/** True while a source is known broken: show the default image without requesting it. */
export function isAvatarKnownBroken(
  cache: readonly AvatarFailure[],
  url: string,
  now: number,
): boolean {
  return cache.some((entry) => entry.url === url && entry.expires > now);
}
