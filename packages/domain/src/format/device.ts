/** The browser and system a User-Agent names, for a list of signed-in devices. */
export interface Device {
  browser: string | undefined;
  system: string | undefined;
}

// Order matters: Edge and Opera say "Chrome", Chrome says "Safari", iOS says "Mac OS X",
// Android says "Linux".
const BROWSERS: [RegExp, string][] = [
  [/\bEdg(e|A|iOS)?\//, 'Edge'],
  [/\bOPR\/|\bOpera\b/, 'Opera'],
  [/\bSamsungBrowser\//, 'Samsung Internet'],
  [/\bFirefox\/|\bFxiOS\//, 'Firefox'],
  [/Chrome\/|\bCriOS\//, 'Chrome'],
  [/\bSafari\//, 'Safari'],
];
const SYSTEMS: [RegExp, string][] = [
  [/\biPhone\b|\biPad\b|\biPod\b/, 'iOS'],
  [/\bAndroid\b/, 'Android'],
  [/\bCrOS\b/, 'ChromeOS'],
  [/\bMac OS X\b|\bMacintosh\b/, 'macOS'],
  [/\bWindows\b/, 'Windows'],
  [/\bLinux\b/, 'Linux'],
];

const first = (table: [RegExp, string][], text: string) =>
  table.find(([pattern]) => pattern.test(text))?.[1];

/** "Mozilla/5.0 (Macintosh; …) … Chrome/131 Safari/537.36" -> Chrome on macOS. */
export function deviceOf(userAgent: string | null | undefined): Device {
  const text = userAgent ?? '';
  return { browser: first(BROWSERS, text), system: first(SYSTEMS, text) };
}
