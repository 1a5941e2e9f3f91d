import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isAvatarKnownBroken, pruneAvatarFailures, rememberAvatarFailure } from './avatar-failures';

const H = 60 * 60 * 1000;
const NOW = 1_800_000_000_000;

describe('avatar failure cache', () => {
  it('remembers a broken source for 168 hours', () => {
    const cache = rememberAvatarFailure([], 'https://a/1.png', NOW);
    expect(cache).toEqual([{ url: 'https://a/1.png', expires: NOW + 168 * H }]);
    expect(isAvatarKnownBroken(cache, 'https://a/1.png', NOW + 168 * H - 1)).toBe(true);
    expect(isAvatarKnownBroken(cache, 'https://a/1.png', NOW + 168 * H)).toBe(false);
    expect(isAvatarKnownBroken(cache, 'https://a/2.png', NOW)).toBe(false);
  });

  it('keeps the 20 most recent sources', () => {
    let cache = rememberAvatarFailure([], 'u0', NOW);
    for (let i = 1; i <= 20; i += 1) cache = rememberAvatarFailure(cache, `u${i}`, NOW + i);
    expect(cache).toHaveLength(20);
    expect(cache[0]?.url).toBe('u1');
    expect(isAvatarKnownBroken(cache, 'u0', NOW + 21)).toBe(false);
  });

  it('refreshes a repeat failure instead of storing it twice', () => {
    const cache = rememberAvatarFailure(
      rememberAvatarFailure(rememberAvatarFailure([], 'a', NOW), 'b', NOW),
      'a',
      NOW + H,
    );
    expect(cache).toEqual([
      { url: 'b', expires: NOW + 168 * H },
      { url: 'a', expires: NOW + 169 * H },
    ]);
  });

  it('drops expired entries', () => {
    const cache = [
      { url: 'old', expires: NOW },
      { url: 'new', expires: NOW + 1 },
    ];
    expect(pruneAvatarFailures(cache, NOW)).toEqual([{ url: 'new', expires: NOW + 1 }]);
  });

  it('never holds more than 20 entries or the same URL twice', () => {
    fc.assert(
      fc.property(
        fc.array(fc.tuple(fc.constantFrom(...'abcdefghijklmnopqrstuvwxyz0123'), fc.nat(1000 * H))),
        (failures) => {
          let now = NOW;
          let cache = rememberAvatarFailure([], 'first', now);
          for (const [url, wait] of failures) {
            now += wait;
            cache = rememberAvatarFailure(cache, url, now);
            expect(cache.length).toBeLessThanOrEqual(20);
            expect(new Set(cache.map((e) => e.url)).size).toBe(cache.length);
            expect(isAvatarKnownBroken(cache, url, now)).toBe(true);
          }
        },
      ),
    );
  });
});
