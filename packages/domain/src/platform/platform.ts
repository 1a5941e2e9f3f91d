export type Platform = 'ios' | 'android' | 'unknown';

/**
 * Product §9: ios, android or unknown from the browser's user agent. iPadOS reports itself as a Mac;
 * pass navigator.maxTouchPoints to tell it from one (a Mac has none).
 */
export function detectPlatform(userAgent: string | null | undefined, maxTouchPoints = 0): Platform {
  const ua = userAgent ?? '';
  if (/android/i.test(ua)) return 'android';
  if (/iphone|ipad|ipod/i.test(ua)) return 'ios';
  if (/macintosh/i.test(ua) && maxTouchPoints > 1) return 'ios';
  return 'unknown';
}
