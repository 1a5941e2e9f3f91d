import {
  isAvatarKnownBroken,
  pruneAvatarFailures,
  rememberAvatarFailure,
  type AvatarFailure,
} from '@optwallet/domain';

const CACHE_KEY = 'optwallet.failed_avatar_sources';

function readCache(): AvatarFailure[] {
  try {
    const raw = globalThis.localStorage?.getItem(CACHE_KEY);
    const parsed: unknown = raw ? JSON.parse(raw) : [];
    if (!Array.isArray(parsed)) return [];
    return parsed.filter(
      (entry): entry is AvatarFailure =>
        typeof (entry as AvatarFailure)?.url === 'string' &&
        typeof (entry as AvatarFailure)?.expires === 'number',
    );
  } catch {
    return [];
  }
}

function writeCache(entries: AvatarFailure[]): void {
  try {
    globalThis.localStorage?.setItem(CACHE_KEY, JSON.stringify(entries));
  } catch {
    // Storage full or blocked: the in-render fallback still works.
  }
}

/**
 * Browser storage around @optwallet/domain's avatar-failure rules (168 h, newest 20): a broken
 * third-party avatar is not requested again on every render (product §3, §9).
 */
export const failedAvatarSources = {
  has(url: string, now = Date.now()): boolean {
    return isAvatarKnownBroken(readCache(), url, now);
  },
  add(url: string, now = Date.now()): void {
    writeCache(rememberAvatarFailure(readCache(), url, now));
  },
  prune(now = Date.now()): void {
    writeCache(pruneAvatarFailures(readCache(), now));
  },
  clear(): void {
    try {
      globalThis.localStorage?.removeItem(CACHE_KEY);
    } catch {
      // ignore
    }
  },
};
