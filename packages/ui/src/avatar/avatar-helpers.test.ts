import { AVATAR_FAILURE_CACHE_ENTRIES } from '@optwallet/domain';
import { afterEach, describe, expect, it } from 'vitest';
import { failedAvatarSources } from './avatar-helpers';

describe('failedAvatarSources', () => {
  afterEach(() => failedAvatarSources.clear());

  it('remembers a failed address across reads until it expires after 168 hours', () => {
    const now = 1_000_000;
    failedAvatarSources.add('https://img/a.png', now);
    expect(failedAvatarSources.has('https://img/a.png', now + 1000)).toBe(true);
    expect(failedAvatarSources.has('https://img/b.png', now + 1000)).toBe(false);
    expect(failedAvatarSources.has('https://img/a.png', now + 168 * 3_600_000 + 1)).toBe(false);
  });

  it('keeps only the newest 20 addresses in storage', () => {
    for (let i = 0; i <= AVATAR_FAILURE_CACHE_ENTRIES; i += 1) {
      failedAvatarSources.add(`https://img/${i}.png`, 5000 + i);
    }
    expect(failedAvatarSources.has('https://img/0.png', 6000)).toBe(false);
    expect(failedAvatarSources.has(`https://img/${AVATAR_FAILURE_CACHE_ENTRIES}.png`, 6000)).toBe(
      true,
    );
  });

  it('survives garbage in storage', () => {
    localStorage.setItem('optwallet.failed_avatar_sources', '{not json');
    expect(failedAvatarSources.has('https://img/a.png')).toBe(false);
    failedAvatarSources.add('https://img/a.png');
    expect(failedAvatarSources.has('https://img/a.png')).toBe(true);
  });
});
